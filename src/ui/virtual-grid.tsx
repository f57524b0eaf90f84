import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import styles from './virtual-grid.module.css';

export interface VirtualGridProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  columns: number;
  /** Height under the square image (name and vendor lines), px. */
  captionHeight: number;
  gap?: number;
  /** Called when the end of the list comes within `threshold` px of the viewport bottom (the caller throttles). */
  onNearEnd?: () => void;
  threshold?: number;
  label: string;
}

const FALLBACK_WIDTH = 358;

/**
 * A window-scrolled grid that renders only the rows near the viewport (DESIGN 4: long game lists are
 * windowed). Rows have a fixed height computed from the width, so nothing shifts while images load.
 */
export function VirtualGrid<T>({ items, getKey, renderItem, columns, captionHeight, gap = 10, onNearEnd, threshold = 300, label }: VirtualGridProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [offset, setOffset] = useState(0);

  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const measure = (): void => {
      setWidth(element.clientWidth);
      setOffset(element.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const usable = width > 0 ? width : FALLBACK_WIDTH;
  const tile = (usable - gap * (columns - 1)) / columns;
  const rowHeight = Math.round(tile + captionHeight + gap);
  const rows = Math.ceil(items.length / columns);

  const virtualizer = useWindowVirtualizer({ count: rows, estimateSize: () => rowHeight, overscan: 3, scrollMargin: offset });

  useEffect(() => {
    virtualizer.measure();
  }, [rowHeight, virtualizer]);

  useEffect(() => {
    if (onNearEnd === undefined) return;
    const check = (): void => {
      const element = ref.current;
      if (element === null) return;
      if (element.getBoundingClientRect().bottom - window.innerHeight <= threshold) onNearEnd();
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [onNearEnd, threshold, items.length]);

  const virtualRows = virtualizer.getVirtualItems();
  return (
    <div ref={ref} className={styles.grid} style={{ blockSize: rows * rowHeight }} role="list" aria-label={label} aria-rowcount={rows}>
      {virtualRows.map((row) => {
        const start = row.index * columns;
        const slice = items.slice(start, start + columns);
        return (
          <div
            key={row.key}
            className={styles.row}
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`, blockSize: rowHeight - gap, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, columnGap: gap }}
          >
            {slice.map((item, i) => (
              <div role="listitem" key={getKey(item)}>{renderItem(item, start + i)}</div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
