import type { ComponentType } from 'react';
import { evaluateCondition } from '../../config/conditions.ts';
import type { LayoutItem } from '../../generated/merchant.ts';
import { useConditionContext } from '../../render/condition-context.ts';
import { BAR_ITEM_RENDERERS } from '../../render/nav-registry.tsx';
import type { NavVariant } from '../../ui/nav-entry.tsx';
import type { NavItemProps } from '../nav-items/index.ts';

interface NavListProps {
  items: readonly LayoutItem[];
  variant: NavVariant;
  className?: string | undefined;
  itemClassName?: string | undefined;
  onDone?: (() => void) | undefined;
  /** Renderers this list adds to the registry (the drawer's game center). */
  extra?: Readonly<Record<string, ComponentType<NavItemProps>>>;
}

/** Renders a config slot in order: hidden items by their `when`, unknown types dropped (DESIGN 3). */
export function NavList({ items, variant, className, itemClassName, onDone, extra = {} }: NavListProps) {
  const ctx = useConditionContext();
  const renderers: Readonly<Record<string, ComponentType<NavItemProps> | undefined>> = { ...BAR_ITEM_RENDERERS, ...extra };
  return (
    <ul className={className}>
      {items.map((item, index) => {
        const Renderer = renderers[item.type];
        if (Renderer === undefined) {
          if (import.meta.env.DEV) console.warn(`no ${variant} renderer for type "${item.type}"`);
          return null;
        }
        if (!evaluateCondition(item.when, ctx)) return null;
        return (
          <li key={`${item.id ?? item.type}-${index}`} className={itemClassName} data-item={item.id ?? item.type}>
            <Renderer item={item} variant={variant} onDone={onDone} />
          </li>
        );
      })}
    </ul>
  );
}
