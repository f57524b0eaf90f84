import type { LayoutItem } from '../generated/merchant.ts';

/** The drawer's account entry (Log in and Register, shown to guests only by its `when`). */
const ACCOUNT_TYPES: readonly string[] = ['signIn'];

/**
 * The drawer's entries in the order a player needs them: a guest's drawer leads with
 * Log in and Register for every merchant, wherever the config lists them; the rest keep the config's order.
 */
export function drawerOrder(items: readonly LayoutItem[]): LayoutItem[] {
  const account = (item: LayoutItem): boolean => ACCOUNT_TYPES.includes(item.type);
  return [...items.filter(account), ...items.filter((item) => !account(item))];
}
