import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import type { GamePage } from '../../../src/api/games.ts';
import { setMerchant } from '../../../src/config/merchant.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { FakeIntersectionObserver } from './fake-intersection-observer.ts';
import { testGame } from './game-fixture.ts';

const fetchGameList = vi.hoisted(() => vi.fn<(params: { pageNo: number; gameName: string }) => Promise<GamePage>>());
vi.mock('../../../src/api/games.ts', async (original) => ({ ...(await original<object>()), fetchGameList }));
const { GameListScreen } = await import('../../../src/features/games/game-list-screen.tsx');
const { initI18n } = await import('../../../src/i18n/i18n.ts');

const TTSLOT = ttslot as unknown as Merchant;

beforeAll(() => initI18n('EN'));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakeIntersectionObserver.made = [];
  fetchGameList.mockReset();
});

const searches = (): string[] => fetchGameList.mock.calls.map(([p]) => `${p.gameName}@${p.pageNo}`);

/** The game list screen of a brand with these timings, its pages 3 long, page 1 loaded. */
async function renderList(timings: Partial<Merchant['constants']['timings']>): Promise<FakeIntersectionObserver | undefined> {
  setMerchant({ ...TTSLOT, constants: { ...TTSLOT.constants, timings: { ...TTSLOT.constants.timings, ...timings } } });
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.useFakeTimers();
  fetchGameList.mockImplementation(({ pageNo }) => Promise.resolve({ games: [testGame(`${pageNo}`)], pageNum: pageNo, totalPages: 3 } as GamePage));
  render(<MemoryRouter initialEntries={['/m/gameList?gameType=RNG']}><Routes><Route path="/m/gameList" element={<GameListScreen />} /></Routes></MemoryRouter>);
  await act(() => vi.advanceTimersByTimeAsync(0));
  return FakeIntersectionObserver.made.at(-1);
}

describe('the game list screen (SPEC 4, 9)', () => {
  it.each([500, 800])('R4-34 with the brand\'s %i ms: the search box searches for the last text once typing stops that long, from page 1', async (ms) => {
    const end = await renderList({ searchDebounceMs: ms });
    // Scrolled to the end, then away from it as page 2 of the unfiltered list comes in.
    act(() => end?.intersect(true));
    act(() => end?.intersect(false));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(searches()).toEqual(['@1', '@2']);

    const box = screen.getByRole('searchbox', { name: 'Search games' });
    fireEvent.change(box, { target: { value: 'g' } });
    await act(() => vi.advanceTimersByTimeAsync(ms - 100));
    fireEvent.change(box, { target: { value: 'go ' } });
    await act(() => vi.advanceTimersByTimeAsync(ms - 1));
    expect(searches()).toEqual(['@1', '@2']);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(searches()).toEqual(['@1', '@2', 'go@1']);
  });

  it.each([1000, 1500])('R9-12 staying at the end loads one more page per brand\'s %i ms at most', async (ms) => {
    const end = await renderList({ loadMoreThrottleMs: ms });
    act(() => end?.intersect(true));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(searches()).toEqual(['@1', '@2']);
    await act(() => vi.advanceTimersByTimeAsync(ms - 1));
    expect(searches()).toEqual(['@1', '@2']);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(searches()).toEqual(['@1', '@2', '@3']);
  });
});
