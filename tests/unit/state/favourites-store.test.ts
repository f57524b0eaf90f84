// @vitest-environment node
/** The favourites store (SPEC 2.3, 4): the ids loaded once per session, the strip's first page, adding and removing with rollback. */
import { snapshot } from 'valtio';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import type { CallOptions } from '../../../src/api/client.ts';
import type { FavouriteListParams, Game, GamePage } from '../../../src/api/games.ts';
import { setMerchant } from '../../../src/config/merchant.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';
import {
  addToFavourites, favouritesStore, loadFavouriteIds, loadFavouriteStrip, removeFromFavourites, resetFavouritesStore,
} from '../../../src/state/favourites-store.ts';
import { testGame } from '../lobby/game-fixture.ts';
import { deferred } from './deferred.ts';

const api = vi.hoisted(() => ({
  addFavourite: vi.fn<(id: string, vendor: string) => Promise<void>>(),
  removeFavourite: vi.fn<(id: string, vendor: string) => Promise<void>>(),
  fetchFavouriteIds: vi.fn<(size: number, options?: CallOptions) => Promise<string[]>>(),
  fetchFavouriteList: vi.fn<(params: FavouriteListParams, options?: CallOptions) => Promise<GamePage>>(),
}));
vi.mock('../../../src/api/games.ts', async (original) => ({ ...(await original<object>()), ...api }));

const page = (content: Game[]): GamePage => ({ content, pageNum: 1, totalPages: 1 } as unknown as GamePage);
const refused = () => new Error('refused');
const A = testGame('1');
const B = testGame('2');
const C = testGame('3');
const stripIds = () => favouritesStore.strip.map((g) => g.nodeId);

beforeAll(() => {
  setMerchant(ttslot as unknown as Merchant);
});
beforeEach(() => {
  resetFavouritesStore();
  api.addFavourite.mockReset().mockResolvedValue(undefined);
  api.removeFavourite.mockReset().mockResolvedValue(undefined);
  api.fetchFavouriteIds.mockReset().mockResolvedValue([]);
  api.fetchFavouriteList.mockReset().mockResolvedValue(page([]));
});

describe('favourite ids (one load per session)', () => {
  it('asks quietly for the merchant\'s page size of ids and keeps them as strings', async () => {
    api.fetchFavouriteIds.mockResolvedValue(['7', '8']);
    await loadFavouriteIds('token-a');
    expect(api.fetchFavouriteIds.mock.calls).toStrictEqual([[ttslot.constants.pageSizes.favouriteIds, { quiet: true }]]);
    expect(snapshot(favouritesStore)).toStrictEqual({ ids: ['7', '8'], strip: [], loadedFor: 'token-a' });
  });

  it('does not ask again for the same token, but does for a new one', async () => {
    await loadFavouriteIds('token-a');
    await loadFavouriteIds('token-a');
    expect(api.fetchFavouriteIds).toHaveBeenCalledOnce();
    await loadFavouriteIds('token-b');
    expect(api.fetchFavouriteIds).toHaveBeenCalledTimes(2);
  });

  it('a failed load keeps the ids and lets the same token load again', async () => {
    favouritesStore.ids = ['5'];
    api.fetchFavouriteIds.mockRejectedValueOnce(refused()).mockResolvedValueOnce(['6']);
    await expect(loadFavouriteIds('token-a')).resolves.toBeUndefined();
    expect(snapshot(favouritesStore)).toStrictEqual({ ids: ['5'], strip: [], loadedFor: undefined });
    await loadFavouriteIds('token-a');
    expect(api.fetchFavouriteIds).toHaveBeenCalledTimes(2);
    expect(favouritesStore.ids).toStrictEqual(['6']);
  });
});

describe('favourites strip (first page)', () => {
  it('asks quietly for the first page in the merchant\'s page size and the given language', async () => {
    api.fetchFavouriteList.mockResolvedValue(page([A, B]));
    await loadFavouriteStrip('AR');
    expect(api.fetchFavouriteList.mock.calls).toStrictEqual([
      [{ pageNo: 1, pageSize: ttslot.constants.pageSizes.favourites, language: 'AR' }, { quiet: true }],
    ]);
    expect(stripIds()).toStrictEqual(['1', '2']);
  });

  it('a failed load empties the strip', async () => {
    favouritesStore.strip = [A];
    api.fetchFavouriteList.mockRejectedValue(refused());
    await expect(loadFavouriteStrip('EN')).resolves.toBeUndefined();
    expect(favouritesStore.strip).toStrictEqual([]);
  });
});

describe('adding a favourite', () => {
  it('puts the game first in the ids and in the strip', async () => {
    favouritesStore.ids = ['2'];
    favouritesStore.strip = [B];
    await expect(addToFavourites(A)).resolves.toBe('added');
    expect(favouritesStore.ids).toStrictEqual(['1', '2']);
    expect(stripIds()).toStrictEqual(['1', '2']);
  });

  it('does not show a game twice in the strip when the strip already has it', async () => {
    favouritesStore.strip = [B, testGame('1', { nodeId: 1 as unknown as string }), C];
    await expect(addToFavourites(A)).resolves.toBe('added');
    expect(favouritesStore.ids).toStrictEqual(['1']);
    expect(favouritesStore.strip.map((g) => String(g.nodeId))).toStrictEqual(['2', '1', '3']);
  });

  it('a refused add takes the game out of the ids again, keeps the others and leaves the strip alone', async () => {
    favouritesStore.ids = ['2'];
    favouritesStore.strip = [B];
    api.addFavourite.mockRejectedValue(refused());
    await expect(addToFavourites(A)).rejects.toThrow('refused');
    expect(favouritesStore.ids).toStrictEqual(['2']);
    expect(stripIds()).toStrictEqual(['2']);
  });
});

describe('removing a favourite', () => {
  it('takes the game out of the ids and the strip at once, keeping the others', async () => {
    favouritesStore.ids = ['1', '2'];
    favouritesStore.strip = [A, B];
    const answer = deferred<undefined>();
    api.removeFavourite.mockReturnValue(answer.promise);
    const removing = removeFromFavourites(A);
    expect(api.removeFavourite.mock.calls).toStrictEqual([['1', 'PG']]);
    expect(favouritesStore.ids).toStrictEqual(['2']);
    expect(stripIds()).toStrictEqual(['2']);
    answer.resolve(undefined);
    await removing;
    expect(favouritesStore.ids).toStrictEqual(['2']);
    expect(stripIds()).toStrictEqual(['2']);
  });

  it('a refused removal puts back the ids and the strip as they were', async () => {
    favouritesStore.ids = ['2', '1'];
    favouritesStore.strip = [B, A, C];
    api.removeFavourite.mockRejectedValue(refused());
    await expect(removeFromFavourites(A)).rejects.toThrow('refused');
    expect(favouritesStore.ids).toStrictEqual(['2', '1']);
    expect(stripIds()).toStrictEqual(['2', '1', '3']);
  });
});
