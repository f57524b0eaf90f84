// @vitest-environment node
/** The game calls as the front end sends them (SPEC 7 Games): vendors, lists, recent games, hot matches, launch. */
import { beforeEach, describe, expect, it } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import {
  addRecent, fetchClassify, fetchFavouriteList, fetchGameList, fetchHotMatches, fetchRecentList, fetchVendorGameTypes, fetchVendorMapping, fetchVendorSorting,
  launchGame, launchLottery, prefetchGameList,
} from '../../../src/api/games.ts';
import { setMerchant } from '../../../src/config/merchant.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { installStubPlatform, type StubPlatform } from './stub-platform.ts';

const TOKEN = 'tok-0123456789abcdef';
const FIXED = { merchant: 'ttslot', merchantCode: 'ttslot', platform: 'html5', clientType: 2 };
const REFUSAL = { success: false, code: 'GAME_REFUSED', message: 'Refused' } as const;

let platform: StubPlatform;

beforeEach(() => {
  setMerchant(ttslot as unknown as Merchant);
  platform = installStubPlatform(() => TOKEN);
});

/** Lets the requests already started reach the stub (and any unhandled rejection surface). */
const settle = (): Promise<void> => new Promise((resolve) => { setTimeout(resolve, 0); });

/** Each game list test uses its own language so that lists prefetched by one test never reach another. */
let listNo = 0;
const listParams = (extra: Partial<Parameters<typeof fetchGameList>[0]> = {}): Parameters<typeof fetchGameList>[0] => {
  listNo += 1;
  return { gameType: 'RNG', pageNo: 1, pageSize: 20, language: `L${listNo}`, ...extra };
};

describe('vendor setup calls', () => {
  it('asks for the vendor sorting with GET and the token, and answers the categories as sent', async () => {
    const categories = [{ id: 1, name: 'Slots' }];
    platform.answer(categories);
    expect(await fetchVendorSorting()).toStrictEqual(categories);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/game/vendor-sorting', params: undefined });
    expect(platform.last().headers['Authorization']).toBe(`Bearer ${TOKEN}`);
  });

  it('R7-34 asks for the vendor game types with GET, typeId 1 and the merchant code, and the vendor mapping by merchant', async () => {
    const types = [{ vassalage: 'PG', gameTypes: [{ caId: 'SL', name: 'Slots' }] }];
    platform.answer(types);
    expect(await fetchVendorGameTypes()).toStrictEqual(types);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/game/vendor-types' });
    expect(platform.last().params).toStrictEqual({ typeId: 1, merchantCode: 'ttslot' });
    const mapping = { RNG: ['PG'] };
    platform.answer(mapping);
    expect(await fetchVendorMapping()).toStrictEqual(mapping);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/game/vendor-mapping' });
    expect(platform.last().params).toStrictEqual({ merchantCode: 'ttslot' });
    setMerchant({ ...ttslot, platform: { ...ttslot.platform, merchantCode: 'other' } } as unknown as Merchant);
    await fetchVendorGameTypes();
    expect(platform.last().params).toStrictEqual({ typeId: 1, merchantCode: 'other' });
    await fetchVendorMapping();
    expect(platform.last().params).toStrictEqual({ merchantCode: 'other' });
  });

  it('asks for the classify filters of one game type and answers them as sent', async () => {
    const filters = [{ code: 'NEW', name: 'New' }];
    platform.answer(filters);
    expect(await fetchClassify('FISH')).toStrictEqual(filters);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/game/classify' });
    expect(platform.last().params).toStrictEqual({ gameType: 'FISH' });
  });

  it('reports refused vendor setup calls unless asked to stay quiet', async () => {
    platform.reply(REFUSAL);
    await expect(fetchVendorSorting()).rejects.toMatchObject({ code: 'GAME_REFUSED' });
    await expect(fetchVendorMapping()).rejects.toMatchObject({ code: 'GAME_REFUSED' });
    await expect(fetchClassify('RNG')).rejects.toMatchObject({ code: 'GAME_REFUSED' });
    await expect(fetchVendorGameTypes()).rejects.toMatchObject({ code: 'GAME_REFUSED' });
    expect(platform.onError).toHaveBeenCalledTimes(4);
    await expect(fetchVendorSorting({ quiet: true })).rejects.toMatchObject({ code: 'GAME_REFUSED' });
    await expect(fetchVendorMapping({ quiet: true })).rejects.toMatchObject({ code: 'GAME_REFUSED' });
    await expect(fetchClassify('RNG', { quiet: true })).rejects.toMatchObject({ code: 'GAME_REFUSED' });
    await expect(fetchVendorGameTypes({ quiet: true })).rejects.toMatchObject({ code: 'GAME_REFUSED' });
    expect(platform.onError).toHaveBeenCalledTimes(4);
  });
});

describe('the game list', () => {
  it('sends the merchant fields and every filter that has a value', async () => {
    const page = { games: [{ id: 'g1' }], pageNum: 2, totalPages: 3 };
    platform.answer(page);
    const params = listParams({ pageNo: 2, pageSize: 25, vassalage: 'PG', gameName: 'dragon', gameClassify: 'NEW' });
    expect(await fetchGameList(params)).toStrictEqual(page);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/game/list' });
    expect(platform.last().params).toStrictEqual({
      ...FIXED, gameType: 'RNG', pageNo: 2, pageSize: 25, language: params.language, vassalage: 'PG', gameName: 'dragon', gameClassify: 'NEW',
    });
  });

  it('leaves the vendor, name and classify filters out of the query when they are empty or missing', async () => {
    const missing = listParams();
    await fetchGameList(missing);
    expect(platform.last().params).toStrictEqual({ ...FIXED, gameType: 'RNG', pageNo: 1, pageSize: 20, language: missing.language });
    const empty = listParams({ vassalage: '', gameName: '', gameClassify: '' });
    await fetchGameList(empty);
    expect(platform.last().params).toStrictEqual({ ...FIXED, gameType: 'RNG', pageNo: 1, pageSize: 20, language: empty.language });
  });

  it('reports a refused list on the general error path, unless asked to stay quiet', async () => {
    platform.reply(REFUSAL);
    await expect(fetchGameList(listParams())).rejects.toMatchObject({ code: 'GAME_REFUSED' });
    expect(platform.onError).toHaveBeenCalledTimes(1);
    await expect(fetchGameList(listParams(), { quiet: true })).rejects.toMatchObject({ code: 'GAME_REFUSED' });
    expect(platform.onError).toHaveBeenCalledTimes(1);
  });
});

describe('a game list asked for ahead of its screen', () => {
  it('is requested at once, quietly, with the same query the screen will send', async () => {
    const params = listParams({ vassalage: 'PG' });
    prefetchGameList(params);
    await settle();
    expect(platform.sent).toHaveLength(1);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/game/list' });
    expect(platform.last().params).toStrictEqual({ ...FIXED, gameType: 'RNG', pageNo: 1, pageSize: 20, language: params.language, vassalage: 'PG' });
    await fetchGameList(params);
  });

  it('is requested once however often it is asked for', async () => {
    const params = listParams();
    prefetchGameList(params);
    prefetchGameList(params);
    await settle();
    expect(platform.sent).toHaveLength(1);
    await fetchGameList(params);
    expect(platform.sent).toHaveLength(1);
  });

  it('is taken over by the first identical request without asking again, and later requests ask anew', async () => {
    const page = { games: [{ id: 'early' }], pageNum: 1, totalPages: 1 };
    platform.answer(page);
    const params = listParams();
    prefetchGameList(params);
    await settle();
    platform.answer({ games: [{ id: 'later' }], pageNum: 1, totalPages: 1 });
    expect(await fetchGameList(params)).toStrictEqual(page);
    expect(platform.sent).toHaveLength(1);
    expect(await fetchGameList(params)).toStrictEqual({ games: [{ id: 'later' }], pageNum: 1, totalPages: 1 });
    expect(platform.sent).toHaveLength(2);
  });

  it('is not taken by a request with another query', async () => {
    const params = listParams();
    prefetchGameList(params);
    await settle();
    await fetchGameList({ ...params, pageNo: 2 });
    expect(platform.sent).toHaveLength(2);
    await fetchGameList(params);
  });

  it('keeps a refusal off the general error path and hands it to the screen that takes the list', async () => {
    platform.reply(REFUSAL);
    const params = listParams();
    prefetchGameList(params);
    await settle();
    expect(platform.onError).not.toHaveBeenCalled();
    await expect(fetchGameList(params)).rejects.toMatchObject({ code: 'GAME_REFUSED', message: 'Refused' });
    expect(platform.onError).not.toHaveBeenCalled();
  });

  it('raises no unhandled rejection when it fails before any screen takes it', async () => {
    const unhandled: unknown[] = [];
    const listener = (reason: unknown): void => { unhandled.push(reason); };
    process.on('unhandledRejection', listener);
    try {
      platform.reply(REFUSAL);
      const params = listParams();
      prefetchGameList(params);
      await settle();
      await settle();
      expect(unhandled).toStrictEqual([]);
      await expect(fetchGameList(params)).rejects.toMatchObject({ code: 'GAME_REFUSED' });
    } finally {
      process.off('unhandledRejection', listener);
    }
  });
});

describe('favourites', () => {
  it('leaves the game type and vendor out of the favourite list query when not chosen', async () => {
    await fetchFavouriteList({ pageNo: 1, pageSize: 30, language: 'EN' });
    expect(platform.last().params).toStrictEqual({ pageNo: 1, pageSize: 30, language: 'EN' });
    await fetchFavouriteList({ pageNo: 1, pageSize: 30, language: 'EN', vendor: '' });
    expect(platform.last().params).toStrictEqual({ pageNo: 1, pageSize: 30, language: 'EN' });
    await fetchFavouriteList({ pageNo: 1, pageSize: 30, language: 'EN', gameType: 'LIVE', vendor: 'EVO' });
    expect(platform.last().params).toStrictEqual({ pageNo: 1, pageSize: 30, language: 'EN', gameType: 'LIVE', vendor: 'EVO' });
  });
});

describe('recent games', () => {
  const RECENT_FIELDS = { clientType: 2 };

  it('R7-39 lists recent games with page, pageSize, gameType, vassalage, language and clientType 2, and answers the page', async () => {
    const page = { list: [{ id: 'g1' }], totalPages: 1 };
    platform.answer(page);
    expect(await fetchRecentList({ page: 2, pageSize: 10, language: 'TY', gameType: 'SPORTS', vassalage: 'SBO' })).toStrictEqual(page);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/game/recent' });
    expect(platform.last().headers['Authorization']).toBe(`Bearer ${TOKEN}`);
    expect(platform.last().params).toStrictEqual({ ...RECENT_FIELDS, page: 2, pageSize: 10, language: 'TY', gameType: 'SPORTS', vassalage: 'SBO' });
  });

  it('R7-39 adds a played game with POST, its node id, and page, pageSize, gameType, vassalage, language and clientType 2', async () => {
    const page = { list: [{ id: 'g1' }], totalPages: 1 };
    platform.answer(page);
    expect(await addRecent({ nodeId: '100001', vassalage: 'PG', gameType: 'RNG' }, { page: 1, pageSize: 25, language: 'FIL' })).toStrictEqual(page);
    expect(platform.last()).toMatchObject({ method: 'POST', url: '/wps/game/recent' });
    expect(platform.last().data).toStrictEqual({ ...RECENT_FIELDS, nodeId: '100001', page: 1, pageSize: 25, gameType: 'RNG', vassalage: 'PG', language: 'FIL' });
    expect(platform.last().headers['Authorization']).toBe(`Bearer ${TOKEN}`);
  });

  it('leaves the game type and vendor out of the recent list query when not chosen', async () => {
    await fetchRecentList({ page: 1, pageSize: 10, language: 'EN' });
    expect(platform.last().params).toStrictEqual({ ...RECENT_FIELDS, page: 1, pageSize: 10, language: 'EN' });
    await fetchRecentList({ page: 1, pageSize: 10, language: 'EN', vassalage: '' });
    expect(platform.last().params).toStrictEqual({ ...RECENT_FIELDS, page: 1, pageSize: 10, language: 'EN' });
  });

  it('reports a refused recent list unless asked to stay quiet', async () => {
    platform.reply(REFUSAL);
    await expect(fetchRecentList({ page: 1, pageSize: 10, language: 'EN' })).rejects.toMatchObject({ code: 'GAME_REFUSED' });
    expect(platform.onError).toHaveBeenCalledTimes(1);
    await expect(fetchRecentList({ page: 1, pageSize: 10, language: 'EN' }, { quiet: true })).rejects.toMatchObject({ code: 'GAME_REFUSED' });
    expect(platform.onError).toHaveBeenCalledTimes(1);
  });

  it('records a played game quietly: a refusal never reaches the general error path', async () => {
    platform.reply(REFUSAL);
    await expect(addRecent({ nodeId: '100001', vassalage: 'PG' }, { page: 1, pageSize: 25, language: 'EN' })).rejects.toMatchObject({ code: 'GAME_REFUSED' });
    expect(platform.onError).not.toHaveBeenCalled();
  });
});

describe('hot matches', () => {
  it('asks with GET and answers the list of the answer', async () => {
    const list = [{ id: 1, home: 'A', away: 'B' }];
    platform.answer({ list });
    expect(await fetchHotMatches()).toStrictEqual(list);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/game/hot-matches', params: undefined });
  });

  it('reports a refusal unless asked to stay quiet', async () => {
    platform.reply(REFUSAL);
    await expect(fetchHotMatches()).rejects.toMatchObject({ code: 'GAME_REFUSED' });
    expect(platform.onError).toHaveBeenCalledTimes(1);
    await expect(fetchHotMatches({ quiet: true })).rejects.toMatchObject({ code: 'GAME_REFUSED' });
    expect(platform.onError).toHaveBeenCalledTimes(1);
  });
});

describe('launching a game', () => {
  it('launches a game with POST, the request as given and the token, and answers the launch value', async () => {
    const launch = { url: 'https://vendor.example/play' };
    platform.answer(launch);
    const request = { gameType: 'RNG' as const, vassalage: 'PG', gameId: 'g1' };
    expect(await launchGame(request)).toStrictEqual(launch);
    expect(platform.last()).toMatchObject({ method: 'POST', url: '/wps/game/launch' });
    expect(platform.last().data).toStrictEqual(request);
    expect(platform.last().headers['Authorization']).toBe(`Bearer ${TOKEN}`);
  });

  it('launches a lottery with POST and the request as given, and answers the launch value', async () => {
    const launch = { url: 'https://lottery.example/play' };
    platform.answer(launch);
    const request = { vassalage: 'TCG_SEA', prizeMode: 'SEA' as const, playType: 'trad' as const };
    expect(await launchLottery(request)).toStrictEqual(launch);
    expect(platform.last()).toMatchObject({ method: 'POST', url: '/wps/game/lottery/launch' });
    expect(platform.last().data).toStrictEqual(request);
  });

  it('reports a refused launch on the general error path', async () => {
    platform.reply(REFUSAL);
    await expect(launchGame({ vassalage: 'PG' })).rejects.toMatchObject({ code: 'GAME_REFUSED' });
    await expect(launchLottery({ vassalage: 'TCG_SEA' })).rejects.toMatchObject({ code: 'GAME_REFUSED' });
    expect(platform.onError).toHaveBeenCalledTimes(2);
  });
});
