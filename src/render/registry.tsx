/**
 * The registry of layout types (DESIGN 2, 3): for each slot of merchant.layout, config "type" ->
 * component; the drawer's slot is in drawer-registry.ts beside it, which only the drawer's chunk
 * imports (the lobby chunk takes in what this file loads lazily: scripts/lib/route-chunks.ts; the SPEC 2.14 sections of lazy-sections.tsx stay chunks of their own). Feature components are imported lazily through their index.ts (lint holds this), so a
 * feature loads when a slot shows it and features never import render. The mapped types make a type of
 * the schema's enum without a renderer, or a renderer for a type the schema does not list, a compile
 * error; tests/node/scripts/layout-registry.test.ts checks the same at run time.
 */
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { getMerchant } from '../config/merchant.ts';
import type { SectionProps } from '../features/home/index.ts';
import type { NavItemProps } from '../features/nav-items/index.ts';
import type { HomeSectionType, Merchant } from '../generated/merchant.ts';
import { fromModule, type Lazy } from './from-module.ts';
import { LAZY_HOME_SECTIONS } from './lazy-sections.tsx';
import { NavList } from './nav-list.tsx';
import styles from './nav-slots.module.css';

/** The types the schema's enum allows in a slot of merchant.layout (#/$defs/<slot>Type). */
export type SlotType<S extends keyof Merchant['layout']> = Merchant['layout'][S][number]['type'];
/** The slots whose items are navigation entries. */
export type NavSlot = 'drawer' | 'footer' | 'midNav' | 'agentGrid' | 'agentFooter';
export type NavItemRenderers<S extends NavSlot> = { readonly [T in SlotType<S>]: Lazy<NavItemProps> };

export { fromModule };

const home = () => import('../features/home/index.ts');
const barItems = () => import('../features/nav-items/index.ts');

/** The home screen asks for its sections' module as soon as it loads, not at its first render. */
export const preloadHomeSections = (): void => void home().catch(() => undefined);

/** The trust and compliance block under home's sections. */
export const ComplianceFooter = fromModule(() => import('../features/compliance/index.ts'), (m) => m.ComplianceFooter);

/** The bar items, which the drawer shows too. */
export const BAR_ITEMS = {
  link: fromModule(barItems, (m) => m.LinkItem),
  referral: fromModule(barItems, (m) => m.ReferralItem),
  memberCenter: fromModule(barItems, (m) => m.MemberCenterItem),
  customerService: fromModule(barItems, (m) => m.CustomerServiceItem),
};
const { link, referral, memberCenter, customerService } = BAR_ITEMS;
const chat = fromModule(barItems, (m) => m.ChatItem);

export const NAV_ITEMS: { readonly [S in Exclude<NavSlot, 'drawer'>]: NavItemRenderers<S> } = {
  footer: { link, referral, memberCenter, customerService },
  midNav: { link, referral, memberCenter, customerService },
  agentGrid: { agentLink: link, chat },
  agentFooter: { link, customerService },
};

/** The mid navigation shortcuts (SPEC 2.3): the midNav slot, itself a home section. */
export function MidNav() {
  const { t } = useTranslation();
  return (
    <nav className={styles.midNav} aria-label={t('shortcuts')}>
      <NavList items={getMerchant().layout.midNav} renderers={NAV_ITEMS.midNav} variant="midNav" className={styles.midNavList} itemClassName={styles.midNavItem} />
    </nav>
  );
}

export const HOME_SECTIONS: { readonly [T in HomeSectionType]: ComponentType<SectionProps> } = {
  banner: fromModule(home, (m) => m.BannerCarousel),
  noticeTicker: fromModule(home, (m) => m.NoticeTicker),
  popup: fromModule(home, (m) => m.HomePopup),
  categoryMenu: fromModule(home, (m) => m.CategoryMenuSection),
  hotMatches: fromModule(home, (m) => m.HotMatchesSection),
  favourites: fromModule(home, (m) => m.FavouritesSection),
  midNav: MidNav,
  customerServiceButton: fromModule(home, (m) => m.CustomerServiceButton),
  downloadPopup: fromModule(home, (m) => m.DownloadButton),
  messagingButton: fromModule(home, (m) => m.MessagingButton),
  goTop: fromModule(home, (m) => m.GoTopButton),
  ...LAZY_HOME_SECTIONS,
};

export function isHomeSectionType(type: string): type is HomeSectionType {
  return Object.hasOwn(HOME_SECTIONS, type);
}
