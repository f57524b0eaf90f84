/**
 * Game calls of SPEC 7 (Games): vendor setup, game lists, favourites, recent, hot games and matches,
 * launch. Each wrapper adds the merchant's fixed query fields (merchant, platform html5, client type 2).
 */
import { getMerchant } from '../config/merchant.ts';
import type {
  ClassifyResponse, FavouriteListQuery, FavouriteListResponse, Game, GameListQuery, GameListResponse, HotMatch, LaunchRequest, LaunchResponse,
  LotteryLaunchRequest, RecentAddRequest, RecentListQuery, RecentListResponse, VendorMappingResponse, VendorSortingResponse, VendorTypesResponse,
} from '../generated/api/game.ts';
import { call, type CallOptions } from './client.ts';

export type { Game, HotMatch, LaunchRequest, LotteryLaunchRequest } from '../generated/api/game.ts';
export type { Vendor } from '../generated/api/game.ts';

/** A game type the platform accepts in queries. */
export type GameType = NonNullable<GameListQuery['gameType']>;
/** One category of the vendor sorting, as the server sends it. */
export type SortingCategory = VendorSortingResponse['value'][number];
export type VendorMapping = VendorMappingResponse['value'];
export type GamePage = GameListResponse['value'];
export type ClassifyFilter = ClassifyResponse['value'][number];
/** One vendor and its game types (classify codes), as the server sends them. */
export type VendorGameTypes = VendorTypesResponse['value'][number];
export type RecentPage = RecentListResponse['value'];

function fixed(): Required<Pick<GameListQuery, 'merchant' | 'merchantCode' | 'platform' | 'clientType'>> {
  const { platform } = getMerchant();
  return { merchant: platform.merchantCode, merchantCode: platform.merchantCode, platform: platform.gameListPlatform, clientType: platform.clientType };
}

export function fetchVendorSorting(options?: CallOptions): Promise<SortingCategory[]> {
  return call('vendorSorting', undefined, options);
}

/** The game vendor mapping, by merchant (SPEC 7 Games). */
export function fetchVendorMapping(options?: CallOptions): Promise<VendorMapping> {
  return call('vendorMapping', { merchantCode: getMerchant().platform.merchantCode }, options);
}

/** Each vendor's game types (SPEC 7 Games): GET with typeId 1 and the merchant code. */
export function fetchVendorGameTypes(options?: CallOptions): Promise<VendorGameTypes[]> {
  return call('vendorTypes', { typeId: 1, merchantCode: getMerchant().platform.merchantCode }, options);
}

export function fetchClassify(gameType: GameType, options?: CallOptions): Promise<ClassifyFilter[]> {
  return call('gameClassify', { gameType }, options);
}

export interface GameListParams {
  gameType: GameType;
  pageNo: number;
  pageSize: number;
  language: string;
  vassalage?: string;
  gameName?: string;
  gameClassify?: string;
}

/** GET game list (R7-35): empty filters are left out of the query. */
function listQuery(params: GameListParams): GameListQuery {
  const query: GameListQuery = { ...fixed(), gameType: params.gameType, pageNo: params.pageNo, pageSize: params.pageSize, language: params.language };
  if (params.vassalage) query.vassalage = params.vassalage;
  if (params.gameName) query.gameName = params.gameName;
  if (params.gameClassify) query.gameClassify = params.gameClassify;
  return query;
}

/** Game lists asked for ahead of their screen, by query; the first identical request takes one over. */
const prefetchedLists = new Map<string, Promise<GamePage>>();

/**
 * Starts a (quiet) game list request while the app still boots, so the list the first screen shows
 * is on its way before that screen has rendered (speed).
 */
export function prefetchGameList(params: GameListParams): void {
  const query = listQuery(params);
  const key = JSON.stringify(query);
  if (prefetchedLists.has(key)) return;
  const request = call('gameList', query, { quiet: true });
  request.catch(() => undefined); // its taker sees the failure; nobody else must
  prefetchedLists.set(key, request);
}

export function fetchGameList(params: GameListParams, options?: CallOptions): Promise<GamePage> {
  const query = listQuery(params);
  const key = JSON.stringify(query);
  const early = prefetchedLists.get(key);
  if (early !== undefined) {
    prefetchedLists.delete(key);
    return early;
  }
  return call('gameList', query, options);
}

export function fetchFavouriteIds(pageSize: number, options?: CallOptions): Promise<string[]> {
  return call('favouriteIds', { pageNo: 1, pageSize }, options);
}

export interface FavouriteListParams { pageNo: number; pageSize: number; language: string; gameType?: GameType; vendor?: string }

export function fetchFavouriteList(params: FavouriteListParams, options?: CallOptions): Promise<FavouriteListResponse['value']> {
  const query: FavouriteListQuery = { pageNo: params.pageNo, pageSize: params.pageSize, language: params.language };
  if (params.gameType !== undefined) query.gameType = params.gameType;
  if (params.vendor) query.vendor = params.vendor;
  return call('favouriteList', query, options);
}

export async function addFavourite(nodeId: string, vendor: string): Promise<void> {
  await call('favouriteAdd', { nodeId, vendor });
}

export async function removeFavourite(nodeId: string, vendor: string): Promise<void> {
  await call('favouriteRemove', { nodeId, vendor });
}

export interface RecentListParams { page: number; pageSize: number; language: string; gameType?: GameType | undefined; vassalage?: string | undefined }

/** The recent page fields SPEC 7 lists for adding and listing: page, pageSize, gameType, vassalage, language, clientType 2. */
function recentQuery(params: RecentListParams): RecentListQuery {
  const query: RecentListQuery = { page: params.page, pageSize: params.pageSize, language: params.language, clientType: getMerchant().platform.clientType };
  if (params.gameType !== undefined) query.gameType = params.gameType;
  if (params.vassalage) query.vassalage = params.vassalage;
  return query;
}

export function fetchRecentList(params: RecentListParams, options?: CallOptions): Promise<RecentPage> {
  return call('recentList', recentQuery(params), options);
}

/** A game just played: its node id and vendor, and the recent page (of its type and vendor) to answer. */
export interface RecentGame { nodeId: string; vassalage: string; gameType?: GameType | undefined }

/** Records a played game (SPEC 7 Games); answers the recent page the request describes. */
export function addRecent(game: RecentGame, page: Omit<RecentListParams, 'gameType' | 'vassalage'>): Promise<RecentPage> {
  const request: RecentAddRequest = { ...recentQuery({ ...page, gameType: game.gameType, vassalage: game.vassalage }), nodeId: game.nodeId, vassalage: game.vassalage };
  return call('recentAdd', request, { quiet: true, silent: true });
}

/** Hot games (R7-40): merchantCode, isPlatform 2, language, platform html5. */
export async function fetchHotGames(language: string, options?: CallOptions): Promise<Game[]> {
  return (await call('hotGames', { ...fixed(), isPlatform: 2, language }, options)).list;
}

export async function fetchHotMatches(options?: CallOptions): Promise<HotMatch[]> {
  return (await call('hotMatches', undefined, options)).list;
}

export function launchGame(request: LaunchRequest): Promise<LaunchResponse['value']> {
  return call('launchGame', request);
}

export function launchLottery(request: LotteryLaunchRequest): Promise<LaunchResponse['value']> {
  return call('launchLottery', request);
}
