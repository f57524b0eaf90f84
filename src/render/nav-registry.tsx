import type { ComponentType } from 'react';
import type { LayoutType } from '../config/layout-types.ts';
import {
  CustomerServiceItem, DownloadItem, LanguageItem, LinkItem, MemberCenterItem, type NavItemProps, ReferralItem,
  SignInItem, SignOutItem, SlotSearchItem, TelegramItem, ThemeItem,
} from '../features/nav-items/index.ts';

type NavType = LayoutType<'drawer'> | LayoutType<'footer'> | LayoutType<'midNav'> | LayoutType<'agentFooter'>;

/**
 * Config "type" -> renderer for the drawer, footer, mid navigation and agent footer (DESIGN 3).
 * Typed by LAYOUT_TYPES, so a type the validator accepts cannot lack a renderer. The game-center
 * list is registered by the drawer itself (it comes from the games feature).
 */
export const NAV_ITEM_RENDERERS: Record<Exclude<NavType, 'gameCenter'>, ComponentType<NavItemProps>> = {
  link: LinkItem,
  referral: ReferralItem,
  memberCenter: MemberCenterItem,
  customerService: CustomerServiceItem,
  slotSearch: SlotSearchItem,
  signIn: SignInItem,
  download: DownloadItem,
  telegram: TelegramItem,
  language: LanguageItem,
  theme: ThemeItem,
  signOut: SignOutItem,
};
