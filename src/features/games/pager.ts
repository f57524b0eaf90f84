/** A paged game list with the rules of SPEC 4 and 9, outside React so scroll handlers can call it freely. */
import type { Game } from '../../api/games.ts';
import { hasMore, mergePage } from './paging.ts';

export interface PageResult { items: Game[]; pageNum: number; totalPages: number }
export type PageFetcher = (pageNo: number, signal: AbortSignal) => Promise<PageResult>;

export interface PagerState {
  games: Game[];
  pageNum: number;
  totalPages: number;
  loading: boolean;
  failed: boolean;
  loaded: boolean;
}

const EMPTY: PagerState = { games: [], pageNum: 0, totalPages: 1, loading: false, failed: false, loaded: false };

export class Pager {
  state: PagerState = EMPTY;
  private fetcher: PageFetcher | undefined;
  private controller: AbortController | undefined;
  private lastMore = -Infinity;
  private trailing: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();
  private readonly throttleMs: number;
  private readonly now: () => number;

  constructor(throttleMs: number, now: () => number = Date.now) {
    this.throttleMs = throttleMs;
    this.now = now;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): PagerState => this.state;

  private set(next: Partial<PagerState>): void {
    this.state = { ...this.state, ...next };
    for (const l of this.listeners) l();
  }

  /** R4-30, R4-33, R4-34: a new query clears the list and loads page 1. */
  start(fetcher: PageFetcher | undefined): void {
    this.stop();
    this.fetcher = fetcher;
    this.state = EMPTY;
    this.set({});
    this.load(1);
  }

  stop(): void {
    this.controller?.abort();
    clearTimeout(this.trailing);
    this.trailing = undefined;
  }

  private load(pageNo: number): void {
    const fetch = this.fetcher;
    if (fetch === undefined) return;
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.set({ loading: true, failed: false });
    fetch(pageNo, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        // R4-37: later pages append, page 1 replaces.
        // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, page 1 loads only on a list start() emptied
        this.set({ games: mergePage(this.state.games, page.items, pageNo > 1), pageNum: page.pageNum, totalPages: page.totalPages, loading: false, loaded: true });
      },
      () => {
        if (controller.signal.aborted) return;
        this.set({ loading: false, failed: true, loaded: true }); // R8-15: the spinner goes away
      },
    );
  }

  /** R4-35, R9-12: the next page while pageNum < totalPages, at most once per interval; a call inside it runs when it ends. */
  loadMore = (): void => {
    const s = this.state;
    if (s.loading || s.failed || !s.loaded || !hasMore(s.pageNum, s.totalPages)) return;
    const wait = this.lastMore + this.throttleMs - this.now();
    if (wait > 0) {
      // Stryker disable next-line ConditionalExpression: equivalent, a second timer finds the first one's page loading and returns
      if (this.trailing === undefined) {
        this.trailing = setTimeout(() => {
          this.trailing = undefined;
          this.loadMore();
        }, wait);
      }
      return;
    }
    this.lastMore = this.now();
    this.load(s.pageNum + 1);
  };

  /** After a failure: the page that failed again. */
  reload = (): void => {
    this.load(this.state.pageNum + 1);
  };
}
