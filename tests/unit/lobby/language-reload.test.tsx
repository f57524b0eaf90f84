/** SPEC 4 and 2.3: a language change reloads the hot games, the favourites and the game lists, 250 ms after it settles. */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import { setMerchant } from '../../../src/config/merchant.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { testGame } from './game-fixture.ts';

interface Query { language: string }
const api = vi.hoisted(() => ({
  fetchHotGames: vi.fn<(language: string) => Promise<unknown[]>>(),
  fetchFavouriteIds: vi.fn<(size: number) => Promise<string[]>>(),
  fetchFavouriteList: vi.fn<(query: Query) => Promise<{ content: unknown[]; pageNum: number; totalPages: number }>>(),
  fetchGameList: vi.fn<(query: Query) => Promise<{ games: unknown[]; pageNum: number; totalPages: number; total: number }>>(),
}));
vi.mock('../../../src/api/games.ts', async (original) => ({ ...(await original<object>()), ...api }));

const { HotGames } = await import('../../../src/features/games/hot-games.tsx');
const { FavouritesStrip } = await import('../../../src/features/games/favourites-strip.tsx');
const { GameListView } = await import('../../../src/features/games/game-list-view.tsx');
const { endSession, startSession } = await import('../../../src/state/session-store.ts');
const { changeLanguage, initI18n } = await import('../../../src/i18n/i18n.ts');

const game = (nodeId: string, language: string) => testGame(nodeId, { gameName: `${language} game ${nodeId}`, hot: true });

beforeAll(async () => {
  setMerchant(ttslot as unknown as Merchant);
  await initI18n('EN');
});
afterEach(async () => {
  endSession();
  await changeLanguage('EN');
});

const lastLanguage = (mock: { mock: { calls: unknown[][] } }): unknown => {
  const call = mock.mock.calls.at(-1);
  const first = call?.[0];
  return typeof first === 'string' ? first : (first as Query | undefined)?.language;
};

describe('lists follow the language (SPEC 4)', () => {
  it('R4-11 R2.3-27 hot games, the favourites strip and the game list load again in the new language once it has settled for 250 ms', async () => {
    expect(ttslot.constants.timings.languageDebounceMs).toBe(250);
    api.fetchHotGames.mockImplementation((language) => Promise.resolve([game('1', language)]));
    api.fetchFavouriteIds.mockResolvedValue(['2']);
    api.fetchFavouriteList.mockImplementation((q) => Promise.resolve({ content: [game('2', q.language)], pageNum: 1, totalPages: 1 }));
    api.fetchGameList.mockImplementation((q) => Promise.resolve({ games: [game('3', q.language)], pageNum: 1, totalPages: 1, total: 1 }));
    startSession({ token: 't1', merchantCode: 'ttslot', userName: 'demo00', type: 0, firstTimeLogin: false, read: true }, { remember: false });
    render(
      <MemoryRouter>
        <HotGames />
        <FavouritesStrip />
        <GameListView gameType="RNG" pageSize={25} />
      </MemoryRouter>,
    );
    await screen.findByText('EN game 1');
    await screen.findByText('EN game 2');
    await screen.findByText('EN game 3');
    const mocks = [api.fetchHotGames, api.fetchFavouriteList, api.fetchGameList];
    for (const mock of mocks) expect(lastLanguage(mock)).toBe('EN');

    await changeLanguage('TY');
    await new Promise((resolve) => setTimeout(resolve, 150));
    for (const mock of mocks) expect(lastLanguage(mock)).toBe('EN'); // still settling
    await vi.waitFor(() => {
      for (const mock of mocks) expect(lastLanguage(mock)).toBe('TY');
    }, { timeout: 2000 });
    await screen.findByText('TY game 1');
    await screen.findByText('TY game 2');
    await screen.findByText('TY game 3');
  });
});
