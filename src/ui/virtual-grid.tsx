import { memo, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import styles from './virtual-grid.module.css';

export interface VirtualGridProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  /** Keep it stable (useCallback): rows re-render only when it, their items or the geometry change. */
  renderItem: (item: T, index: number) => ReactNode;
  columns: number;
  /** Height under the square image (name and vendor lines), px. */
  captionHeight: number;
  gap?: number;
  /** Called when the end of the list comes within `threshold` px of the viewport bottom (the caller throttles). */
  onNearEnd?: (() => void) | undefined;
  /** px before the end; the caller passes the brand's `limits.scrollLoadThresholdPx` (R9-12). */
  threshold?: number;
  label: string;
  /** Rows kept mounted above and below the viewport. */
  overscan?: number;
}

const FALLBACK_WIDTH = 358;
/** At most this many rows are mounted per frame, so one frame never paints a whole screen of new tiles. */
const ROWS_PER_FRAME = 1;
/** Rows mounted on a far jump (the rest follow at ROWS_PER_FRAME). */
const JUMP_ROWS = 2;

interface Range { first: number; last: number; slots: ReadonlyMap<number, number> }

const withSlots = (had: Range, first: number, last: number): Range => ({ first, last, slots: slotsFor(had.slots, first, last) });

interface RowProps<T> {
  items: readonly T[];
  row: number;
  columns: number;
  rowHeight: number;
  gap: number;
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
}

interface CellProps<T> {
  item: T;
  index: number;
  renderItem: (item: T, index: number) => ReactNode;
}

/** A tile renders again only when its own item, place or renderer changed. */
const Cell = memo(function CellView<T>({ item, index, renderItem }: CellProps<T>) {
  return renderItem(item, index);
}) as <T>(props: CellProps<T>) => ReactNode;

function RowView<T>({ items, row, columns, rowHeight, gap, getKey, renderItem }: RowProps<T>) {
  const start = row * columns;
  const cells: ReactNode[] = [];
  // Cells are keyed by column: a recycled row updates its tiles in place (see slotsFor). A windowed list
  // tells assistive technology each item's place in the whole list, not in the mounted part.
  for (let i = start; i < Math.min(items.length, start + columns); i += 1) {
    const item = items[i] as T;
    cells.push(
      <div role="listitem" key={i - start} data-key={getKey(item)} aria-setsize={items.length} aria-posinset={i + 1}>
        <Cell item={item} index={i} renderItem={renderItem} />
      </div>,
    );
  }
  return (
    <div className={styles.row} style={{ insetBlockStart: row * rowHeight, blockSize: rowHeight - gap, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, columnGap: gap }}>
      {cells}
    </div>
  );
}

/** A row re-renders when one of its own items, the list's length (its items' set size) or the geometry changed. */
const Row = memo(RowView, (a, b) => {
  if (a.row !== b.row || a.columns !== b.columns || a.rowHeight !== b.rowHeight || a.gap !== b.gap || a.renderItem !== b.renderItem || a.getKey !== b.getKey) return false;
  if (a.items.length !== b.items.length) return false;
  const start = a.row * a.columns;
  for (let i = start; i < start + a.columns; i += 1) if (a.items[i] !== b.items[i]) return false;
  return true;
}) as typeof RowView;

/**
 * Row -> slot for the mounted rows: a row keeps its slot while mounted, a new row takes a freed one.
 * Rows are keyed by slot, so scrolling updates the DOM of rows that left instead of building new rows
 * and dropping old ones: far less garbage, and so fewer long collector pauses while scrolling.
 */
export function slotsFor(previous: ReadonlyMap<number, number>, first: number, last: number): Map<number, number> {
  const next = new Map<number, number>();
  const used = new Set<number>();
  for (let row = first; row < last; row += 1) {
    const slot = previous.get(row);
    if (slot !== undefined) {
      next.set(row, slot);
      used.add(slot);
    }
  }
  let free = 0;
  for (let row = first; row < last; row += 1) {
    if (next.has(row)) continue;
    while (used.has(free)) free += 1;
    next.set(row, free);
    used.add(free);
  }
  return next;
}

/**
 * A window-scrolled grid that mounts only the rows near the viewport (DESIGN 4: long game lists are
 * windowed). Rows have a fixed height computed from the width, so nothing shifts while images load.
 * Scrolling costs one layout read per animation frame; appending a page re-renders no tile (the rows
 * only update their items' set size);
 * the end of the list is watched by an IntersectionObserver on a sentinel, not by reading layout.
 */
export function VirtualGrid<T>({ items, getKey, renderItem, columns, captionHeight, gap = 10, onNearEnd, threshold = 0, label, overscan = 2 }: VirtualGridProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const usable = width > 0 ? width : FALLBACK_WIDTH;
  const tile = (usable - gap * (columns - 1)) / columns;
  const rowHeight = Math.round(tile + captionHeight + gap);
  const rows = Math.ceil(items.length / columns);
  // Nothing is mounted before the first measurement (a layout effect, before paint), so no tile is made only to go.
  const [range, setRange] = useState<Range>({ first: 0, last: 0, slots: new Map() });
  const geometry = useRef({ rowHeight, rows, overscan });
  const schedule = useRef<() => void>(() => undefined);

  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    let frame = 0;
    // The rows the viewport wants, approached by at most ROWS_PER_FRAME new rows per frame.
    const update = (): void => {
      frame = 0;
      const { rowHeight: h, rows: n, overscan: o } = geometry.current;
      const top = element.getBoundingClientRect().top;
      const want = {
        first: Math.max(0, Math.floor(-top / h) - o),
        last: Math.max(0, Math.min(n, Math.ceil((window.innerHeight - top) / h) + o)),
      };
      setRange((had) => {
        if (had.first === want.first && had.last === want.last) return had;
        // A fresh list takes its screenful at once (nothing is painted before it).
        if (had.last <= had.first) return withSlots(had, want.first, want.last);
        // A far jump (a fast fling left every mounted row behind) starts from the rows at the top of the
        // viewport and grows from there like a near move, so no frame lays out a whole screen of new tiles.
        if (want.first >= had.last || want.last <= had.first) {
          const start = Math.min(Math.max(Math.floor(-top / h), want.first), Math.max(want.first, want.last - 1));
          schedule.current();
          return withSlots(had, start, Math.min(want.last, start + JUMP_ROWS));
        }
        const next = {
          first: want.first < had.first ? Math.max(want.first, had.first - ROWS_PER_FRAME) : want.first,
          last: want.last > had.last ? Math.min(want.last, had.last + ROWS_PER_FRAME) : want.last,
        };
        if (next.first !== want.first || next.last !== want.last) schedule.current();
        return withSlots(had, next.first, next.last);
      });
    };
    schedule.current = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    setWidth(element.clientWidth);
    update();
    const onScroll = (): void => schedule.current();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    // Only the inline size matters; the block size is ours. No layout read: the entry carries it.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver((entries) => {
      const next = entries[0]?.contentRect.width;
      if (next !== undefined && next > 0) setWidth(next);
      schedule.current();
    });
    observer?.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      observer?.disconnect();
    };
  }, []);

  // A new page or a new geometry: the wanted rows may have changed without a scroll.
  useLayoutEffect(() => {
    geometry.current = { rowHeight, rows, overscan };
    schedule.current();
  }, [rows, rowHeight, overscan]);

  // The end of the list: a sentinel `threshold` px before it, watched by an IntersectionObserver.
  const near = useRef(false);
  const nearEnd = useRef(onNearEnd);
  useLayoutEffect(() => {
    nearEnd.current = onNearEnd;
  }, [onNearEnd]);
  const watching = onNearEnd !== undefined;
  useEffect(() => {
    const element = sentinel.current;
    if (!watching || element === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      near.current = entries.some((e) => e.isIntersecting);
      if (near.current) nearEnd.current?.();
    }, { rootMargin: `0px 0px ${threshold}px 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [watching, threshold]);
  // Still near the end after a page came in (a short page, a tall screen): ask again.
  useEffect(() => {
    if (near.current) nearEnd.current?.();
  }, [items.length]);

  const first = Math.min(range.first, rows);
  const last = Math.min(range.last, rows);
  const mounted: ReactNode[] = [];
  for (let row = first; row < last; row += 1) {
    mounted.push(<Row<T> key={range.slots.get(row) ?? `row-${row}`} items={items} row={row} columns={columns} rowHeight={rowHeight} gap={gap} getKey={getKey} renderItem={renderItem} />);
  }
  return (
    <div ref={ref} className={styles.grid} style={{ blockSize: rows * rowHeight }} role="list" aria-label={label}>
      {mounted}
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
    </div>
  );
}
