import { prefetchGameList } from '../api/games.ts';
import { routeAt } from '../config/routes.ts';
import type { HomeSectionType, Merchant } from '../generated/merchant.ts';
import { loadHomeAnnouncements } from '../state/home-announcements-store.ts';

const ANNOUNCEMENT_SECTIONS: readonly HomeSectionType[] = ['banner', 'noticeTicker', 'popup'];

/**
 * The data the first screen shows, asked for while boot still waits for i18n and the system status
 * (speed): on home, its announcements and the first page of its game list (HOME is
 * the category selected at load, R9-16). Only for sections the merchant's home has.
 */
export function prefetchScreenData(pathname: string, merchant: Merchant, language: string): void {
  if (routeAt(pathname)?.screen !== 'home') return;
  const sections = new Set(merchant.layout.home.map((item) => item.type));
  if (ANNOUNCEMENT_SECTIONS.some((type) => sections.has(type))) void loadHomeAnnouncements(language);
  if (sections.has('categoryMenu')) {
    prefetchGameList({ gameType: 'ALL', pageNo: 1, pageSize: merchant.constants.pageSizes.homeList, language });
  }
}
