/** A stand-in platform for the unread and unclaimed counts: each count endpoint answers its number, and the calls made are kept. */
import { vi } from 'vitest';
import { ENDPOINTS } from '../../../src/api/endpoints.ts';
import { http } from '../../../src/api/client.ts';
import type { BadgesState } from '../../../src/state/badges-store.ts';

const value = (url: string | undefined, counts: Partial<BadgesState>): unknown => {
  if (url === ENDPOINTS.rewardUnclaimed.path) return { count: counts.rewardUnclaimed ?? 0 };
  if (url === ENDPOINTS.notices.path) return { list: [], unreadCount: counts.notice ?? 0 };
  if (url === ENDPOINTS.announcements.path) {
    return { banners: [], player: [], popup: [], promotion: [], hot: [], agent: [], footer: { unreadCount: counts.agentNotice ?? 0, total: 0 } };
  }
  if (url === ENDPOINTS.inboxUnread.path) return counts.inbox ?? 0;
  if (url === ENDPOINTS.chatUnread.path) return counts.chat ?? 0;
  throw new Error(`unexpected call ${String(url)}`);
};

/** Answers the count calls with `counts`; returns the paths asked, in order. */
export function answerCounts(counts: Partial<BadgesState>): string[] {
  const asked: string[] = [];
  vi.spyOn(http, 'request').mockImplementation(async (config) => {
    asked.push(String(config.url));
    return { data: { success: true, value: value(config.url, counts) }, status: 200 } as never;
  });
  return asked;
}
