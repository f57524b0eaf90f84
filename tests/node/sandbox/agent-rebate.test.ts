import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CONTROL } from '../../../src/api/endpoints.ts';
import { assertBalanced, balanceOf, HOUSE } from '../../../scripts/sandbox/ledger.ts';
import { periodOf, rebateMinor } from '../../../scripts/sandbox/rebate-accrual.ts';
import { call, control, login, startSandbox, trial, type TestSandbox } from './helpers.ts';

/** A Wednesday noon (UTC): the seed's 90 days and the current week count from it. */
const NOW = Date.UTC(2025, 5, 11, 12);
const DAY = 86_400_000;
const minor = (text: string): bigint => BigInt(text.replace('.', ''));
const key = (n: number): string => `rebate-test-key-${String(n).padStart(4, '0')}`;

describe('rebate arithmetic', () => {
  it('rounds a rebate half up to the cent, in integers', () => {
    expect(rebateMinor(50n, 100)).toBe(1n); // 0.50 at 1 % is 0.005: up to 0.01
    expect(rebateMinor(49n, 100)).toBe(0n);
    expect(rebateMinor(123_456_789n, 80)).toBe(987_654n); // 1,234,567.89 at 0.80 % is 9,876.54312
    expect(rebateMinor(999_999_999_999_999n, 100)).toBe(10_000_000_000_000n);
  });

  it('a period is the week from Monday 00:00 to Sunday 23:59:59.999 UTC', () => {
    const monday = Date.UTC(2025, 5, 9);
    expect(periodOf(NOW)).toEqual({ start: monday, end: monday + 7 * DAY - 1 });
    expect(periodOf(monday)).toEqual(periodOf(NOW));
    expect(periodOf(monday - 1).start).toBe(monday - 7 * DAY);
  });
});

describe('the agent\'s rebate and the team rebate in the sandbox (SPEC 2.13, 6, 7 Agent)', () => {
  let s: TestSandbox;
  let agent: string;
  const calls = ['agentRebate', 'agentRebateClaim', 'agentRebateHistory', 'teamRebate'] as const;

  beforeAll(async () => {
    s = await startSandbox({ rateLimits: false, now: () => NOW });
    agent = await login(s.app, 'agent01', 'Agent@1234');
  });
  afterAll(() => s.close());

  const status = async (token = agent) => (await call(s.app, 'agentRebate', {}, token)).body.value;
  const main = async (): Promise<bigint> => minor((await call(s.app, 'walletBalances', {}, agent)).body.value.main);

  it('refuses every rebate call to a member who is not an agent and to a trial account, with the platform\'s reason', async () => {
    for (const token of [await login(s.app, 'demo00'), await trial(s.app)]) {
      for (const name of calls) {
        const refused = await call(s.app, name, name === 'agentRebateClaim' ? { idempotencyKey: key(1) } : {}, token);
        expect(refused.status, name).toBe(403);
        expect(refused.body).toMatchObject({ code: 'NO_PERMISSION', message: 'Sorry, this account does not have permission or the feature is temporarily unavailable' });
      }
    }
    expect((await call(s.app, 'agentRebate', {})).status).toBe(401);
  });

  it('states the rate of every category and this week\'s accrual on the valid bets the team reports count', async () => {
    const now = await status();
    expect(now.period).toEqual({ start: '2025-06-09', end: '2025-06-15' });
    expect(now.categories.map((c: { category: string }) => c.category)).toEqual(['RNG', 'FISH', 'LIVE', 'SPORTS', 'ESPORTS', 'PVP', 'LOTT', 'COCKFIGHT', 'ARCADE', 'CRASH']);
    expect(now.categories[0]).toMatchObject({ category: 'RNG', rate: '1.00' });
    const pnl = (await call(s.app, 'teamPnl', { startDate: now.period.start, endDate: now.period.end, pageSize: 100 }, agent)).body.value;
    expect(minor(now.validBet)).toBeGreaterThan(0n);
    expect(now.validBet).toBe(pnl.totals.bets);
    let valid = 0n;
    let amount = 0n;
    for (const c of now.categories as { rate: string; validBet: string; amount: string }[]) {
      expect(minor(c.amount)).toBe(rebateMinor(minor(c.validBet), Number(minor(c.rate))));
      valid += minor(c.validBet);
      amount += minor(c.amount);
    }
    expect([valid, amount]).toEqual([minor(now.validBet), minor(now.amount)]);
    expect(now).toMatchObject({ claimable: now.amount, autoSettle: false, payoutAt: null, settled: null });
  });

  it('reports each downline member\'s own rebate of a period with the period\'s totals, as the team P&L counts its bets', async () => {
    const team = (await call(s.app, 'teamRebate', { pageSize: 100 }, agent)).body.value;
    expect(team.periods).toHaveLength(13);
    expect(team.periods[0]).toEqual(team.period);
    const pnl = (await call(s.app, 'teamPnl', { startDate: team.period.start, endDate: team.period.end, pageSize: 100 }, agent)).body.value;
    expect(team.totals.validBet).toBe(pnl.totals.bets);
    expect(team.totals.members).toBe(pnl.total);
    const bets = new Map(pnl.list.map((r: { userName: string; bets: string }) => [r.userName, r.bets]));
    for (const row of team.list as { userName: string; validBet: string; amount: string }[]) expect(row.validBet, row.userName).toBe(bets.get(row.userName));
    const sum = team.list.reduce((a: bigint, r: { amount: string }) => a + minor(r.amount), 0n);
    expect(sum).toBe(minor(team.totals.amount));
    const amounts = team.list.map((r: { amount: string }) => minor(r.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => (b > a ? 1 : b < a ? -1 : 0)));
    const older = (await call(s.app, 'teamRebate', { periodStart: team.periods[3].start }, agent)).body.value;
    expect(older.period).toEqual(team.periods[3]);
    expect(older.totals.validBet).not.toBe(team.totals.validBet);
  });

  it('pages the team rebate, finds a member of the team by name and refuses one outside it', async () => {
    const first = (await call(s.app, 'teamRebate', { pageNo: 1, pageSize: 5 }, agent)).body.value;
    const second = (await call(s.app, 'teamRebate', { pageNo: 2, pageSize: 5 }, agent)).body.value;
    expect(first.list).toHaveLength(5);
    expect(first.total).toBeGreaterThan(5);
    expect(second.list[0].userName).not.toBe(first.list[0].userName);
    expect(second.totals).toEqual(first.totals);
    const found = (await call(s.app, 'teamRebate', { userName: 'lv3a01' }, agent)).body.value;
    expect(found.list).toEqual([expect.objectContaining({ userName: 'lv3a01', level: 3 })]);
    const outsider = await call(s.app, 'teamRebate', { userName: 'other01' }, agent);
    expect(outsider.status).toBe(403);
    expect(outsider.body).toMatchObject({ code: 'NOT_IN_YOUR_TEAM', message: 'The member is not in your team' });
    for (const periodStart of ['2025-06-10', '2024-01-01', '2025-02-30']) {
      const bad = await call(s.app, 'teamRebate', { periodStart }, agent);
      expect(bad.status, periodStart).toBe(400);
      expect(bad.body.value).toEqual({ field: 'periodStart' });
    }
    expect((await call(s.app, 'agentRebateHistory', { pageSize: 500 }, agent)).status).toBe(400);
  });

  it('lists the settled weeks newest first, claimed, paid automatically or lapsed', async () => {
    const history = (await call(s.app, 'agentRebateHistory', {}, agent)).body.value;
    expect(history.total).toBe(12);
    expect(history.list[0]).toMatchObject({ periodStart: '2025-06-02', periodEnd: '2025-06-08', status: 'claimed' });
    expect(new Set(history.list.map((r: { status: string }) => r.status))).toEqual(new Set(['claimed', 'auto', 'lapsed']));
    const page = (await call(s.app, 'agentRebateHistory', { pageNo: 2, pageSize: 5 }, agent)).body.value;
    expect(page.list[0]).toEqual(history.list[5]);
  });

  it('a claim credits this week\'s accrual to the main wallet through the ledger, and the week cannot be claimed again', async () => {
    const before = await status();
    const wallet = await main();
    const house = balanceOf(s.app.sandbox.db, HOUSE.rebates);
    const claim = await call(s.app, 'agentRebateClaim', { idempotencyKey: key(2) }, agent);
    expect(claim.status).toBe(200);
    expect(claim.body.value.credited).toBe(before.amount);
    expect(await main()).toBe(wallet + minor(before.amount));
    expect(minor(claim.body.value.balance)).toBe(wallet + minor(before.amount));
    expect(balanceOf(s.app.sandbox.db, HOUSE.rebates)).toBe(house - minor(before.amount));
    assertBalanced(s.app.sandbox.db);
    expect(claim.body.value.rebate).toMatchObject({ claimable: '0.00', settled: { status: 'claimed', amount: before.amount, at: NOW } });
    // the same action again (a retry) gets the first answer and moves nothing
    const retry = await call(s.app, 'agentRebateClaim', { idempotencyKey: key(2) }, agent);
    expect(retry.body).toEqual(claim.body);
    const again = await call(s.app, 'agentRebateClaim', { idempotencyKey: key(3) }, agent);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'REWARD_ALREADY_CLAIMED', message: 'You have already claimed the rebate of this period' });
    expect(await main()).toBe(wallet + minor(before.amount));
    const history = (await call(s.app, 'agentRebateHistory', {}, agent)).body.value;
    expect(history.list[0]).toEqual({ periodStart: '2025-06-09', periodEnd: '2025-06-15', validBet: before.validBet, amount: before.amount, status: 'claimed', at: NOW });
  });

  it('two claims at once credit once, with two keys or with one', async () => {
    await control(s.app, SANDBOX_CONTROL.agentRebate, { username: 'agent01', forgetClaim: true });
    const wallet = await main();
    const both = await Promise.all([key(4), key(5)].map((k) => call(s.app, 'agentRebateClaim', { idempotencyKey: k }, agent)));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const credited = minor(both.find((r) => r.status === 200)!.body.value.credited);
    expect(await main()).toBe(wallet + credited);
    await control(s.app, SANDBOX_CONTROL.agentRebate, { username: 'agent01', forgetClaim: true });
    const same = await Promise.all([0, 1].map(() => call(s.app, 'agentRebateClaim', { idempotencyKey: key(6) }, agent)));
    expect(same.map((r) => r.status)).toEqual([200, 200]);
    expect(same[1]!.body).toEqual(same[0]!.body);
    expect(await main()).toBe(wallet + credited);
    assertBalanced(s.app.sandbox.db);
  });

  it('refuses a claim without an idempotency key, or with a malformed one, with a reason', async () => {
    const none = await call(s.app, 'agentRebateClaim', {}, agent);
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REQUIRED', value: { field: 'idempotencyKey' } });
    const bad = await call(s.app, 'agentRebateClaim', { idempotencyKey: 'short' }, agent);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/idempotencyKey/);
  });

  it('a week in which the team has placed no bet yet has nothing to claim (409 with the reason)', async () => {
    // a month on, in a week the seed placed no bet in
    await control(s.app, SANDBOX_CONTROL.clock, { now: new Date(Date.now() + 30 * 86_400_000).toISOString() });
    try {
      const later = await login(s.app, 'agent01', 'Agent@1234');
      expect((await status(later)).amount).toBe('0.00');
      const claim = await call(s.app, 'agentRebateClaim', { idempotencyKey: key(7) }, later);
      expect(claim.status).toBe(409);
      expect(claim.body).toMatchObject({ code: 'NO_REBATE_AVAILABLE', message: 'There is no rebate to claim in this period' });
    } finally {
      await control(s.app, SANDBOX_CONTROL.clock, { now: null });
    }
  });

  it('the page is refused while the white-label menu does not offer it', async () => {
    await control(s.app, SANDBOX_CONTROL.platform, { agentMenu: ['AGEPAG', 'AGEREBINC3'] });
    expect((await call(s.app, 'agentRebate', {}, agent)).body.code).toBe('NO_PERMISSION');
    expect((await call(s.app, 'teamRebate', {}, agent)).status).toBe(200);
    await control(s.app, SANDBOX_CONTROL.platform, { agentMenu: null });
  });
});

describe('how the sandbox settles a week', () => {
  // two sandboxes seeded alike: one settles automatically, the other by hand
  let auto: TestSandbox;
  let manual: TestSandbox;
  afterAll(async () => {
    await auto.close();
    await manual.close();
  });
  const moveClock = (t: TestSandbox, days: number) => control(t.app, SANDBOX_CONTROL.clock, { now: new Date(NOW + days * DAY).toISOString() });
  const agentOf = (t: TestSandbox) => login(t.app, 'agent01', 'Agent@1234');
  const mainOf = async (t: TestSandbox, token: string): Promise<bigint> => minor((await call(t.app, 'walletBalances', {}, token)).body.value.main);

  it('seeds the same weeks, rates and accrual on every seed', async () => {
    [auto, manual] = await Promise.all([startSandbox({ rateLimits: false, now: () => NOW }), startSandbox({ rateLimits: false, now: () => NOW })]);
    const ask = async (t: TestSandbox) => {
      const token = await agentOf(t);
      return [(await call(t.app, 'agentRebate', {}, token)).body.value, (await call(t.app, 'agentRebateHistory', {}, token)).body.value];
    };
    expect(await ask(auto)).toEqual(await ask(manual));
  });

  it('automatic settlement: no claim; the week\'s rebate is paid into the main wallet when the week ends', async () => {
    const set = await control(auto.app, SANDBOX_CONTROL.agentRebate, { autoSettle: true });
    expect(set.body).toEqual({ ok: true, state: { autoSettle: true } });
    let agent = await agentOf(auto);
    const week = (await call(auto.app, 'agentRebate', {}, agent)).body.value;
    expect(week).toMatchObject({ autoSettle: true, claimable: '0.00', payoutAt: Date.UTC(2025, 5, 16), settled: null });
    const claim = await call(auto.app, 'agentRebateClaim', { idempotencyKey: key(8) }, agent);
    expect(claim.status).toBe(409);
    expect(claim.body).toMatchObject({ code: 'NO_REBATE_AVAILABLE', message: 'The rebate is paid automatically when the period ends' });
    const wallet = await mainOf(auto, agent);
    await moveClock(auto, 7);
    agent = await agentOf(auto);
    const history = (await call(auto.app, 'agentRebateHistory', {}, agent)).body.value;
    expect(history.list[0]).toEqual({ periodStart: '2025-06-09', periodEnd: '2025-06-15', validBet: week.validBet, amount: week.amount, status: 'auto', at: Date.UTC(2025, 5, 16) });
    expect(await mainOf(auto, agent)).toBe(wallet + minor(week.amount));
    assertBalanced(auto.app.sandbox.db);
  });

  it('claiming by hand: a week left unclaimed lapses when it ends and pays nothing', async () => {
    let agent = await agentOf(manual);
    const week = (await call(manual.app, 'agentRebate', {}, agent)).body.value;
    const wallet = await mainOf(manual, agent);
    await moveClock(manual, 7);
    agent = await agentOf(manual);
    const history = (await call(manual.app, 'agentRebateHistory', {}, agent)).body.value;
    expect(history.list[0]).toMatchObject({ periodStart: '2025-06-09', amount: week.amount, status: 'lapsed', at: Date.UTC(2025, 5, 16) });
    expect(await mainOf(manual, agent)).toBe(wallet);
    expect((await call(manual.app, 'agentRebate', {}, agent)).body.value).toMatchObject({ period: { start: '2025-06-16' }, amount: '0.00', settled: null });
  });

  it('the control route takes only its own bounded fields, with the control header', async () => {
    for (const body of [{ autoSettle: 'yes' }, { forgetClaim: true }, { username: 'x'.repeat(65) }, { other: 1 }]) {
      expect((await control(manual.app, SANDBOX_CONTROL.agentRebate, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await control(manual.app, SANDBOX_CONTROL.agentRebate, { username: 'nobody', forgetClaim: true })).status).toBe(404);
    const bare = await manual.app.inject({ method: 'POST', url: SANDBOX_CONTROL.agentRebate, payload: { autoSettle: true } });
    expect(bare.statusCode).toBe(403);
    const raw = new DatabaseSync(manual.dbPath, { readOnly: true });
    expect(raw.prepare("SELECT value FROM agent_rebate_settings WHERE name = 'auto_settle'").get()).toEqual({ value: '0' });
    raw.close();
  });
});
