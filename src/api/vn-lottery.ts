/** The Vietnamese lottery and its numero (SPEC 7 Games): each province's region, draw days, next draw and latest special prize. */
import type { VnLottery } from '../generated/api/game.ts';
import { call, type CallOptions } from './client.ts';

export type { VnLottery };
export type VnRegion = VnLottery['region'];

export async function fetchVnLottery(language: string, options?: CallOptions): Promise<VnLottery[]> {
  return (await call('vnLottery', { language }, options)).list;
}
