/** The count calls behind the badges as SPEC 7 describes them: method, parameters, where the count is read, throttle, no alert. */
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchNotices } from '../../../src/api/announcements.ts';
import { configureClient, http } from '../../../src/api/client.ts';
import { ENDPOINTS } from '../../../src/api/endpoints.ts';
import { fetchLotteryDraws } from '../../../src/api/home-sections.ts';
import { setMerchant } from '../../../src/config/merchant.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { badgesStore, refreshBadges, requestBadges, resetBadgesStore } from '../../../src/state/badges-store.ts';
import { boot } from '../auth/harness.tsx';
import { sessionOf, TTSLOT } from '../frame/harness.tsx';

type Answer = { ok: true; value: unknown } | { ok: false };

let asked: InternalAxiosRequestConfig[] = [];
let answers: Record<string, Answer> = {};
const alerts = vi.fn();

const FOOTER = (unreadCount: number) => ({ banners: [], player: [], popup: [], promotion: [], hot: [], agent: [], footer: { unreadCount, total: 9 } });

beforeAll(() => boot());
beforeEach(() => {
  setMerchant({ ...TTSLOT, whitelabel: { ...TTSLOT.whitelabel, CBS3: true } } as Merchant);
  resetBadgesStore();
  asked = [];
  alerts.mockReset();
  answers = {
    [ENDPOINTS.rewardUnclaimed.path]: { ok: true, value: { count: 0 } },
    [ENDPOINTS.notices.path]: { ok: true, value: { list: [], unreadCount: 0 } },
    [ENDPOINTS.announcements.path]: { ok: true, value: FOOTER(6) },
    [ENDPOINTS.inboxUnread.path]: { ok: true, value: 7 },
    [ENDPOINTS.chatUnread.path]: { ok: true, value: 4 },
    [ENDPOINTS.lotteryDraws.path]: { ok: true, value: { list: [] } },
  };
  configureClient({ token: () => 't'.repeat(20), language: () => 'EN', onError: alerts });
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    asked.push(config);
    const answer = answers[String(config.url)];
    if (answer === undefined) throw new Error(`unexpected call ${String(config.url)}`);
    const data = answer.ok ? { success: true, value: answer.value } : { success: false, code: 'system_error', message: 'Service unavailable' };
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
});
afterEach(() => vi.useRealTimers());

const callsTo = (path: string) => asked.filter((c) => c.url === path);

describe('count calls (SPEC 7)', () => {
  it('R7-18 agent announcements ask types A with groupName m_home and read value.footer.unreadCount', async () => {
    sessionOf(1);
    await refreshBadges();
    const [call] = callsTo(ENDPOINTS.announcements.path);
    expect(call?.method).toBe('get');
    expect(call?.params).toMatchObject({ types: 'A', groupName: 'm_home', platform: TTSLOT.platform.announcementPlatform, merchantCode: TTSLOT.platform.merchantCode });
    expect(badgesStore.agentNotice).toBe(6);
  });

  it('R7-20 notices and the lottery list are fetched with GET', async () => {
    await fetchNotices('PL', 'EN');
    await fetchLotteryDraws();
    expect(callsTo(ENDPOINTS.notices.path).map((c) => c.method)).toEqual(['get']);
    expect(callsTo(ENDPOINTS.lotteryDraws.path).map((c) => c.method)).toEqual(['get']);
  });

  it('R7-22 R7-26 the chat and inbox unread counts are GET, read from value, at most one per 250 ms', async () => {
    sessionOf(0);
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    requestBadges();
    requestBadges();
    await vi.advanceTimersByTimeAsync(0);
    expect(callsTo(ENDPOINTS.chatUnread.path).map((c) => c.method)).toEqual(['get']);
    expect(callsTo(ENDPOINTS.inboxUnread.path).map((c) => c.method)).toEqual(['get']);
    expect(badgesStore.chat).toBe(4);
    expect(badgesStore.inbox).toBe(7);
    answers[ENDPOINTS.inboxUnread.path] = { ok: true, value: 8 };
    requestBadges();
    await vi.advanceTimersByTimeAsync(249);
    expect(callsTo(ENDPOINTS.inboxUnread.path)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(callsTo(ENDPOINTS.inboxUnread.path)).toHaveLength(2);
    expect(callsTo(ENDPOINTS.chatUnread.path)).toHaveLength(2);
    expect(badgesStore.inbox).toBe(8);
  });

  it('R7-22 a failed chat unread count raises no alert and reads 0', async () => {
    sessionOf(0);
    answers[ENDPOINTS.chatUnread.path] = { ok: false };
    await refreshBadges();
    expect(callsTo(ENDPOINTS.chatUnread.path)).toHaveLength(1);
    expect(alerts).not.toHaveBeenCalled();
    expect(badgesStore.chat).toBe(0);
    expect(badgesStore.inbox).toBe(7);
  });
});
