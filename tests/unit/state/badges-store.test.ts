/** The one store of unread and unclaimed counts (SPEC 2.3, 2.8, 6): which counts a session asks, stale answers dropped, the throttled requests and their watchers. */
import { act, renderHook } from '@testing-library/react';
import { snapshot } from 'valtio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import type { CallOptions } from '../../../src/api/client.ts';
import type { SystemStatus } from '../../../src/api/system.ts';
import { setMerchant } from '../../../src/config/merchant.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';
import {
  askedBadges, badgesStore, badgeText, refreshBadges, requestBadges, resetBadgesStore, showBadgeCount, totalUnread, useBadge, watchBadges,
} from '../../../src/state/badges-store.ts';
import { endSession, type SessionRecord, startSession } from '../../../src/state/session-store.ts';
import { systemStore } from '../../../src/state/system-store.ts';
import { deferred } from './deferred.ts';

const api = vi.hoisted(() => ({
  fetchUnclaimedRewardCount: vi.fn<(options?: CallOptions) => Promise<number>>(),
  fetchNoticeUnread: vi.fn<(types: 'PL' | 'A', options?: CallOptions) => Promise<number>>(),
  fetchAgentAnnouncementUnread: vi.fn<(options?: CallOptions) => Promise<number>>(),
  fetchInboxUnreadCount: vi.fn<(options?: CallOptions) => Promise<number>>(),
  fetchChatUnread: vi.fn<(options?: CallOptions) => Promise<number>>(),
}));
vi.mock('../../../src/api/promotion.ts', async (original) => ({ ...(await original<object>()), fetchUnclaimedRewardCount: api.fetchUnclaimedRewardCount }));
vi.mock('../../../src/api/announcements.ts', async (original) => ({
  ...(await original<object>()), fetchNoticeUnread: api.fetchNoticeUnread, fetchAgentAnnouncementUnread: api.fetchAgentAnnouncementUnread,
}));
vi.mock('../../../src/api/inbox.ts', async (original) => ({ ...(await original<object>()), fetchInboxUnreadCount: api.fetchInboxUnreadCount }));
vi.mock('../../../src/api/chat.ts', async (original) => ({ ...(await original<object>()), fetchChatUnread: api.fetchChatUnread }));

const TTSLOT = ttslot as unknown as Merchant;
const THROTTLE = TTSLOT.constants.timings.unreadThrottleMs;
const withChat = (on: boolean): void => setMerchant({ ...TTSLOT, whitelabel: { ...TTSLOT.whitelabel, CBS3: on } });
const signIn = (type: number): void => {
  startSession({ token: `token-${type}`, merchantCode: 'ttslot', userName: 'demo01', type: type as SessionRecord['type'], firstTimeLogin: false, read: true }, { remember: false });
};
const ZERO = { rewardUnclaimed: 0, notice: 0, agentNotice: 0, inbox: 0, chat: 0 };
const COUNTS = { rewardUnclaimed: 5, notice: 3, agentNotice: 2, inbox: 7, chat: 4 };
const answer = (counts: typeof COUNTS): void => {
  api.fetchUnclaimedRewardCount.mockResolvedValue(counts.rewardUnclaimed);
  api.fetchNoticeUnread.mockResolvedValue(counts.notice);
  api.fetchAgentAnnouncementUnread.mockResolvedValue(counts.agentNotice);
  api.fetchInboxUnreadCount.mockResolvedValue(counts.inbox);
  api.fetchChatUnread.mockResolvedValue(counts.chat);
};
const clearCalls = (): void => Object.values(api).forEach((fn) => fn.mockClear());
/** How many refreshes asked the platform: each one asks the notice count (every signed-in session may ask it). */
const refreshes = (): number => api.fetchNoticeUnread.mock.calls.length;
/** Lets valtio's subscribers and the fake answers run. */
const settle = async (): Promise<void> => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};
const sorted = (names: Set<string>): string[] => [...names].sort();

let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  Object.values(api).forEach((fn) => fn.mockReset());
  answer(COUNTS);
  withChat(true);
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

afterEach(() => {
  resetBadgesStore();
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('the counts store (SPEC 2.3, 2.8, 6)', () => {
  it('starts at 0 for every count', () => {
    expect(snapshot(badgesStore)).toStrictEqual(ZERO);
  });

  it('a count the platform answered with another call is shown as it is', () => {
    showBadgeCount('inbox', 9);
    expect(snapshot(badgesStore)).toStrictEqual({ ...ZERO, inbox: 9 });
    showBadgeCount('chat', 2);
    expect(snapshot(badgesStore)).toStrictEqual({ ...ZERO, inbox: 9, chat: 2 });
  });

  it('reset brings every count back to 0', () => {
    Object.assign(badgesStore, COUNTS);
    resetBadgesStore();
    expect(snapshot(badgesStore)).toStrictEqual(ZERO);
  });
});

describe('which counts a session may ask for (SPEC 6)', () => {
  it('a guest asks for none', () => {
    expect(sorted(askedBadges(undefined, true))).toStrictEqual([]);
  });

  it('a member asks for the notices, rewards, inbox and chat; no chat without the chat flag; no agent announcements', () => {
    expect(sorted(askedBadges(0, true))).toStrictEqual(['chat', 'inbox', 'notice', 'rewardUnclaimed']);
    expect(sorted(askedBadges(0, false))).toStrictEqual(['inbox', 'notice', 'rewardUnclaimed']);
    expect(sorted(askedBadges(40, true))).toStrictEqual(['chat', 'inbox', 'notice', 'rewardUnclaimed']);
  });

  it('an agent also asks for its announcements', () => {
    expect(sorted(askedBadges(1, true))).toStrictEqual(['agentNotice', 'chat', 'inbox', 'notice', 'rewardUnclaimed']);
    expect(sorted(askedBadges(2, false))).toStrictEqual(['agentNotice', 'inbox', 'notice', 'rewardUnclaimed']);
  });

  it('a trial account asks only for the notices, even with the chat flag', () => {
    expect(sorted(askedBadges(4, true))).toStrictEqual(['notice']);
  });
});

describe('refreshing the counts', () => {
  it('a guest asks nothing and every count reads 0', async () => {
    Object.assign(badgesStore, COUNTS);
    await expect(refreshBadges()).resolves.toBeUndefined();
    Object.values(api).forEach((fn) => expect(fn).not.toHaveBeenCalled());
    expect(snapshot(badgesStore)).toStrictEqual(ZERO);
  });

  it('an agent asks every count quietly and in the background (no progress bar), the notices of players, and keeps each answer', async () => {
    signIn(1);
    await refreshBadges();
    expect(api.fetchUnclaimedRewardCount.mock.calls).toStrictEqual([[{ quiet: true, silent: true }]]);
    expect(api.fetchNoticeUnread.mock.calls).toStrictEqual([['PL', { quiet: true, silent: true }]]);
    expect(api.fetchAgentAnnouncementUnread.mock.calls).toStrictEqual([[{ quiet: true, silent: true }]]);
    expect(api.fetchInboxUnreadCount.mock.calls).toStrictEqual([[{ quiet: true, silent: true }]]);
    expect(api.fetchChatUnread.mock.calls).toStrictEqual([[{ quiet: true, silent: true }]]);
    expect(snapshot(badgesStore)).toStrictEqual(COUNTS);
  });

  it('a count not asked reads 0, even after an earlier answer', async () => {
    signIn(1);
    await refreshBadges();
    signIn(4);
    clearCalls();
    await refreshBadges();
    expect(api.fetchNoticeUnread).toHaveBeenCalledTimes(1);
    expect(api.fetchUnclaimedRewardCount).not.toHaveBeenCalled();
    expect(api.fetchAgentAnnouncementUnread).not.toHaveBeenCalled();
    expect(api.fetchInboxUnreadCount).not.toHaveBeenCalled();
    expect(api.fetchChatUnread).not.toHaveBeenCalled();
    expect(snapshot(badgesStore)).toStrictEqual({ ...ZERO, notice: 3 });
  });

  it('the chat count is asked only with the merchant\'s chat flag on', async () => {
    signIn(0);
    withChat(false);
    showBadgeCount('chat', 8);
    await refreshBadges();
    expect(api.fetchChatUnread).not.toHaveBeenCalled();
    expect(snapshot(badgesStore)).toStrictEqual({ ...COUNTS, agentNotice: 0, chat: 0 });
  });

  it('the platform\'s chat flag wins over the merchant\'s', async () => {
    signIn(0);
    systemStore.status = { info: { whitelabel: { CBS3: false }, modules: {} } } as unknown as SystemStatus;
    await refreshBadges();
    expect(api.fetchChatUnread).not.toHaveBeenCalled();
    withChat(false);
    systemStore.status = { info: { whitelabel: { CBS3: true }, modules: {} } } as unknown as SystemStatus;
    await refreshBadges();
    expect(api.fetchChatUnread).toHaveBeenCalledTimes(1);
    expect(badgesStore.chat).toBe(4);
  });

  it('a failed count reads 0 and the others are kept', async () => {
    signIn(1);
    showBadgeCount('inbox', 6);
    api.fetchInboxUnreadCount.mockRejectedValue(new Error('busy'));
    await expect(refreshBadges()).resolves.toBeUndefined();
    expect(snapshot(badgesStore)).toStrictEqual({ ...COUNTS, inbox: 0 });
  });

  it('an answer of an older refresh is dropped; the newer one is kept', async () => {
    signIn(0);
    const old = deferred<number>();
    api.fetchNoticeUnread.mockReturnValueOnce(old.promise).mockResolvedValueOnce(9);
    const first = refreshBadges();
    await refreshBadges();
    expect(badgesStore.notice).toBe(9);
    old.resolve(1);
    await first;
    expect(snapshot(badgesStore)).toStrictEqual({ ...COUNTS, agentNotice: 0, notice: 9 });
  });

  it('an answer that arrives after a reset is dropped, also when a new refresh has started since', async () => {
    signIn(0);
    const old = deferred<number>();
    const next = deferred<number>();
    api.fetchNoticeUnread.mockReturnValueOnce(old.promise).mockReturnValueOnce(next.promise);
    const first = refreshBadges();
    resetBadgesStore();
    const second = refreshBadges();
    old.resolve(1);
    await first;
    expect(badgesStore.notice).toBe(0);
    next.resolve(2);
    await second;
    expect(snapshot(badgesStore)).toStrictEqual({ ...COUNTS, agentNotice: 0, notice: 2 });
  });

  it('an answer that arrives after a reset alone is dropped', async () => {
    signIn(1);
    const old = deferred<number>();
    api.fetchChatUnread.mockReturnValueOnce(old.promise);
    const first = refreshBadges();
    resetBadgesStore();
    old.resolve(5);
    await first;
    expect(snapshot(badgesStore)).toStrictEqual(ZERO);
  });
});

describe('requests, at most one refresh per throttle window (R7-22: 250 ms)', () => {
  beforeEach(() => {
    // signed in before the fake clock: jsdom's storage writes leave timers of their own
    signIn(0);
    vi.useFakeTimers({ now: 10_000 });
  });

  it('the first request refreshes at once and leaves no timer', async () => {
    requestBadges();
    expect(refreshes()).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
    await settle();
    expect(snapshot(badgesStore)).toStrictEqual({ ...COUNTS, agentNotice: 0 });
  });

  it('a request inside the window waits for its end, one timer for any number of requests', async () => {
    requestBadges();
    await vi.advanceTimersByTimeAsync(100);
    requestBadges();
    expect(refreshes()).toBe(1);
    expect(vi.getTimerCount()).toBe(1);
    requestBadges();
    await vi.advanceTimersByTimeAsync(50);
    requestBadges();
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(THROTTLE - 151);
    expect(refreshes()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshes()).toBe(2);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(THROTTLE * 4);
    expect(refreshes()).toBe(2);
  });

  it('a request exactly at the end of the window refreshes at once', () => {
    requestBadges();
    vi.advanceTimersByTime(THROTTLE);
    requestBadges();
    expect(refreshes()).toBe(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('after a delayed refresh the window starts again from it', async () => {
    requestBadges();
    await vi.advanceTimersByTimeAsync(50);
    requestBadges();
    await vi.advanceTimersByTimeAsync(THROTTLE - 50);
    expect(refreshes()).toBe(2);
    await vi.advanceTimersByTimeAsync(THROTTLE - 1);
    requestBadges();
    expect(refreshes()).toBe(2);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshes()).toBe(3);
    await vi.advanceTimersByTimeAsync(THROTTLE);
    requestBadges();
    expect(refreshes()).toBe(4);
  });

  it('the timer waits exactly the rest of the window', () => {
    requestBadges();
    vi.advanceTimersByTime(100);
    requestBadges();
    vi.advanceTimersToNextTimer();
    expect(Date.now()).toBe(10_000 + THROTTLE);
    expect(refreshes()).toBe(2);
  });

  it('reads the given clock, also when the timer asks again', () => {
    let clock = 1_000_000;
    const now = (): number => clock;
    requestBadges(now);
    clock += THROTTLE - 1;
    requestBadges(now);
    expect(refreshes()).toBe(1);
    expect(vi.getTimerCount()).toBe(1);
    clock += 1;
    vi.advanceTimersByTime(1);
    expect(refreshes()).toBe(2);
  });

  it('reset clears the waiting timer and its refresh, and opens the window again', async () => {
    requestBadges();
    requestBadges();
    expect(vi.getTimerCount()).toBe(1);
    resetBadgesStore();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(THROTTLE * 2);
    expect(refreshes()).toBe(1);
    vi.setSystemTime(20_000);
    requestBadges();
    resetBadgesStore();
    requestBadges();
    expect(refreshes()).toBe(3);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('watching sign-in, the platform\'s flags and the page\'s visibility', () => {
  beforeEach(() => {
    // signed in before the fake clock: jsdom's storage writes leave timers of their own
    signIn(0);
    vi.useFakeTimers({ now: 10_000 });
  });

  it('requests at once when it starts', () => {
    const stop = watchBadges();
    expect(refreshes()).toBe(1);
    stop();
  });

  it('requests on a session change and on new platform flags', async () => {
    const stop = watchBadges();
    await vi.advanceTimersByTimeAsync(THROTTLE);
    signIn(2);
    await settle();
    expect(refreshes()).toBe(2);
    expect(api.fetchAgentAnnouncementUnread).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(THROTTLE);
    systemStore.status = { info: { whitelabel: {}, modules: {} } } as unknown as SystemStatus;
    await settle();
    expect(refreshes()).toBe(3);
    await vi.advanceTimersByTimeAsync(THROTTLE);
    systemStore.fresh = true;
    await settle();
    expect(refreshes()).toBe(3);
    stop();
  });

  it('requests when the page becomes visible, not when it is hidden', async () => {
    const stop = watchBadges();
    await vi.advanceTimersByTimeAsync(THROTTLE);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(refreshes()).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(refreshes()).toBe(2);
    stop();
  });

  it('after the undo nothing requests any more', async () => {
    const stop = watchBadges();
    await vi.advanceTimersByTimeAsync(THROTTLE);
    stop();
    document.dispatchEvent(new Event('visibilitychange'));
    signIn(1);
    await settle();
    systemStore.status = { info: { whitelabel: {}, modules: {} } } as unknown as SystemStatus;
    await settle();
    endSession();
    await vi.advanceTimersByTimeAsync(THROTTLE * 2);
    expect(refreshes()).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('what a badge shows (SPEC 2.3, 2.8)', () => {
  it('nothing without a session, at 0 or below', () => {
    expect(badgeText(5, false, 99)).toBeUndefined();
    expect(badgeText(0, true, 99)).toBeUndefined();
    expect(badgeText(-1, true, 99)).toBeUndefined();
  });

  it('the count up to the cap, then the cap and a plus', () => {
    expect(badgeText(1, true, 99)).toBe('1');
    expect(badgeText(99, true, 99)).toBe('99');
    expect(badgeText(100, true, 99)).toBe('99+');
  });

  it('the total unread is chat, inbox and announcements, not rewards or agent announcements', () => {
    expect(totalUnread({ chat: 1, inbox: 2, notice: 4, rewardUnclaimed: 8, agentNotice: 16 })).toBe(7);
  });
});

describe('reading one count in a component', () => {
  it('no badge reads 0; a badge its count; messages the total unread', () => {
    Object.assign(badgesStore, { rewardUnclaimed: 8, notice: 4, agentNotice: 16, inbox: 2, chat: 1 });
    expect(renderHook(() => useBadge(undefined)).result.current).toBe(0);
    expect(renderHook(() => useBadge('rewardUnclaimed')).result.current).toBe(8);
    expect(renderHook(() => useBadge('agentNotice')).result.current).toBe(16);
    expect(renderHook(() => useBadge('messages')).result.current).toBe(7);
  });

  it('follows a change of its count', async () => {
    const { result } = renderHook(() => useBadge('messages'));
    expect(result.current).toBe(0);
    await act(async () => showBadgeCount('chat', 3));
    expect(result.current).toBe(3);
  });
});
