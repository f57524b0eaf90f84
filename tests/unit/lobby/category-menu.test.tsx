import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import type { SortingCategory, Vendor } from '../../../src/api/games.ts';
import { setMerchant } from '../../../src/config/merchant.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { FakeIntersectionObserver } from './fake-intersection-observer.ts';

const vendor = (code: string): Vendor => ({ vassalage: code, accountTypeName: code, displayName: `${code} name`, iconUrl: '', smallIconUrl: '', sequence: 0 });
const cat = (gameCategory: string, ...codes: string[]): SortingCategory => ({ gameCategory, vendorNames: codes.map(vendor) });

/** The platform answers: every category of SPEC 4 with a vendor, BGS inside RNG and DS88 (a cockfight vendor) inside SPORTS. */
const api = vi.hoisted(() => ({
  fetchVendorSorting: vi.fn(),
  fetchVendorMapping: vi.fn(() => Promise.resolve({})),
  fetchClassify: vi.fn(() => Promise.resolve([])),
  fetchGameList: vi.fn(() => Promise.resolve({ games: [], pageNum: 1, totalPages: 1 })),
  fetchHotGames: vi.fn(() => Promise.resolve([])),
}));
vi.mock('../../../src/api/games.ts', async (original) => ({ ...(await original<object>()), ...api }));
const { CategoryMenu } = await import('../../../src/features/games/category-menu.tsx');
const { resetGamesStore } = await import('../../../src/state/games-store.ts');
const { initI18n } = await import('../../../src/i18n/i18n.ts');

beforeAll(async () => {
  setMerchant(ttslot as unknown as Merchant);
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  api.fetchVendorSorting.mockResolvedValue([
    cat('RNG', 'PG', 'BGS'), cat('FISH', 'KA'), cat('LIVE', 'EVO'), cat('PVP', 'KM'), cat('SPORTS', 'SABA', 'DS88'),
    cat('ESPORTS', 'TF'), cat('LOTT', 'TCG_SEA'), cat('ELOTT', 'TCG_LOTTO_VN'),
  ]);
  resetGamesStore();
  await initI18n('EN');
});
afterAll(() => vi.unstubAllGlobals());

describe('home category menu (SPEC 2.3)', () => {
  it('R2.3-15 each category title links to its page; BGS and COCKFIGHT titles link nowhere', async () => {
    render(<MemoryRouter initialEntries={['/m/home']}><CategoryMenu /></MemoryRouter>);
    const links: [string, string][] = [
      ['Live casino', '/m/live-games'], ['Slots', '/m/slot-games'], ['Sports', '/m/sport-games'], ['E-sports', '/m/esport-games'],
      ['Fishing', '/m/fishing-games'], ['Poker', '/m/poker-games'], ['Lottery', '/m/lott'], ['E-lottery', '/m/elott'], ['Hot', '/m/hot-games'],
    ];
    for (const [name, path] of links) {
      await userEvent.click(await screen.findByRole('tab', { name }));
      const title = within(screen.getByRole('tabpanel', { name })).getByRole('heading', { level: 2, name });
      expect(within(title).getByRole('link', { name })).toHaveAttribute('href', path);
    }
    for (const name of ['BGS', 'Cockfight']) {
      await userEvent.click(screen.getByRole('tab', { name }));
      const title = within(screen.getByRole('tabpanel', { name })).getByRole('heading', { level: 2, name });
      expect(within(title).queryByRole('link')).toBeNull();
    }
  });
});
