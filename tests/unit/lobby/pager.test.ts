// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game } from '../../../src/api/games.ts';
import { Pager, type PageFetcher, type PageResult } from '../../../src/features/games/pager.ts';

const game = (id: string): Game => ({ gameId: id }) as Game;

/** A fetcher whose answers the test gives by hand, one pending call per page asked for. */
function manualFetcher() {
  const calls: { pageNo: number; signal: AbortSignal; resolve: (p: PageResult) => void; reject: (e: unknown) => void }[] = [];
  const fetcher: PageFetcher = (pageNo, signal) => new Promise((resolve, reject) => calls.push({ pageNo, signal, resolve, reject }));
  return { calls, fetcher };
}

const settle = () => new Promise<void>((r) => setTimeout(r, 0));

describe('the game list pager (SPEC 4, 9)', () => {
  let clock: number;
  const now = () => clock;
  beforeEach(() => { clock = 10_000; });
  afterEach(() => { vi.useRealTimers(); });

  it('starts empty and idle, and without a fetcher loads nothing', () => {
    const pager = new Pager(500, now);
    expect(pager.getState()).toEqual({ games: [], pageNum: 0, totalPages: 1, loading: false, failed: false, loaded: false });
    pager.start(undefined);
    expect(pager.getState()).toMatchObject({ games: [], loading: false, loaded: false });
  });

  it('start loads page 1 (loading, then the page), a later start replaces the list', async () => {
    const { calls, fetcher } = manualFetcher();
    const pager = new Pager(500, now);
    pager.start(fetcher);
    expect(calls.map((c) => c.pageNo)).toEqual([1]);
    expect(pager.getState()).toMatchObject({ loading: true, failed: false, loaded: false });
    calls[0]!.resolve({ items: [game('a'), game('b')], pageNum: 1, totalPages: 3 });
    await settle();
    expect(pager.getState()).toEqual({ games: [game('a'), game('b')], pageNum: 1, totalPages: 3, loading: false, failed: false, loaded: true });

    pager.start(fetcher);
    expect(pager.getState()).toMatchObject({ games: [], pageNum: 0, loading: true, loaded: false });
    calls[1]!.resolve({ items: [game('c')], pageNum: 1, totalPages: 1 });
    await settle();
    expect(pager.getState().games).toEqual([game('c')]);
  });

  it('loadMore appends the next page, and asks for none while loading, before the first page, or on the last page', async () => {
    const { calls, fetcher } = manualFetcher();
    const pager = new Pager(500, now);
    pager.loadMore();
    expect(calls).toHaveLength(0);
    pager.start(fetcher);
    pager.loadMore();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve({ items: [game('a')], pageNum: 1, totalPages: 2 });
    await settle();
    pager.loadMore();
    expect(calls.map((c) => c.pageNo)).toEqual([1, 2]);
    pager.loadMore();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve({ items: [game('b')], pageNum: 2, totalPages: 2 });
    await settle();
    expect(pager.getState().games).toEqual([game('a'), game('b')]);
    clock += 1000;
    pager.loadMore();
    expect(calls).toHaveLength(2);
  });

  it('a failed page stops the spinner and further pages until reload asks for that page again', async () => {
    const { calls, fetcher } = manualFetcher();
    const pager = new Pager(500, now);
    pager.start(fetcher);
    calls[0]!.resolve({ items: [game('a')], pageNum: 1, totalPages: 3 });
    await settle();
    pager.loadMore();
    calls[1]!.reject(new Error('network'));
    await settle();
    expect(pager.getState()).toMatchObject({ loading: false, failed: true, loaded: true, games: [game('a')] });
    clock += 1000;
    pager.loadMore();
    expect(calls).toHaveLength(2);
    pager.reload();
    expect(calls.map((c) => c.pageNo)).toEqual([1, 2, 2]);
    expect(pager.getState()).toMatchObject({ loading: true, failed: false });
  });

  it('an answer or a failure of a query that a new one replaced is dropped', async () => {
    const { calls, fetcher } = manualFetcher();
    const pager = new Pager(500, now);
    pager.start(fetcher);
    pager.start(fetcher);
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.resolve({ items: [game('old')], pageNum: 1, totalPages: 9 });
    await settle();
    expect(pager.getState()).toMatchObject({ games: [], loading: true, loaded: false });
    pager.start(fetcher);
    calls[1]!.reject(new Error('aborted'));
    await settle();
    expect(pager.getState()).toMatchObject({ failed: false, loading: true });
  });

  it('loadMore runs at most once per interval; a call inside it runs once when the interval ends', async () => {
    vi.useFakeTimers();
    const { calls, fetcher } = manualFetcher();
    const pager = new Pager(500, now);
    pager.start(fetcher);
    calls[0]!.resolve({ items: [game('a')], pageNum: 1, totalPages: 5 });
    await vi.advanceTimersByTimeAsync(0);
    pager.loadMore();
    calls[1]!.resolve({ items: [game('b')], pageNum: 2, totalPages: 5 });
    await vi.advanceTimersByTimeAsync(0);
    clock += 200;
    pager.loadMore();
    pager.loadMore();
    expect(calls).toHaveLength(2);
    clock += 299;
    await vi.advanceTimersByTimeAsync(299);
    expect(calls).toHaveLength(2);
    clock += 1;
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.pageNo)).toEqual([1, 2, 3]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(3);
  });

  it('stop cancels the pending page and a waiting loadMore', async () => {
    vi.useFakeTimers();
    const { calls, fetcher } = manualFetcher();
    const pager = new Pager(500, now);
    pager.start(fetcher);
    calls[0]!.resolve({ items: [game('a')], pageNum: 1, totalPages: 5 });
    await vi.advanceTimersByTimeAsync(0);
    pager.loadMore();
    calls[1]!.resolve({ items: [game('b')], pageNum: 2, totalPages: 5 });
    await vi.advanceTimersByTimeAsync(0);
    pager.loadMore();
    pager.stop();
    clock += 1000;
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(2);
    pager.start(fetcher);
    pager.stop();
    expect(calls[2]!.signal.aborted).toBe(true);
  });

  it('a new query drops the waiting loadMore of the old one: the new list gets no page 2 it did not ask for', async () => {
    vi.useFakeTimers();
    const old = manualFetcher();
    const pager = new Pager(500, now);
    pager.start(old.fetcher);
    old.calls[0]!.resolve({ items: [game('a')], pageNum: 1, totalPages: 5 });
    await vi.advanceTimersByTimeAsync(0);
    pager.loadMore();
    old.calls[1]!.resolve({ items: [game('b')], pageNum: 2, totalPages: 5 });
    await vi.advanceTimersByTimeAsync(0);
    pager.loadMore();
    const fresh = manualFetcher();
    pager.start(fresh.fetcher);
    fresh.calls[0]!.resolve({ items: [game('x')], pageNum: 1, totalPages: 5 });
    clock += 1000;
    await vi.advanceTimersByTimeAsync(1000);
    expect(fresh.calls.map((c) => c.pageNo)).toEqual([1]);
    expect(old.calls).toHaveLength(2);
    expect(pager.getState().games.map((g) => g.gameId)).toEqual(['x']);
  });

  it('tells its subscribers of every change until they unsubscribe', async () => {
    const { calls, fetcher } = manualFetcher();
    const pager = new Pager(500, now);
    const listener = vi.fn();
    const unsubscribe = pager.subscribe(listener);
    pager.start(fetcher);
    const afterStart = listener.mock.calls.length;
    expect(afterStart).toBeGreaterThanOrEqual(2);
    calls[0]!.resolve({ items: [], pageNum: 1, totalPages: 1 });
    await settle();
    expect(listener.mock.calls.length).toBe(afterStart + 1);
    unsubscribe();
    pager.start(fetcher);
    expect(listener.mock.calls.length).toBe(afterStart + 1);
  });
});
