import type { LayoutItem } from '../../generated/merchant.ts';
import type { NavVariant } from '../../ui/nav-entry.tsx';

/** Props every layout item renderer of the drawer, footer, mid navigation and agent footer takes. */
export interface NavItemProps {
  item: LayoutItem;
  variant: NavVariant;
  /** Called after the item acted (the drawer closes itself with it). */
  onDone?: (() => void) | undefined;
}
