/** Calls of the lazy home sections (SPEC 2.14, 7): winner board, lottery draws, partners (hot news reads the notices of api/announcements.ts). */
import type { LotteryDrawsResponse, PartnersResponse, WinnerBoardResponse } from '../generated/api/home.ts';
import { call, type CallOptions } from './client.ts';

export type Winner = WinnerBoardResponse['value']['list'][number];
export type LotteryDraw = LotteryDrawsResponse['value']['list'][number];
export type Partner = PartnersResponse['value']['list'][number];

/** The newest big wins (SPEC 3: winner board {list}). */
export async function fetchWinners(size: number, options?: CallOptions): Promise<Winner[]> {
  return (await call('winnerBoard', { size }, options)).list;
}

/** Each lottery's latest draw and the time of its next one (SPEC 7: lottery list, GET). */
export async function fetchLotteryDraws(options?: CallOptions): Promise<LotteryDraw[]> {
  return (await call('lotteryDraws', {}, options)).list;
}

export async function fetchPartners(options?: CallOptions): Promise<Partner[]> {
  return (await call('partners', undefined, options)).list;
}

