import type { NavItemProps } from './types.ts';

/** The item's configured label key, else the type's own, under the nav.* texts. */
export function labelOf(t: (key: string) => string, item: NavItemProps['item'], fallback: string): string {
  return t(`nav.${item.label ?? fallback}`);
}
