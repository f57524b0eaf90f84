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

describe('the game list search box (SPEC 4)', () => {
  it.each([500, 800])('R4-34 with the brand\'s %i ms: searches for the last text once typing stops that long, from page 1', async (ms) => {
    setMerchant({ ...TTSLOT, constants: { ...TTSLOT.constants, timings: { ...TTSLOT.constants.timings, searchDebounceMs: ms } } });
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    vi.useFakeTimers();
    fetchGameList.mockImplementation(({ pageNo }) => Promise.resolve({ games: [testGame(`${pageNo}`)], pageNum: pageNo, totalPages: 3 } as GamePage));
    render(<MemoryRouter initialEntries={['/m/gameList?gameType=RNG']}><Routes><Route path="/m/gameList" element={<GameListScreen />} /></Routes></MemoryRouter>);
    await act(() => vi.advanceTimersByTimeAsync(0));
    // Scrolled to the end, then away from it as page 2 of the unfiltered list comes in.
    const end = FakeIntersectionObserver.made.at(-1);
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
});
