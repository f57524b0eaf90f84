import { proxy, useSnapshot } from 'valtio';
import { call } from '../api/client.ts';
import { TRIAL_TYPE } from '../config/member-types.ts';
import { sessionStore } from './session-store.ts';

interface BadgesState {
  /** Unclaimed promotions of the reward center (SPEC 2.3). */
  rewardUnclaimed: number;
}

export const badgesStore = proxy<BadgesState>({ rewardUnclaimed: 0 });

export async function refreshRewardBadge(): Promise<void> {
  if (sessionStore.session === undefined || sessionStore.session.type === TRIAL_TYPE) {
    badgesStore.rewardUnclaimed = 0;
    return;
  }
  try {
    badgesStore.rewardUnclaimed = (await call<{ count: number }>('rewardUnclaimed', undefined, { quiet: true })).count;
  } catch {
    badgesStore.rewardUnclaimed = 0;
  }
}

/** What a badge shows: nothing at 0 or without a session, the count up to the cap, then "<cap>+" (SPEC 2.3, 2.8). */
export function badgeText(count: number, hasSession: boolean, cap: number): string | undefined {
  if (!hasSession || count <= 0) return undefined;
  return count > cap ? `${cap}+` : String(count);
}

export function useBadges(): Readonly<BadgesState> {
  return useSnapshot(badgesStore);
}
