/** SPEC 4 Category tabs: ALL goes to the game list page. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import { configureClient, http } from '../../../src/api/client.ts';
import type { GamePage } from '../../../src/api/games.ts';
import { setMerchant } from '../../../src/config/merchant.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { FakeIntersectionObserver } from './fake-intersection-observer.ts';
import { testGame } from './game-fixture.ts';

const api = vi.hoisted(() => ({
  fetchVendorSorting: vi.fn(() => Promise.resolve([])),
  fetchVendorMapping: vi.fn(() => Promise.resolve({})),
  fetchGameList: vi.fn<(params: { gameType: string }) => Promise<GamePage>>(),
}));
vi.mock('../../../src/api/games.ts', async (original) => ({ ...(await original<object>()), ...api }));
const { CategoryMenu } = await import('../../../src/features/games/category-menu.tsx');
const { GameListScreen } = await import('../../../src/features/games/game-list-screen.tsx');
const { resetGamesStore } = await import('../../../src/state/games-store.ts');
const { initI18n } = await import('../../../src/i18n/i18n.ts');

beforeAll(async () => {
  setMerchant(ttslot as unknown as Merchant);
  await initI18n('EN');
});
beforeEach(() => {
  resetGamesStore();
  // every other call finds the platform out of reach
  configureClient({ token: () => undefined, device: () => 'H5', language: () => 'EN', onError: () => {} });
  http.defaults.adapter = () => Promise.reject(new Error('platform unreachable'));
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  api.fetchGameList.mockReset().mockImplementation(({ gameType }) => Promise.resolve({ games: [testGame('1', { gameName: `${gameType} game` })], pageNum: 1, totalPages: 1 } as GamePage));
});

describe('choosing ALL (SPEC 4)', () => {
  it('R4-32 choosing All games on home goes to the game list page, which lists every game', async () => {
    render(
      <MemoryRouter initialEntries={['/m/home']}>
        <Routes>
          <Route path="/m/home" element={<CategoryMenu />} />
          <Route path="/m/gameList" element={<GameListScreen />} />
        </Routes>
      </MemoryRouter>,
    );
    const home = await screen.findByRole('tabpanel', { name: 'Home' });
    await userEvent.click(within(home).getByRole('link', { name: /All games/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'All games' })).toBeVisible();
    expect(screen.queryByRole('tablist')).toBeNull();
    await waitFor(() => expect(api.fetchGameList).toHaveBeenCalledTimes(2));
    expect(api.fetchGameList.mock.calls.map(([params]) => params.gameType)).toEqual(['ALL', 'ALL']);
  });
});
