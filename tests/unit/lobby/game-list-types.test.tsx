import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import { setMerchant } from '../../../src/config/merchant.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { FakeIntersectionObserver } from './fake-intersection-observer.ts';
import { testGame } from './game-fixture.ts';

const api = vi.hoisted(() => ({
  fetchGameList: vi.fn(),
  fetchFavouriteList: vi.fn(),
}));
vi.mock('../../../src/api/games.ts', async (original) => ({ ...(await original<object>()), ...api }));
const { GameListScreen } = await import('../../../src/features/games/game-list-screen.tsx');
const { initI18n } = await import('../../../src/i18n/i18n.ts');
const { endSession, startSession } = await import('../../../src/state/session-store.ts');
const { favouritesStore } = await import('../../../src/state/favourites-store.ts');

beforeAll(async () => {
  setMerchant(ttslot as unknown as Merchant);
  await initI18n('EN');
});
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  api.fetchGameList.mockReset().mockResolvedValue({ games: [testGame('1')], pageNum: 1, totalPages: 1, total: 1 });
  api.fetchFavouriteList.mockReset().mockResolvedValue({ content: [testGame('7', { gameName: 'Starred game' })], pageNum: 1, totalPages: 1 });
});
afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

function show(gameType: string): void {
  render(
    <MemoryRouter initialEntries={[`/m/gameList?gameType=${gameType}`]}>
      <Routes>
        <Route path="/m/gameList" element={<GameListScreen />} />
        <Route path="/m/login" element={<h1>Login page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

// The query type of each category (SPEC 4: e-sports and cockfight are asked as SPORTS) and its heading.
const TYPES: readonly [code: string, query: string, heading: string][] = [
  ['RNG', 'RNG', 'Slots'], ['FISH', 'FISH', 'Fishing'], ['LIVE', 'LIVE', 'Live casino'], ['PVP', 'PVP', 'Poker'], ['SPORTS', 'SPORTS', 'Sports'],
  ['ESPORTS', 'SPORTS', 'E-sports'], ['COCKFIGHT', 'SPORTS', 'Cockfight'], ['ELOTT', 'ELOTT', 'E-lottery'], ['LOTT', 'LOTT', 'Lottery'],
];

describe('the game center list handles every category (SPEC 2.2)', () => {
  it.each(TYPES)('R2.2-6 gameType=%s lists the games asked as %s under its own heading', async (code, query, heading) => {
    show(code);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(heading);
    await vi.waitFor(() => expect(api.fetchGameList).toHaveBeenCalled());
    expect(api.fetchGameList.mock.calls[0]?.[0]).toMatchObject({ gameType: query, pageNo: 1 });
  });

  it('R2.2-6 gameType=FAV lists the member\'s favourites', async () => {
    startSession({ token: 'tok-1234567890abcdef', merchantCode: 'ttslot', userName: 'demo01', type: 1, firstTimeLogin: false, read: true }, { remember: false });
    favouritesStore.ids = ['7'];
    show('FAV');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Favourites');
    expect(await screen.findByText('Starred game')).toBeVisible();
    expect(api.fetchGameList).not.toHaveBeenCalled();
  });

  it('gameType=FAV sends a guest to /m/login (SPEC 6)', () => {
    show('FAV');
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeVisible();
    expect(api.fetchFavouriteList).not.toHaveBeenCalled();
  });
});
