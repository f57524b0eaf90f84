import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '../../../src/api/endpoints.ts';
import { setMerchant } from '../../../src/config/merchant.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { badgesStore, refreshBadges, watchBadges } from '../../../src/state/badges-store.ts';
import { boot } from '../auth/harness.tsx';
import { sessionOf, TTSLOT } from '../frame/harness.tsx';
import { answerCounts } from './platform-counts.ts';

const withChat = (on: boolean): void => setMerchant({ ...TTSLOT, whitelabel: { ...TTSLOT.whitelabel, CBS3: on } } as Merchant);
const COUNTS = { rewardUnclaimed: 5, notice: 3, agentNotice: 2, inbox: 7, chat: 4 };

beforeAll(() => boot());
beforeEach(() => withChat(true));
afterEach(() => vi.restoreAllMocks());

describe('the one unread store (SPEC 2.8, 6, 7)', () => {
  it('R6-6 the inbox unread count is asked only when the session type is not 4', async () => {
    sessionOf(4);
    let asked = answerCounts(COUNTS);
    await refreshBadges();
    expect(asked).not.toContain(ENDPOINTS.inboxUnread.path);
    expect(badgesStore.inbox).toBe(0);
    sessionOf(0);
    asked = answerCounts(COUNTS);
    await refreshBadges();
    expect(asked).toContain(ENDPOINTS.inboxUnread.path);
    expect(badgesStore.inbox).toBe(7);
  });

  it('R6-7 the chat unread count is asked only when the session type is not 4 and CBS3 is on', async () => {
    sessionOf(2);
    let asked = answerCounts(COUNTS);
    await refreshBadges();
    expect(asked).toContain(ENDPOINTS.chatUnread.path);
    expect(badgesStore.chat).toBe(4);
    withChat(false);
    asked = answerCounts(COUNTS);
    await refreshBadges();
    expect(asked).not.toContain(ENDPOINTS.chatUnread.path);
    expect(badgesStore.chat).toBe(0);
    withChat(true);
    sessionOf(4);
    asked = answerCounts(COUNTS);
    await refreshBadges();
    expect(asked).not.toContain(ENDPOINTS.chatUnread.path);
  });

  it('guests ask for nothing; an agent also gets its announcements count; a failed count reads 0', async () => {
    sessionOf(undefined);
    const asked = answerCounts(COUNTS);
    await refreshBadges();
    expect(asked).toEqual([]);
    sessionOf(1);
    vi.restoreAllMocks();
    answerCounts(COUNTS);
    await refreshBadges();
    expect({ ...badgesStore }).toEqual(COUNTS);
    vi.restoreAllMocks();
    answerCounts({});
    await refreshBadges();
    expect(badgesStore.notice).toBe(0);
  });

  it('is asked after sign-in and again when the page becomes visible', async () => {
    sessionOf(undefined);
    const stop = watchBadges();
    answerCounts({ notice: 1 });
    sessionOf(0);
    await vi.waitFor(() => expect(badgesStore.notice).toBe(1));
    vi.restoreAllMocks();
    answerCounts({ notice: 6 });
    await new Promise((resolve) => setTimeout(resolve, TTSLOT.constants.timings.unreadThrottleMs));
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(badgesStore.notice).toBe(6));
    stop();
  });
});
