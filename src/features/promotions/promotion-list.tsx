import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Promotion, PromotionCategory } from '../../api/promotion.ts';
import { useReducedMotion } from '../../ui/reduced-motion.ts';
import { PromotionItem } from './promotion-item.tsx';
import { promotionScrollDelays, scheduleScrolls, scrollIntoViewDelay } from './scroll-timing.ts';
import styles from './promotions.module.css';

interface PromotionListProps {
  categories: readonly PromotionCategory[];
  promotions: readonly Promotion[];
  /** The promotion the query names: opened and scrolled to once the list shows (R2.9-4); the screen remounts the list when it changes. */
  openId: number | undefined;
}

/** The category menu (R2.9-1) over the accordion of promotions (R2.9-2); at most one promotion is open. */
export function PromotionList({ categories, promotions, openId }: PromotionListProps) {
  const { t } = useTranslation();
  const reduced = useReducedMotion();
  const named = promotions.find((p) => p.id === openId);
  // The menu starts on the named promotion's category, so the menu shows where it belongs; else on All.
  const [category, setCategory] = useState<number | undefined>(() => categories.find((c) => named?.promoAnnouncementCategoryIds.includes(c.id))?.id);
  const [open, setOpen] = useState<number | undefined>(named?.id);
  const items = useRef(new Map<number, HTMLElement>());
  const tabs = useRef(new Map<number | undefined, HTMLButtonElement>());
  const panel = useId();
  const behavior: ScrollBehavior = reduced ? 'auto' : 'smooth';

  useEffect(() => {
    if (named === undefined) return undefined;
    return scheduleScrolls(promotionScrollDelays(), () => items.current.get(named.id)?.scrollIntoView({ block: 'start', behavior }));
  }, [named, behavior]);
  useEffect(() => {
    const timer = setTimeout(() => tabs.current.get(category)?.scrollIntoView({ block: 'nearest', inline: 'center', behavior }), scrollIntoViewDelay());
    return () => clearTimeout(timer);
  }, [category, behavior]);

  const entries: (number | undefined)[] = [undefined, ...categories.map((c) => c.id)];
  const shown = category === undefined ? promotions : promotions.filter((p) => p.promoAnnouncementCategoryIds.includes(category));
  // A horizontal tab list: the arrow keys move along it in the page's direction, Home and End to its ends.
  const onKeyDown = (event: KeyboardEvent): void => {
    const at = entries.indexOf(category);
    const forward = document.documentElement.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = { [forward]: at + 1, [backward]: at - 1, Home: 0, End: entries.length - 1 };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = entries[(to + entries.length) % entries.length];
    setCategory(next);
    tabs.current.get(next)?.focus();
  };
  return (
    <div className={styles.page}>
      {categories.length > 0 && (
        <div className={styles.menu} role="tablist" aria-label={t('promotions.categories')} onKeyDown={onKeyDown}>
          {entries.map((id) => (
            <button key={id ?? 'all'} type="button" role="tab" className={styles.tab} aria-selected={id === category} aria-controls={panel} tabIndex={id === category ? 0 : -1}
              ref={(el) => { if (el === null) tabs.current.delete(id); else tabs.current.set(id, el); }} onClick={() => setCategory(id)}>
              {id === undefined ? t('promotions.all') : categories.find((c) => c.id === id)?.name}
            </button>
          ))}
        </div>
      )}
      <div id={panel} role={categories.length > 0 ? 'tabpanel' : undefined} aria-label={t('title.promotion')}>
        {shown.length === 0 ? <p className={styles.state}>{t('promotions.none')}</p> : (
          <ul className={styles.list}>
            {shown.map((p) => (
              <PromotionItem key={p.id} promotion={p} open={open === p.id} onToggle={() => setOpen(open === p.id ? undefined : p.id)}
                itemRef={(el) => { if (el === null) items.current.delete(p.id); else items.current.set(p.id, el); }} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
