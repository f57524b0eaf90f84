import type { ComponentType } from 'react';
import type { LayoutType } from '../config/layout-types.ts';
import { CustomerServiceItem, LinkItem, MemberCenterItem, type NavItemProps, ReferralItem } from '../features/nav-items/index.ts';

export type BarItemType = LayoutType<'footer'> | LayoutType<'midNav'> | LayoutType<'agentFooter'>;

/**
 * Config "type" -> renderer for the footer, mid navigation and agent footer (DESIGN 3), which the
 * drawer uses too. Typed by LAYOUT_TYPES, so a type the validator accepts cannot lack a renderer;
 * the drawer's own types are in drawer-registry.tsx, loaded with the drawer.
 */
export const BAR_ITEM_RENDERERS: Record<BarItemType, ComponentType<NavItemProps>> = {
  link: LinkItem,
  referral: ReferralItem,
  memberCenter: MemberCenterItem,
  customerService: CustomerServiceItem,
};
