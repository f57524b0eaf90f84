/**
 * The home section registry (DESIGN 3, 8): every type of LAYOUT_TYPES.home maps to a lazily imported
 * component. The mapped type makes a missing type a compile error.
 */
import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { LAYOUT_TYPES, type LayoutType } from '../config/layout-types.ts';
import type { LayoutItem } from '../generated/merchant.ts';

export interface HomeSectionProps { item: LayoutItem }
export type HomeSectionType = LayoutType<'home'>;
type Section = LazyExoticComponent<ComponentType<HomeSectionProps>>;

const home = () => import('../features/home/index.ts');
/** The home screen asks for its sections' module as soon as it loads, not at its first render. */
export const preloadHomeSections = (): void => void home().catch(() => undefined);
const fromHome = (pick: (m: Awaited<ReturnType<typeof home>>) => ComponentType<HomeSectionProps>): Section =>
  lazy(() => home().then((m) => ({ default: pick(m) })));

export const HOME_SECTIONS: { readonly [T in HomeSectionType]: Section } = {
  banner: fromHome((m) => m.BannerCarousel),
  noticeTicker: fromHome((m) => m.NoticeTicker),
  popup: fromHome((m) => m.HomePopup),
  categoryMenu: fromHome((m) => m.CategoryMenuSection),
  hotMatches: fromHome((m) => m.HotMatchesSection),
  favourites: fromHome((m) => m.FavouritesSection),
  midNav: lazy(() => import('../features/navigation/index.ts').then((m) => ({ default: m.MidNav }))),
  customerServiceButton: fromHome((m) => m.CustomerServiceButton),
  downloadPopup: fromHome((m) => m.DownloadButton),
  messagingButton: fromHome((m) => m.MessagingButton),
  goTop: fromHome((m) => m.GoTopButton),
};

const KNOWN: readonly string[] = LAYOUT_TYPES.home;

export function isHomeSectionType(type: string): type is HomeSectionType {
  return KNOWN.includes(type);
}
