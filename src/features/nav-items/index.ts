// Public face of nav-items: the renderers of drawer, footer, mid-nav and agent-footer layout items.
export { CustomerServiceItem, DownloadItem, MemberCenterItem, ReferralItem, SignInItem, SignOutItem, TelegramItem } from './action-items.tsx';
export { LanguageItem, SlotSearchItem, ThemeItem } from './drawer-items.tsx';
export { gateFor } from './gates.ts';
export { isActivePath, LinkItem } from './link-item.tsx';
export type { NavItemProps } from './types.ts';
