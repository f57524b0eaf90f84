import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import type { GamePage } from '../../../src/api/games.ts';
import { setMerchant } from '../../../src/config/merchant.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { FakeIntersectionObserver } from './fake-intersection-observer.ts';
import { testGame } from './game-fixture.ts';

const { fetchGameList, fetchClassify, fetchVendorGameTypes } = vi.hoisted(() => ({
  fetchGameList: vi.fn<(params: { pageNo: number; gameName: string; gameClassify: string }) => Promise<GamePage>>(),
  fetchClassify: vi.fn(() => Promise.resolve([{ caId: 'SM', name: 'Slot machines' }, { caId: 'FH', name: 'Fish hunters' }])),
  fetchVendorGameTypes: vi.fn(() => Promise.resolve([{ vassalage: 'PG', gameTypes: [{ caId: 'SM', name: 'Slot machines' }, { caId: 'FH', name: 'Fish hunters' }] }])),
}));
vi.mock('../../../src/api/games.ts', async (original) => ({ ...(await original<object>()), fetchGameList, fetchClassify, fetchVendorGameTypes }));
const { GameListScreen } = await import('../../../src/features/games/game-list-screen.tsx');
const { VendorBrowser } = await import('../../../src/features/games/vendor-browser.tsx');
const { initI18n } = await import('../../../src/i18n/i18n.ts');

const TTSLOT = ttslot as unknown as Merchant;

beforeAll(() => initI18n('EN'));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakeIntersectionObserver.made = [];
  fetchGameList.mockReset();
});

const realTimeout = globalThis.setTimeout;
/**
 * Lets pending promises and React's transition renders run, without moving the fake clock, until `done`
 * holds (a loaded machine may need more than one turn); the debounce and throttle windows stay exact.
 */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !done(); i += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
      await new Promise((resolve) => realTimeout(resolve, 5));
    });
  }
  expect(done()).toBe(true);
}

const searches = (): string[] => fetchGameList.mock.calls.map(([p]) => `${p.gameClassify}${p.gameName}@${p.pageNo}`);

/** A game list (the game list screen unless told) of a brand with these timings, its pages 3 long, page 1 loaded. */
async function renderList(timings: Partial<Merchant['constants']['timings']>, element = <GameListScreen />): Promise<FakeIntersectionObserver | undefined> {
  setMerchant({ ...TTSLOT, constants: { ...TTSLOT.constants, timings: { ...TTSLOT.constants.timings, ...timings } } });
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.useFakeTimers();
  fetchGameList.mockImplementation(({ pageNo }) => Promise.resolve({ games: [testGame(`${pageNo}`)], pageNum: pageNo, totalPages: 3 } as GamePage));
  render(<MemoryRouter initialEntries={['/m/gameList?gameType=RNG']}><Routes><Route path="/m/gameList" element={element} /></Routes></MemoryRouter>);
  await until(() => searches().length === 1 && FakeIntersectionObserver.made.length > 0);
  return FakeIntersectionObserver.made.at(-1);
}

describe('game lists: the game list screen and the vendor browser (SPEC 4, 9)', () => {
  it.each([500, 800])('R4-34 with the brand\'s %i ms: the search box searches for the last text once typing stops that long, from page 1', async (ms) => {
    const end = await renderList({ searchDebounceMs: ms });
    // Scrolled to the end, then away from it as page 2 of the unfiltered list comes in.
    act(() => end?.intersect(true));
    act(() => end?.intersect(false));
    await until(() => searches().length === 2);
    expect(searches()).toEqual(['@1', '@2']);

    const box = screen.getByRole('searchbox', { name: 'Search games' });
    fireEvent.change(box, { target: { value: 'g' } });
    await act(() => vi.advanceTimersByTimeAsync(ms - 100));
    fireEvent.change(box, { target: { value: 'go ' } });
    await act(() => vi.advanceTimersByTimeAsync(ms - 1));
    expect(searches()).toEqual(['@1', '@2']);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await until(() => searches().length === 3);
    expect(searches()).toEqual(['@1', '@2', 'go@1']);
  });

  it.each([1000, 1500])('R9-12 staying at the end loads one more page per brand\'s %i ms at most', async (ms) => {
    const end = await renderList({ loadMoreThrottleMs: ms });
    act(() => end?.intersect(true));
    await until(() => searches().length === 2);
    expect(searches()).toEqual(['@1', '@2']);
    await act(() => vi.advanceTimersByTimeAsync(ms - 1));
    expect(searches()).toEqual(['@1', '@2']);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await until(() => searches().length === 3);
    expect(searches()).toEqual(['@1', '@2', '@3']);
  });

  it.each([250, 400])('R4-33 with the brand\'s %i ms: a category filter applies once the choice has settled that long, from page 1', async (ms) => {
    const category = { code: 'RNG', vendors: [{ vassalage: 'PG', displayName: 'PG Soft', accountTypeName: 'PG', iconUrl: '', smallIconUrl: '', sequence: 1 }] };
    const end = await renderList({ categoryDebounceMs: ms }, <VendorBrowser category={category} pageSize={15} />);
    act(() => end?.intersect(true));
    act(() => end?.intersect(false));
    await until(() => searches().length === 2);
    expect(searches()).toEqual(['@1', '@2']);

    await until(() => screen.queryByRole('button', { name: 'Fish hunters' }) !== null);
    fireEvent.click(screen.getByRole('button', { name: 'Fish hunters' }));
    await act(() => vi.advanceTimersByTimeAsync(ms - 50));
    fireEvent.click(screen.getByRole('button', { name: 'Slot machines' }));
    await act(() => vi.advanceTimersByTimeAsync(ms - 1));
    expect(searches()).toEqual(['@1', '@2']);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await until(() => searches().length === 3);
    expect(searches()).toEqual(['@1', '@2', 'SM@1']);
  });
});
