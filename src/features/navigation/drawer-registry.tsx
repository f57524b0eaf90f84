import type { ComponentType } from 'react';
import type { LayoutType } from '../../config/layout-types.ts';
import type { BarItemType } from '../../render/nav-registry.tsx';
import type { NavItemProps } from '../nav-items/index.ts';
import { DownloadItem, SignInItem, SignOutItem, TelegramItem } from './drawer-actions.tsx';
import { LanguageItem, SlotSearchItem, ThemeItem } from './drawer-items.tsx';
import { GameCenterItem } from './game-center-item.tsx';

/**
 * The drawer's own item types (SPEC 2.2) -> renderer, next to the bar types of BAR_ITEM_RENDERERS.
 * Typed by LAYOUT_TYPES like that registry, but kept with the drawer: only the drawer's lazy chunk
 * needs them (issue 6 point 9).
 */
export const DRAWER_ITEM_RENDERERS: Record<Exclude<LayoutType<'drawer'>, BarItemType>, ComponentType<NavItemProps>> = {
  slotSearch: SlotSearchItem,
  gameCenter: GameCenterItem,
  signIn: SignInItem,
  download: DownloadItem,
  telegram: TelegramItem,
  language: LanguageItem,
  theme: ThemeItem,
  signOut: SignOutItem,
};
