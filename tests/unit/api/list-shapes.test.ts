// @vitest-environment node
/** The list answers of SPEC 3, each read by the client from an answer of exactly its shape. */
import { beforeEach, describe, expect, it } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import { fetchFavouriteList, fetchGameList, fetchHotGames, fetchRecentList } from '../../../src/api/games.ts';
import { fetchWinners } from '../../../src/api/home-sections.ts';
import { setMerchant } from '../../../src/config/merchant.ts';
import type { FavouriteListResponse, GameListResponse, HotGamesResponse, RecentListResponse } from '../../../src/generated/api/game.ts';
import type { WinnerBoardResponse } from '../../../src/generated/api/home.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { testGame } from '../lobby/game-fixture.ts';
import { installStubPlatform, type StubPlatform } from './stub-platform.ts';

let platform: StubPlatform;
beforeEach(() => {
  setMerchant(ttslot as unknown as Merchant);
  platform = installStubPlatform(() => 'tok-0123456789abcdef');
});

const [first, second, third] = [testGame('1'), testGame('2'), testGame('3')];

describe('list answers (SPEC 3)', () => {
  it('R3-15 game lists are read as {games, pageNum, totalPages}, favourites {content, pageNum, totalPages}, recent {list, totalPages}, hot games and the winner board {list}', async () => {
    const games: GameListResponse['value'] = { games: [first, second], pageNum: 2, totalPages: 5, total: 10 };
    platform.answer(games);
    const page = await fetchGameList({ gameType: 'RNG', pageNo: 2, pageSize: 2, language: 'SHAPES' });
    expect([page.games, page.pageNum, page.totalPages]).toStrictEqual([[first, second], 2, 5]);

    const favourites: FavouriteListResponse['value'] = { content: [third], pageNum: 1, totalPages: 4 };
    platform.answer(favourites);
    const favourite = await fetchFavouriteList({ pageNo: 1, pageSize: 1, language: 'EN' });
    expect([favourite.content, favourite.pageNum, favourite.totalPages]).toStrictEqual([[third], 1, 4]);

    const recent: RecentListResponse['value'] = { list: [second, first], totalPages: 3 };
    platform.answer(recent);
    const played = await fetchRecentList({ page: 1, pageSize: 2, language: 'EN' });
    expect([played.list, played.totalPages]).toStrictEqual([[second, first], 3]);

    const hot: HotGamesResponse['value'] = { list: [third, first] };
    platform.answer(hot);
    expect(await fetchHotGames('EN')).toStrictEqual([third, first]);

    const winners: WinnerBoardResponse['value'] = {
      list: [{ id: 7, userName: 'pl***01', amount: 1250.5, currencySymbol: '₱', gameName: 'Golden Tiger', nodeId: '1', vassalage: 'PG', category: 'RNG', iconUrl: '', winTime: 1_767_225_600_000 }],
    };
    platform.answer(winners);
    expect(await fetchWinners(10)).toStrictEqual(winners.list);
  });
});
