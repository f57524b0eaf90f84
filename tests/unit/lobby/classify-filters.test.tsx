// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import { CLASSIFY_NAMES } from '../../../scripts/sandbox/seed.ts';
import type { ClassifyFilter, GamePage } from '../../../src/api/games.ts';
import type { PathCategory } from '../../../src/config/routes.ts';
import { setMerchant } from '../../../src/config/merchant.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { FakeIntersectionObserver } from './fake-intersection-observer.ts';
import { testGame } from './game-fixture.ts';

const api = vi.hoisted(() => ({
  fetchGameList: vi.fn<(params: { gameType: string; gameClassify?: string }) => Promise<GamePage>>(),
  fetchClassify: vi.fn<(gameType: string) => Promise<ClassifyFilter[]>>(),
  fetchVendorSorting: vi.fn(() => Promise.resolve([])),
  fetchVendorMapping: vi.fn(() => Promise.resolve({})),
}));
vi.mock('../../../src/api/games.ts', async (original) => ({ ...(await original<object>()), ...api }));
const { CategoryScreen } = await import('../../../src/features/games/category-screen.tsx');
const { initI18n } = await import('../../../src/i18n/i18n.ts');

/** The slot games' classify codes as the sandbox platform answers them, with its names, and a code of its own. */
const RNG_CODES = ['AC', 'CR', 'JP', 'SC', 'SL', 'TG', 'VP'];
const PLATFORM_FILTERS: ClassifyFilter[] = [...RNG_CODES.map((caId) => ({ caId, name: CLASSIFY_NAMES[caId] ?? caId })), { caId: 'NW', name: 'New this week' }];

beforeAll(async () => {
  setMerchant(ttslot as unknown as Merchant);
  await initI18n('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
  api.fetchGameList.mockReset();
  api.fetchClassify.mockReset();
});

function Path() {
  const location = useLocation();
  return <div data-testid="path">{location.pathname}{location.search}</div>;
}

function show(path: string, category: PathCategory): void {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  api.fetchClassify.mockResolvedValue(PLATFORM_FILTERS);
  api.fetchGameList.mockImplementation(() => Promise.resolve({ games: [testGame('1')], pageNum: 1, totalPages: 1, total: 1 }));
  render(<MemoryRouter initialEntries={[path]}><Path /><Routes><Route path={path.split('?')[0]} element={<CategoryScreen category={category} />} /></Routes></MemoryRouter>);
}

const requested = (): (string | undefined)[] => api.fetchGameList.mock.calls.map(([p]) => p.gameClassify);

describe('game type filters of the slot page (SPEC 3 Category filter)', () => {
  it('R3-39 the slot page offers the classify codes its games carry, VP video poker, JP jackpots, SC scratch, TG table games and AC arcade by our names, and lists the chosen one', async () => {
    show('/m/rng', { code: 'RNG' });
    const filters = await screen.findByRole('group', { name: 'Game types' });
    expect(api.fetchClassify).toHaveBeenCalledWith('RNG', { quiet: true });
    expect(within(filters).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'All', 'Arcade', 'Crash', 'Jackpots', 'Scratch cards', 'Slots', 'Table games', 'Video poker', 'New this week',
    ]);
    expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(requested()).toEqual(['']));

    const user = userEvent.setup();
    await user.click(within(filters).getByRole('button', { name: 'Video poker' }));
    await waitFor(() => expect(requested().at(-1)).toBe('VP'));
    expect(within(filters).getByRole('button', { name: 'Video poker' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('path')).toHaveTextContent('/m/rng?classify=VP');
    await user.click(within(filters).getByRole('button', { name: 'Table games' }));
    await waitFor(() => expect(requested().at(-1)).toBe('TG'));
  });

  it('R3-39 the arcade page keeps its own code and offers no other', async () => {
    show('/m/arcade?classify=VP', { code: 'RNG', classify: { code: 'AC', name: 'ARCADE' } });
    await waitFor(() => expect(requested()).toEqual(['AC']));
    expect(screen.queryByRole('group', { name: 'Game types' })).toBeNull();
  });
});
