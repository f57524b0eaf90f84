/** SPEC 2.1: the category page's category when its path names none it knows. */
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import type { GamePage, SortingCategory, Vendor } from '../../../src/api/games.ts';
import { setMerchant } from '../../../src/config/merchant.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { FakeIntersectionObserver } from './fake-intersection-observer.ts';
import { testGame } from './game-fixture.ts';

const api = vi.hoisted(() => ({
  fetchVendorSorting: vi.fn(),
  fetchVendorMapping: vi.fn(() => Promise.resolve({})),
  fetchGameList: vi.fn<(params: { gameType: string; vassalage?: string }) => Promise<GamePage>>(),
}));
vi.mock('../../../src/api/games.ts', async (original) => ({ ...(await original<object>()), ...api }));
const { CategoryScreen } = await import('../../../src/features/games/category-screen.tsx');
const { resetGamesStore } = await import('../../../src/state/games-store.ts');
const { initI18n } = await import('../../../src/i18n/i18n.ts');

const vendor = (code: string, displayName: string): Vendor => ({ vassalage: code, displayName, accountTypeName: code, iconUrl: '', smallIconUrl: '', sequence: 1 });
/** FISH comes first, so a page that took the first category it knows would show fishing. */
const SORTING: SortingCategory[] = [
  { gameCategory: 'FISH', vendorNames: [vendor('JDB', 'JDB Fishing')] },
  { gameCategory: 'RNG', vendorNames: [vendor('PG', 'PG Soft')] },
];

beforeAll(async () => {
  setMerchant(ttslot as unknown as Merchant);
  await initI18n('EN');
});
beforeEach(() => {
  resetGamesStore();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  api.fetchVendorSorting.mockReset().mockResolvedValue(SORTING);
  api.fetchGameList.mockReset().mockImplementation(({ gameType }) => Promise.resolve({ games: [testGame('1', { gameName: `${gameType} game` })], pageNum: 1, totalPages: 1 } as GamePage));
});

describe('category page default (SPEC 2.1)', () => {
  it('R2.1-10 a path that names no known category shows the RNG category: its vendors and its games', async () => {
    render(<MemoryRouter initialEntries={['/m/arcadeGames?vassalage=JDB']}><Routes><Route path="*" element={<CategoryScreen />} /></Routes></MemoryRouter>);
    const vendors = await screen.findByRole('group', { name: 'Game providers' });
    expect(await within(vendors).findByRole('button', { name: 'PG Soft' })).toBeVisible();
    expect(within(vendors).queryByRole('button', { name: 'JDB Fishing' })).toBeNull();
    await waitFor(() => expect(api.fetchGameList).toHaveBeenCalled());
    expect(api.fetchGameList.mock.calls.map(([params]) => params.gameType)).toEqual(['RNG']);
  });
});
