/**
 * Reward centre, daily sign-in, single cash back and VIP on the sandbox (SPEC 1, 2.3, 6):
 * every credit is one ledger entry, a claim pays once whatever the retries, trial accounts are refused.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertBalanced, balanceOf } from '../../../scripts/sandbox/ledger.ts';
import { formatMinor, parseMinor } from '../../../scripts/sandbox/money.ts';
import { call, control, login, trial, startSandbox, type TestSandbox } from './helpers.ts';

let s: TestSandbox;
let token: string;
let memberId: number;
const main = (): bigint => balanceOf(s.app.sandbox.db, `member:${memberId}:main`);
let keyNo = 0;
const key = (): string => `test-key-${String((keyNo += 1)).padStart(8, '0')}`;
const setClock = (iso: string | null) => control(s.app, '/__sandbox/clock', { now: iso });

beforeAll(async () => {
  s = await startSandbox({ rateLimits: false });
});
afterAll(() => s.close());
beforeEach(async () => {
  await control(s.app, '/__sandbox/reset', {});
  token = await login(s.app, 'demo01');
  memberId = (await call(s.app, 'memberInfo', {}, token)).body.value.id as number;
});

describe('reward centre', () => {
  it('lists the seeded unclaimed rewards, the claimed ones and the badge count in the language asked for', async () => {
    const list = (await call(s.app, 'rewardList', { language: 'AR' }, token)).body.value;
    expect(list.unclaimed).toHaveLength(5);
    expect(list.unclaimedCount).toBe(5);
    expect(list.unclaimed[0]).toMatchObject({ title: 'مكافأة الترحيب', amount: '8.88', status: 'unclaimed' });
    expect(list.claimed.map((r: { status: string }) => r.status).sort()).toEqual(['claimed', 'claimed', 'expired']);
    expect((await call(s.app, 'rewardUnclaimed', {}, token)).body.value.count).toBe(5);
  });

  it('claims a reward into the main wallet once: a retry with the key answers the same, another key is refused, the badge falls', async () => {
    const [reward] = (await call(s.app, 'rewardList', {}, token)).body.value.unclaimed;
    const before = main();
    const k = key();
    const first = await call(s.app, 'rewardClaim', { rewardId: reward.id, idempotencyKey: k }, token);
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ unclaimedCount: 4, reward: { id: reward.id, status: 'claimed' } });
    expect(main() - before).toBe(parseMinor(reward.amount));
    expect(parseMinor(first.body.value.balance)).toBe(main());
    const retry = await call(s.app, 'rewardClaim', { rewardId: reward.id, idempotencyKey: k }, token);
    expect(retry.body).toEqual(first.body);
    const other = await call(s.app, 'rewardClaim', { rewardId: reward.id, idempotencyKey: key() }, token);
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('REWARD_ALREADY_CLAIMED');
    expect(main() - before).toBe(parseMinor(reward.amount));
    expect((await call(s.app, 'rewardUnclaimed', {}, token)).body.value.count).toBe(4);
    assertBalanced(s.app.sandbox.db);
  });

  it('pays one of 20 concurrent claims of the same reward with different keys', async () => {
    const [reward] = (await call(s.app, 'rewardList', {}, token)).body.value.unclaimed;
    const before = main();
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(s.app, 'rewardClaim', { rewardId: reward.id, idempotencyKey: key() }, token)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(main() - before).toBe(parseMinor(reward.amount));
  });

  it('refuses a reward of another member (404), an expired one, and a guest (401)', async () => {
    const other = await login(s.app, 'demo02');
    const [theirs] = (await call(s.app, 'rewardList', {}, other)).body.value.unclaimed;
    expect((await call(s.app, 'rewardClaim', { rewardId: theirs.id, idempotencyKey: key() }, token)).status).toBe(404);
    const expired = (await call(s.app, 'rewardList', {}, token)).body.value.claimed.find((r: { status: string }) => r.status === 'expired');
    const refused = await call(s.app, 'rewardClaim', { rewardId: expired.id, idempotencyKey: key() }, token);
    expect([refused.status, refused.body.code]).toEqual([409, 'REWARD_EXPIRED']);
    expect((await call(s.app, 'rewardList', {})).status).toBe(401);
  });

  it('the control API grants rewards and sets the badge count by granting or dropping unclaimed rewards', async () => {
    expect((await control(s.app, '/__sandbox/rewards/grant', { username: 'demo01', amount: '12.34', title: 'QA gift' })).status).toBe(200);
    const list = (await call(s.app, 'rewardList', {}, token)).body.value;
    expect(list.unclaimed.at(-1)).toMatchObject({ title: 'QA gift', amount: '12.34' });
    await control(s.app, '/__sandbox/reward-count', { username: 'demo01', count: 2 });
    expect((await call(s.app, 'rewardList', {}, token)).body.value.unclaimedCount).toBe(2);
    await control(s.app, '/__sandbox/reward-count', { username: 'demo01', count: 7 });
    expect((await call(s.app, 'rewardUnclaimed', {}, token)).body.value.count).toBe(7);
  });

  it('answers 403 NO_PERMISSION when the platform turns REWCEN3 off', async () => {
    await control(s.app, '/__sandbox/platform', { modules: { REWCEN3: false } });
    const res = await call(s.app, 'rewardList', {}, token);
    expect([res.status, res.body.code]).toEqual([403, 'NO_PERMISSION']);
  });
});

describe('daily sign-in on the sandbox clock', () => {
  it('signs in once a day whatever the retries, builds a streak over two days and starts again after a gap', async () => {
    await setClock('2026-03-10T08:00:00Z');
    token = await login(s.app, 'demo01');
    let status = (await call(s.app, 'signInStatus', {}, token)).body.value;
    expect(status).toMatchObject({ today: '2026-03-10', signedToday: false, streak: 0, todayReward: '1.00', signedDays: [] });
    const before = main();
    const k = key();
    const first = (await call(s.app, 'signIn', { idempotencyKey: k }, token)).body.value;
    expect(first.credited).toBe('1.00');
    expect(first.status).toMatchObject({ signedToday: true, streak: 1, signedDays: ['2026-03-10'] });
    expect((await call(s.app, 'signIn', { idempotencyKey: k }, token)).body.value.credited).toBe('1.00');
    expect((await call(s.app, 'signIn', { idempotencyKey: key() }, token)).body.value.credited).toBe('0.00');
    expect(main() - before).toBe(100n);

    await setClock('2026-03-11T07:00:00Z');
    status = (await call(s.app, 'signInStatus', {}, token)).body.value;
    expect(status).toMatchObject({ today: '2026-03-11', signedToday: false, streak: 1, todayReward: '2.00' });
    const second = (await call(s.app, 'signIn', { idempotencyKey: key() }, token)).body.value;
    expect(second).toMatchObject({ credited: '2.00', status: { streak: 2, signedDays: ['2026-03-10', '2026-03-11'] } });
    expect(main() - before).toBe(300n);

    await setClock('2026-03-13T07:00:00Z');
    token = await login(s.app, 'demo01');
    status = (await call(s.app, 'signInStatus', {}, token)).body.value;
    expect(status).toMatchObject({ streak: 0, todayReward: '1.00', signedDays: ['2026-03-10', '2026-03-11'] });
    await setClock(null);
    assertBalanced(s.app.sandbox.db);
  });

  it('the seeded history\'s sign-ins, paid as ledger rows, are the days the calendar marks signed', async () => {
    const paid = s.app.sandbox.db.all<{ at: number; amount_minor: number | bigint }>(
      "SELECT at, amount_minor FROM ledger_entries WHERE kind = 'sign-in' AND to_account = ? ORDER BY at", `member:${memberId}:main`,
    );
    expect(paid.length).toBeGreaterThan(2);
    // a week apart, each the first day of a streak: the schedule's first reward
    expect(paid.map((e) => BigInt(e.amount_minor))).toEqual(paid.map(() => 100n));
    const days = paid.map((e) => new Date(e.at).toISOString().slice(0, 10));
    for (const day of [days.at(-1)!, days.at(-2)!]) {
      await setClock(`${day}T20:00:00Z`);
      token = await login(s.app, 'demo01');
      const status = (await call(s.app, 'signInStatus', {}, token)).body.value;
      expect(status).toMatchObject({ today: day, signedToday: true, streak: 1, todayReward: '1.00' });
      expect(status.signedDays).toEqual(days.filter((d) => d.startsWith(day.slice(0, 7)) && d <= day));
      // signed already: a sign-in that day credits nothing
      expect((await call(s.app, 'signIn', { idempotencyKey: key() }, token)).body.value.credited).toBe('0.00');
    }
    await setClock(null);
    assertBalanced(s.app.sandbox.db);
  });

  it('credits one of 20 concurrent sign-ins of the same day', async () => {
    const before = main();
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(s.app, 'signIn', { idempotencyKey: key() }, token)));
    expect(answers.filter((a) => a.body.value.credited !== '0.00')).toHaveLength(1);
    expect(main() - before).toBe(100n);
  });
});

describe('single cash back', () => {
  it('computes the cash back per category from the stored bets not yet rebated, and claims one category once', async () => {
    const status = (await call(s.app, 'rebateStatus', {}, token)).body.value;
    expect(status.categories.length).toBeGreaterThan(0);
    for (const c of status.categories) {
      const rate = BigInt(c.ratePercent.replace('.', ''));
      expect(parseMinor(c.amount)).toBe((parseMinor(c.validBet) * rate) / 10_000n);
    }
    const rng = status.categories.find((c: { category: string }) => c.category === 'RNG');
    const before = main();
    const k = key();
    const claim = (await call(s.app, 'rebateClaim', { category: 'RNG', idempotencyKey: k }, token)).body.value;
    expect(claim.credited).toBe(rng.amount);
    expect(claim.categories.find((c: { category: string }) => c.category === 'RNG')).toBeUndefined();
    expect((await call(s.app, 'rebateClaim', { category: 'RNG', idempotencyKey: k }, token)).body.value.credited).toBe(rng.amount);
    const again = await call(s.app, 'rebateClaim', { category: 'RNG', idempotencyKey: key() }, token);
    expect([again.status, again.body.code]).toEqual([409, 'NO_REBATE_AVAILABLE']);
    expect(main() - before).toBe(parseMinor(rng.amount));
    // a new bet counts for cash back at once
    await control(s.app, '/__sandbox/bets', { username: 'demo01', category: 'RNG', amount: '1000.00' });
    const after = (await call(s.app, 'rebateStatus', {}, token)).body.value.categories.find((c: { category: string }) => c.category === 'RNG');
    expect(after).toMatchObject({ validBet: '1000.00', amount: '8.00', bets: 1 });
    expect(main() - before).toBe(parseMinor(rng.amount) - 100_000n);
    assertBalanced(s.app.sandbox.db);
  });

  it('claims every category at once; a second claim finds nothing', async () => {
    const { total } = (await call(s.app, 'rebateStatus', {}, token)).body.value;
    const before = main();
    const claim = (await call(s.app, 'rebateClaim', { idempotencyKey: key() }, token)).body.value;
    expect(claim).toMatchObject({ credited: total, categories: [], total: '0.00' });
    expect(main() - before).toBe(parseMinor(total));
    expect((await call(s.app, 'rebateClaim', { idempotencyKey: key() }, token)).status).toBe(409);
  });

  it('answers 403 NO_PERMISSION when MANPLAYREB3 is off', async () => {
    await control(s.app, '/__sandbox/platform', { modules: { MANPLAYREB3: false } });
    expect((await call(s.app, 'rebateStatus', {}, token)).body.code).toBe('NO_PERMISSION');
  });
});

describe('VIP', () => {
  it('answers the levels to a guest and the member\'s level and progress to a member', async () => {
    const guest = (await call(s.app, 'vipLevels')).body.value;
    expect(guest.member).toBeNull();
    expect(guest.levels.map((l: { name: string }) => l.name)).toEqual(['VIP 0', 'VIP 1', 'VIP 2', 'VIP 3', 'VIP 4', 'VIP 5', 'VIP 6']);
    const before = (await call(s.app, 'vipLevels', {}, token)).body.value.member;
    expect(before).toMatchObject({ level: 3, name: 'VIP 3', nextLevel: 4 });
    // the turnover is the member's settled bets: a new bet raises it by its stake
    await control(s.app, '/__sandbox/bets', { username: 'demo01', category: 'LIVE', amount: '100.00' });
    const mine = (await call(s.app, 'vipLevels', {}, token)).body.value.member;
    expect(parseMinor(mine.turnover) - parseMinor(before.turnover)).toBe(10_000n);
    const toNext = 20_000_000n - parseMinor(mine.turnover);
    expect(mine.turnoverToNext).toBe(formatMinor(toNext > 0n ? toNext : 0n));
    expect((await call(s.app, 'memberInfo', {}, token)).body.value.clubLabel.labelName).toBe(mine.name);
  });
});

describe('trial accounts (SPEC 6, 8 free_reject)', () => {
  it('are refused every reward, sign-in and cash-back call on the server, and see VIP levels without progress', async () => {
    const t = await trial(s.app);
    for (const [name, input] of [['rewardList', {}], ['rewardClaim', { rewardId: 1, idempotencyKey: key() }], ['signInStatus', {}], ['signIn', { idempotencyKey: key() }], ['rebateStatus', {}], ['rebateClaim', { idempotencyKey: key() }]] as const) {
      const res = await call(s.app, name, input, t);
      expect([name, res.status, res.body.code]).toEqual([name, 403, 'free_reject']);
    }
    expect((await call(s.app, 'vipLevels', {}, t)).body.value.member).toBeNull();
  });
});
