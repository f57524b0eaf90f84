/** The game lobby store (SPEC 2.3, 4): vendor setup once per page, hot games per language, hot matches, the home category. */
import { act, renderHook, waitFor } from '@testing-library/react';
import { snapshot } from 'valtio';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import type { CallOptions } from '../../../src/api/client.ts';
import type { Game, HotMatch, SortingCategory, Vendor, VendorMapping } from '../../../src/api/games.ts';
import { setMerchant } from '../../../src/config/merchant.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';
import {
  gamesStore, loadHotGames, loadHotMatches, loadVendorSetup, resetGamesStore, selectHomeCategory, useGamesState,
} from '../../../src/state/games-store.ts';
import { testGame } from '../lobby/game-fixture.ts';
import { deferred } from './deferred.ts';

const api = vi.hoisted(() => ({
  fetchVendorSorting: vi.fn<(options?: CallOptions) => Promise<SortingCategory[]>>(),
  fetchVendorMapping: vi.fn<(options?: CallOptions) => Promise<VendorMapping>>(),
  fetchHotGames: vi.fn<(language: string, options?: CallOptions) => Promise<Game[]>>(),
  fetchHotMatches: vi.fn<(options?: CallOptions) => Promise<HotMatch[]>>(),
}));
vi.mock('../../../src/api/games.ts', async (original) => ({ ...(await original<object>()), ...api }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const vendor = (code: string): Vendor => ({ vassalage: code, displayName: `${code} name`, accountTypeName: code, iconUrl: '', smallIconUrl: '', sequence: 1 });
const PG = vendor('PG');
const BGS = vendor('BGS');
const SABA = vendor('SABA');
const DS88 = vendor('DS88');
/** RNG holds the BGS vendor and SPORTS a cockfight vendor: the merchant's vendor groups move both out. */
const SORTING: SortingCategory[] = [
  { gameCategory: 'rng', vendorNames: [PG, BGS] },
  { gameCategory: 'LIVE', vendorNames: [] },
  { gameCategory: 'SPORTS', vendorNames: [SABA, DS88] },
];
const CATEGORIES = [
  { code: 'RNG', vendors: [PG] },
  { code: 'BGS', vendors: [BGS] },
  { code: 'LIVE', vendors: [] },
  { code: 'COCKFIGHT', vendors: [DS88] },
  { code: 'SPORTS', vendors: [SABA] },
];
const MAPPING: VendorMapping = { RNG: ['PG', 'BGS'], SPORTS: ['SABA', 'DS88'] };
const MATCH: HotMatch = { homeTeam: 'Home FC', awayTeam: 'Away FC', homeTeamImageUrl: '', awayTeamImageUrl: '', matchTime: 1_900_000_000_000, vendor: 'SABA', roomId: 'r1', nodeId: 'n1', league: 'League' };
const INITIAL = {
  categories: [], mapping: undefined, setup: 'idle', hotGames: [], hotLanguage: undefined, hot: 'idle', hotMatches: [], matches: 'idle', selected: 'HOME',
};

const hotGame = (language: string) => testGame('1', { gameName: `${language} game` });

beforeEach(() => {
  setMerchant(ttslot as unknown as Merchant);
  for (const fn of Object.values(api)) fn.mockReset();
});

describe('games store state (SPEC 2.3)', () => {
  it('starts with no categories, no mapping, nothing loaded and HOME selected', () => {
    expect(snapshot(gamesStore)).toStrictEqual(INITIAL);
  });

  it('reset brings every field back and forgets the vendor setup, so the next load asks again', async () => {
    api.fetchVendorSorting.mockResolvedValue(SORTING);
    api.fetchVendorMapping.mockResolvedValue(MAPPING);
    api.fetchHotGames.mockResolvedValue([hotGame('EN')]);
    api.fetchHotMatches.mockResolvedValue([MATCH]);
    const first = loadVendorSetup();
    await first;
    await loadHotGames('EN');
    await loadHotMatches();
    selectHomeCategory('RNG');
    resetGamesStore();
    expect(snapshot(gamesStore)).toStrictEqual(INITIAL);
    const second = loadVendorSetup();
    expect(second).not.toBe(first);
    await second;
    expect(api.fetchVendorSorting).toHaveBeenCalledTimes(2);
    expect(gamesStore.setup).toBe('ready');
  });

  it('selecting a home category keeps its code', () => {
    selectHomeCategory('LIVE');
    expect(gamesStore.selected).toBe('LIVE');
    selectHomeCategory('HOME');
    expect(gamesStore.selected).toBe('HOME');
  });

  it('the hook reads the store and follows its changes', async () => {
    const { result } = renderHook(() => useGamesState());
    expect(result.current.selected).toBe('HOME');
    expect(result.current.setup).toBe('idle');
    act(() => selectHomeCategory('SPORTS'));
    await waitFor(() => expect(result.current.selected).toBe('SPORTS'));
  });
});

describe('vendor setup (SPEC 4)', () => {
  it('asks quietly for the sorting and the mapping, shows loading, then the transformed categories and the mapping', async () => {
    const sorting = deferred<SortingCategory[]>();
    const mapping = deferred<VendorMapping>();
    api.fetchVendorSorting.mockReturnValue(sorting.promise);
    api.fetchVendorMapping.mockReturnValue(mapping.promise);
    const load = loadVendorSetup();
    expect(gamesStore.setup).toBe('loading');
    expect(api.fetchVendorSorting.mock.calls).toStrictEqual([[{ quiet: true }]]);
    expect(api.fetchVendorMapping.mock.calls).toStrictEqual([[{ quiet: true }]]);
    sorting.resolve(SORTING);
    await settle();
    expect(gamesStore.setup).toBe('loading');
    expect(snapshot(gamesStore).categories).toStrictEqual([]);
    mapping.resolve(MAPPING);
    await expect(load).resolves.toBeUndefined();
    expect(snapshot(gamesStore)).toStrictEqual({ ...INITIAL, categories: CATEGORIES, mapping: MAPPING, setup: 'ready' });
  });

  it('loads once per page: a later call, during the load or after it, returns the same promise and asks nothing', async () => {
    api.fetchVendorSorting.mockResolvedValue(SORTING);
    api.fetchVendorMapping.mockResolvedValue(MAPPING);
    const first = loadVendorSetup();
    expect(loadVendorSetup()).toBe(first);
    await first;
    expect(loadVendorSetup()).toBe(first);
    expect(gamesStore.setup).toBe('ready');
    expect(api.fetchVendorSorting).toHaveBeenCalledTimes(1);
    expect(api.fetchVendorMapping).toHaveBeenCalledTimes(1);
  });

  it('a failed sorting call shows failed without a rejection, and the next call tries again', async () => {
    api.fetchVendorSorting.mockRejectedValueOnce(new Error('down')).mockResolvedValue(SORTING);
    api.fetchVendorMapping.mockResolvedValue(MAPPING);
    const first = loadVendorSetup();
    await expect(first).resolves.toBeUndefined();
    expect(snapshot(gamesStore)).toStrictEqual({ ...INITIAL, setup: 'failed' });
    const retry = loadVendorSetup();
    expect(retry).not.toBe(first);
    expect(gamesStore.setup).toBe('loading');
    await retry;
    expect(api.fetchVendorSorting).toHaveBeenCalledTimes(2);
    expect(api.fetchVendorMapping).toHaveBeenCalledTimes(2);
    expect(snapshot(gamesStore)).toStrictEqual({ ...INITIAL, categories: CATEGORIES, mapping: MAPPING, setup: 'ready' });
  });

  it('a failed mapping call fails the whole setup: no categories are shown', async () => {
    api.fetchVendorSorting.mockResolvedValue(SORTING);
    api.fetchVendorMapping.mockRejectedValue(new Error('down'));
    await loadVendorSetup();
    expect(snapshot(gamesStore)).toStrictEqual({ ...INITIAL, setup: 'failed' });
  });
});

describe('hot games (SPEC 4)', () => {
  it('asks quietly in the language, shows loading, then keeps the games, the language and ready', async () => {
    const answer = deferred<Game[]>();
    api.fetchHotGames.mockReturnValue(answer.promise);
    const load = loadHotGames('EN');
    expect(gamesStore.hot).toBe('loading');
    expect(gamesStore.hotLanguage).toBeUndefined();
    expect(api.fetchHotGames.mock.calls).toStrictEqual([['EN', { quiet: true }]]);
    answer.resolve([hotGame('EN')]);
    await load;
    expect(snapshot(gamesStore)).toStrictEqual({ ...INITIAL, hotGames: [hotGame('EN')], hotLanguage: 'EN', hot: 'ready' });
  });

  it('the same language once ready is not asked again', async () => {
    api.fetchHotGames.mockResolvedValue([hotGame('EN')]);
    await loadHotGames('EN');
    await loadHotGames('EN');
    expect(api.fetchHotGames).toHaveBeenCalledTimes(1);
    expect(gamesStore.hot).toBe('ready');
  });

  it('a change of language loads the games again in the new language', async () => {
    api.fetchHotGames.mockImplementation((language) => Promise.resolve([hotGame(language)]));
    await loadHotGames('EN');
    await loadHotGames('TH');
    expect(api.fetchHotGames.mock.calls).toStrictEqual([['EN', { quiet: true }], ['TH', { quiet: true }]]);
    expect(snapshot(gamesStore)).toStrictEqual({ ...INITIAL, hotGames: [hotGame('TH')], hotLanguage: 'TH', hot: 'ready' });
  });

  it('a failure shows failed and keeps the last language and games; the same language is then asked again', async () => {
    api.fetchHotGames.mockResolvedValueOnce([hotGame('EN')]).mockRejectedValueOnce(new Error('down')).mockResolvedValue([hotGame('EN')]);
    await loadHotGames('EN');
    await expect(loadHotGames('TH')).resolves.toBeUndefined();
    expect(snapshot(gamesStore)).toStrictEqual({ ...INITIAL, hotGames: [hotGame('EN')], hotLanguage: 'EN', hot: 'failed' });
    await loadHotGames('EN');
    expect(api.fetchHotGames).toHaveBeenCalledTimes(3);
    expect(gamesStore.hot).toBe('ready');
  });

  it('a first load that fails leaves no language, and the retry in that language asks again', async () => {
    api.fetchHotGames.mockRejectedValueOnce(new Error('down')).mockResolvedValue([hotGame('EN')]);
    await loadHotGames('EN');
    expect(snapshot(gamesStore)).toStrictEqual({ ...INITIAL, hot: 'failed' });
    await loadHotGames('EN');
    expect(api.fetchHotGames).toHaveBeenCalledTimes(2);
    expect(snapshot(gamesStore)).toStrictEqual({ ...INITIAL, hotGames: [hotGame('EN')], hotLanguage: 'EN', hot: 'ready' });
  });
});

describe('hot matches (SPEC 2.3)', () => {
  it('asks quietly, shows loading, then keeps the matches and ready', async () => {
    const answer = deferred<HotMatch[]>();
    api.fetchHotMatches.mockReturnValue(answer.promise);
    const load = loadHotMatches();
    expect(gamesStore.matches).toBe('loading');
    expect(api.fetchHotMatches.mock.calls).toStrictEqual([[{ quiet: true }]]);
    answer.resolve([MATCH]);
    await load;
    expect(snapshot(gamesStore)).toStrictEqual({ ...INITIAL, hotMatches: [MATCH], matches: 'ready' });
  });

  it('a call while the matches load asks nothing more', async () => {
    const answer = deferred<HotMatch[]>();
    api.fetchHotMatches.mockReturnValue(answer.promise);
    const first = loadHotMatches();
    await loadHotMatches();
    expect(api.fetchHotMatches).toHaveBeenCalledTimes(1);
    expect(gamesStore.matches).toBe('loading');
    answer.resolve([MATCH]);
    await first;
  });

  it('once ready the matches are not asked again', async () => {
    api.fetchHotMatches.mockResolvedValue([MATCH]);
    await loadHotMatches();
    await loadHotMatches();
    expect(api.fetchHotMatches).toHaveBeenCalledTimes(1);
    expect(gamesStore.matches).toBe('ready');
  });

  it('a failure shows failed with no matches, and the next call asks again', async () => {
    api.fetchHotMatches.mockRejectedValueOnce(new Error('down')).mockResolvedValue([MATCH]);
    await expect(loadHotMatches()).resolves.toBeUndefined();
    expect(snapshot(gamesStore)).toStrictEqual({ ...INITIAL, matches: 'failed' });
    await loadHotMatches();
    expect(api.fetchHotMatches).toHaveBeenCalledTimes(2);
    expect(snapshot(gamesStore)).toStrictEqual({ ...INITIAL, hotMatches: [MATCH], matches: 'ready' });
  });
});
