import type { ComponentType } from 'react';
import { isItemShown } from '../config/conditions.ts';
import type { NavItemProps } from '../features/nav-items/index.ts';
import type { LayoutItem } from '../generated/merchant.ts';
import type { NavVariant } from '../ui/nav-entry.tsx';
import { useConditionContext } from './condition-context.ts';

interface NavListProps {
  items: readonly LayoutItem[];
  /** The slot's renderers (registry.tsx, drawer-registry.ts), passed in so this list does not import the registry that uses it. */
  renderers: Readonly<Record<string, ComponentType<NavItemProps>>>;
  variant: NavVariant;
  className?: string | undefined;
  itemClassName?: string | undefined;
  onDone?: (() => void) | undefined;
}

/**
 * Renders a config slot in order: hidden items by their agent menu key and `when`, unknown types dropped (DESIGN 3). The
 * renderers are lazy: the caller's Suspense decides what shows while they load.
 */
export function NavList({ items, renderers, variant, className, itemClassName, onDone }: NavListProps) {
  const ctx = useConditionContext();
  const known: Readonly<Record<string, ComponentType<NavItemProps> | undefined>> = renderers;
  return (
    <ul className={className}>
      {items.map((item, index) => {
        const Renderer = known[item.type];
        if (Renderer === undefined) {
          if (import.meta.env.DEV) console.warn(`no ${variant} renderer for type "${item.type}"`);
          return null;
        }
        if (!isItemShown(item, ctx)) return null;
        return (
          <li key={`${item.id ?? item.type}-${index}`} className={itemClassName} data-item={item.id ?? item.type}>
            <Renderer item={item} variant={variant} onDone={onDone} />
          </li>
        );
      })}
    </ul>
  );
}
