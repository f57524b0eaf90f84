import { proxy, useSnapshot } from 'valtio';
import { fetchUnclaimedRewardCount } from '../api/promotion.ts';
import { TRIAL_TYPE } from '../config/member-types.ts';
import { sessionStore } from './session-store.ts';

interface BadgesState {
  /** Unclaimed promotions of the reward center (SPEC 2.3). */
  rewardUnclaimed: number;
}

const initial = (): BadgesState => ({ rewardUnclaimed: 0 });

export const badgesStore = proxy<BadgesState>(initial());

export function resetBadgesStore(): void {
  Object.assign(badgesStore, initial());
}

export async function refreshRewardBadge(): Promise<void> {
  if (sessionStore.session === undefined || sessionStore.session.type === TRIAL_TYPE) {
    badgesStore.rewardUnclaimed = 0;
    return;
  }
  try {
    badgesStore.rewardUnclaimed = await fetchUnclaimedRewardCount({ quiet: true });
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
