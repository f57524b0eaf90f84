/** Promotion calls (SPEC 7 Promotion). */
import { call, type CallOptions } from './client.ts';

/** Unclaimed promotions for the reward badge (SPEC 2.3). */
export async function fetchUnclaimedRewardCount(options?: CallOptions): Promise<number> {
  return (await call('rewardUnclaimed', undefined, options)).count;
}
