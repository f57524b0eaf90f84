// @vitest-environment jsdom
/** The vendor browser's game type chips come from the vendor game types call (SPEC 7 Games). */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import { setMerchant } from '../../../src/config/merchant.ts';
import { VendorBrowser } from '../../../src/features/games/vendor-browser.tsx';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { initI18n } from '../../../src/i18n/i18n.ts';
import { installStubPlatform, type StubPlatform } from '../api/stub-platform.ts';
import { FakeIntersectionObserver } from './fake-intersection-observer.ts';
import { testGame } from './game-fixture.ts';

const vendor = (vassalage: string, displayName: string, sequence: number) => ({ vassalage, displayName, accountTypeName: vassalage, iconUrl: '', smallIconUrl: '', sequence });
const CATEGORY = { code: 'RNG', vendors: [vendor('PG', 'PG Soft', 1), vendor('JILI', 'JILI', 2)] };
const TYPES = [
  { vassalage: 'PG', gameTypes: [{ caId: 'JP', name: 'Jackpot' }, { caId: 'SL', name: 'Slots' }] },
  { vassalage: 'JILI', gameTypes: [{ caId: 'FH', name: 'Fish hunters' }, { caId: 'SL', name: 'Slots' }] },
  { vassalage: 'EVO', gameTypes: [{ caId: 'LC', name: 'Live tables' }] },
];

let platform: StubPlatform;

beforeAll(async () => {
  setMerchant(ttslot as unknown as Merchant);
  await initI18n('EN');
});
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  platform = installStubPlatform();
  platform.replyAt('/wps/game/vendor-types', { success: true, value: TYPES });
  platform.replyAt('/wps/game/list', { success: true, value: { games: [testGame('1')], pageNum: 1, totalPages: 1, total: 1 } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  FakeIntersectionObserver.made = [];
});

const chips = async (): Promise<string[]> =>
  within(await screen.findByRole('group', { name: 'Game types' })).getAllByRole('button').map((b) => b.textContent ?? '');
const lists = () => platform.sent.filter((r) => r.url === '/wps/game/list').map((r) => r.params);

describe('the vendor browser\'s game type filters', () => {
  it('R7-34 offers the chosen vendor\'s game types from the vendor game types call (GET, typeId 1, merchant code) and lists the chosen type', async () => {
    render(<MemoryRouter><VendorBrowser category={CATEGORY} pageSize={15} /></MemoryRouter>);
    // All vendors: the game types of every vendor of the category, each once; none of another category's vendor
    await waitFor(async () => expect(await chips()).toStrictEqual(['All', 'Jackpots', 'Slots', 'Fish hunters']));
    const asked = platform.sent.filter((r) => r.url === '/wps/game/vendor-types');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ method: 'GET', params: { typeId: 1, merchantCode: 'ttslot' } });

    const vendors = screen.getByRole('group', { name: 'Game providers' });
    await userEvent.click(within(vendors).getByRole('button', { name: 'PG Soft' }));
    await waitFor(async () => expect(await chips()).toStrictEqual(['All', 'Jackpots', 'Slots']));
    await userEvent.click(screen.getByRole('button', { name: 'Jackpots' }));
    await waitFor(() => expect(lists().at(-1)).toMatchObject({ vassalage: 'PG', gameClassify: 'JP', pageNo: 1 }));

    // JILI has no jackpots: its own types show, All is chosen and the list is not filtered
    await userEvent.click(within(vendors).getByRole('button', { name: 'JILI' }));
    await waitFor(async () => expect(await chips()).toStrictEqual(['All', 'Fish hunters', 'Slots']));
    expect(screen.getByRole('button', { name: 'All', pressed: true })).toBeInTheDocument();
    await waitFor(() => expect(lists().at(-1)).toMatchObject({ vassalage: 'JILI', pageNo: 1 }));
    expect(lists().at(-1)).not.toHaveProperty('gameClassify');
  });

  it('shows no game type filters when the vendor game types call fails', async () => {
    platform.replyAt('/wps/game/vendor-types', { success: false, code: 'DOWN', message: 'Down' });
    render(<MemoryRouter><VendorBrowser category={CATEGORY} pageSize={15} /></MemoryRouter>);
    await waitFor(() => expect(lists()).toHaveLength(1));
    await waitFor(() => expect(platform.sent.some((r) => r.url === '/wps/game/vendor-types')).toBe(true));
    expect(screen.queryByRole('group', { name: 'Game types' })).toBeNull();
    expect(platform.onError).not.toHaveBeenCalled();
  });
});
