// Public face of nav-items: the renderers of bar layout items (footer, mid-nav, agent grid and footer) and their helpers.
export { ChatItem, CustomerServiceItem, MemberCenterItem, ReferralItem } from './action-items.tsx';
export { gateFor } from './gates.ts';
export { labelOf } from './label.ts';
export { isActivePath, LinkItem } from './link-item.tsx';
export type { NavItemProps } from './types.ts';
