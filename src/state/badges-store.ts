/**
 * The one store of unread and unclaimed counts (SPEC 2.3, 2.8, 2.13, 6): the footer, mid
 * navigation, drawer, agent footer and message centre all read it. Fetched after login, when the page
 * becomes visible again and after a notice is read.
 */
import { proxy, useSnapshot } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { fetchAgentAnnouncementUnread, fetchNoticeUnread } from '../api/announcements.ts';
import { fetchChatUnread } from '../api/chat.ts';
import { fetchInboxUnreadCount } from '../api/inbox.ts';
import { fetchUnclaimedRewardCount } from '../api/promotion.ts';
import { effectiveConfig } from '../config/effective-config.ts';
import { isAgentType, TRIAL_TYPE } from '../config/member-types.ts';
import { getMerchant } from '../config/merchant.ts';
import type { LayoutItem } from '../generated/merchant.ts';
import { platformValues } from './effective-config.ts';
import { sessionStore } from './session-store.ts';
import { systemStore } from './system-store.ts';

/** A badge a layout item may name (the merchant schema's `badge`). */
export type BadgeName = NonNullable<LayoutItem['badge']>;

/** One fetched count per badge; `messages` is not fetched but summed (totalUnread). */
export type BadgesState = Record<Exclude<BadgeName, 'messages'>, number>;

const initial = (): BadgesState => ({ rewardUnclaimed: 0, notice: 0, agentNotice: 0, inbox: 0, chat: 0 });

export const badgesStore = proxy<BadgesState>(initial());

/** Which counts a session may ask for (R6-6, R6-7): none for guests; inbox and chat not for type 4; chat only with CBS3. */
export function askedBadges(type: number | undefined, chatOn: boolean): Set<keyof BadgesState> {
  const asked = new Set<keyof BadgesState>();
  if (type === undefined) return asked;
  asked.add('notice');
  if (isAgentType(type)) asked.add('agentNotice');
  if (type !== TRIAL_TYPE) {
    asked.add('rewardUnclaimed');
    asked.add('inbox');
    if (chatOn) asked.add('chat');
  }
  return asked;
}

const FETCH: Readonly<Record<keyof BadgesState, () => Promise<number>>> = {
  rewardUnclaimed: () => fetchUnclaimedRewardCount({ quiet: true, silent: true }),
  notice: () => fetchNoticeUnread('PL', { quiet: true, silent: true }),
  agentNotice: () => fetchAgentAnnouncementUnread({ quiet: true, silent: true }),
  inbox: () => fetchInboxUnreadCount({ quiet: true, silent: true }),
  chat: () => fetchChatUnread({ quiet: true, silent: true }),
};

const chatFlag = (): boolean => effectiveConfig(getMerchant(), platformValues(systemStore.status)).whitelabel.CBS3;

/** Bumped by every refresh: an answer for an older session or flag state is dropped. */
let generation = 0;

/** Fetches every count the session may ask for; the others are 0. A failed count reads 0 (the calls are quiet: no alert). */
export async function refreshBadges(): Promise<void> {
  generation += 1;
  const mine = generation;
  const asked = askedBadges(sessionStore.session?.type, chatFlag());
  await Promise.all((Object.keys(FETCH) as (keyof BadgesState)[]).map(async (name) => {
    const count = asked.has(name) ? await FETCH[name]().catch(() => 0) : 0;
    if (mine === generation) badgesStore[name] = count;
  }));
}

let timer: ReturnType<typeof setTimeout> | undefined;
let lastAt = Number.NEGATIVE_INFINITY;

/** refreshBadges at most once per unread throttle (R7-22, R7-26: 250 ms); a call inside the window runs once at its end. */
export function requestBadges(now: () => number = Date.now): void {
  const wait = lastAt + getMerchant().constants.timings.unreadThrottleMs - now();
  if (timer !== undefined) return;
  if (wait <= 0) {
    lastAt = now();
    void refreshBadges();
    return;
  }
  timer = setTimeout(() => {
    timer = undefined;
    requestBadges(now);
  }, wait);
}

/** Refreshes on sign-in and sign-out, when the platform's flags arrive and when the page is visible again; returns the undo. */
export function watchBadges(): () => void {
  const onVisible = (): void => {
    if (document.visibilityState === 'visible') requestBadges();
  };
  const stops = [subscribeKey(sessionStore, 'session', () => requestBadges()), subscribeKey(systemStore, 'status', () => requestBadges())];
  document.addEventListener('visibilitychange', onVisible);
  requestBadges();
  return () => {
    stops.forEach((stop) => stop());
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** A count the platform answered with another call (the inbox answers its unread count on list, read and delete). */
export function showBadgeCount(name: keyof BadgesState, count: number): void {
  badgesStore[name] = count;
}

export function resetBadgesStore(): void {
  generation += 1;
  clearTimeout(timer);
  timer = undefined;
  lastAt = Number.NEGATIVE_INFINITY;
  Object.assign(badgesStore, initial());
}

/** What a badge shows: nothing at 0 or without a session, the count up to the cap, then "<cap>+" (SPEC 2.3, 2.8). */
export function badgeText(count: number, hasSession: boolean, cap: number): string | undefined {
  if (!hasSession || count <= 0) return undefined;
  return count > cap ? `${cap}+` : String(count);
}

/** The total unread count (SPEC 3, R3-34): chat, inbox and announcements together. */
export function totalUnread(counts: Readonly<BadgesState>): number {
  return counts.chat + counts.inbox + counts.notice;
}

/** One count, read as a leaf so a component re-renders only when its own badge changes. */
export function useBadge(name: BadgeName | undefined): number {
  const snap = useSnapshot(badgesStore);
  if (name === undefined) return 0;
  return name === 'messages' ? totalUnread(snap) : snap[name];
}
