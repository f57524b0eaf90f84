/** Notice reads reach the platform at most one per markReadThrottleMs (R7-19: 150 ms); none is dropped, later ones wait their turn. */
import { markAnnouncementRead } from '../../api/announcements.ts';
import { getMerchant } from '../../config/merchant.ts';

let nextAt = Number.NEGATIVE_INFINITY;

/** Sends one read when its turn comes; answers the unread notices left. */
export function markReadInTurn(announcementId: number, now: () => number = Date.now): Promise<number> {
  const at = Math.max(now(), nextAt);
  nextAt = at + getMerchant().constants.timings.markReadThrottleMs;
  const wait = at - now();
  if (wait <= 0) return markAnnouncementRead(announcementId);
  return new Promise((resolve) => setTimeout(resolve, wait)).then(() => markAnnouncementRead(announcementId));
}

export function resetMarkReadTurns(): void {
  nextAt = Number.NEGATIVE_INFINITY;
}
