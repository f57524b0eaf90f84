/** The agents' red rain in the sandbox (SPEC 2.13 agent grid, 6 roles; D4, D15; schemas/api/redrain.schema.json). */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CONTROL } from '../../../src/api/endpoints.ts';
import { assertBalanced, balanceOf, mainAccount } from '../../../scripts/sandbox/ledger.ts';
import { RED_RAIN_HOUSE } from '../../../scripts/sandbox/red-rain-seed.ts';
import { call, control, login, startSandbox, trial, type TestSandbox } from './helpers.ts';

interface Rain { id: number; title: string; startsAt: number; endsAt: number; minAmount: string; maxAmount: string; state: string; claimedAmount: string | null }

const minor = (text: string): bigint => BigInt(text.replace('.', ''));
const key = (): string => randomUUID();
const MINUTE = 60_000;

describe('red rain in the sandbox', () => {
  let s: TestSandbox;
  let agent: string;
  let agentId: number;

  const schedule = async (token = agent): Promise<{ serverTime: number; events: Rain[] }> => (await call(s.app, 'redRainSchedule', {}, token)).body.value;
  const live = async (): Promise<Rain> => (await schedule()).events.find((e) => e.state === 'live') as Rain;
  /** Opens a fresh rain live at once (the control route), so each case grabs a rain of its own. */
  const openNow = async (minutes = 10): Promise<number> => {
    const res = await control(s.app, SANDBOX_CONTROL.redRain, { startsInSeconds: 0, minutes });
    expect(res.status).toBe(200);
    return (res.body['state'] as { event: { id: number } }).event.id;
  };
  const grab = (eventId: number, idempotencyKey = key(), token = agent) => call(s.app, 'redRainGrab', { eventId, idempotencyKey }, token);
  const credits = (eventId: number): number =>
    s.app.sandbox.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM ledger_entries WHERE idempotency_key = ?', `red-rain:${eventId}:${agentId}`)?.n ?? 0;
  const mainOf = (id = agentId): bigint => balanceOf(s.app.sandbox.db, mainAccount(id));

  beforeAll(async () => {
    s = await startSandbox({ rateLimits: false });
    agent = await login(s.app, 'agent01', 'Agent@1234');
    agentId = s.app.sandbox.db.get<{ id: number }>("SELECT id FROM members WHERE username = 'agent01'")?.id ?? 0;
  });
  afterAll(() => s.close());

  it('seeds a live rain, the next within minutes, later ones, and the ended ones agent01 grabbed, newest first', async () => {
    const { serverTime, events } = await schedule();
    expect(Math.abs(serverTime - Date.now())).toBeLessThan(60_000);
    expect(events.map((e) => e.state)).toEqual(['live', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'ended', 'ended', 'ended', 'ended']);
    const [now, next] = events as [Rain, Rain];
    expect(now.startsAt).toBeLessThanOrEqual(serverTime);
    expect(now.endsAt).toBeGreaterThan(serverTime);
    expect(next.startsAt - serverTime).toBeLessThan(30 * MINUTE);
    for (const [a, b] of events.slice(0, 5).map((e, i, all) => [e, all[i + 1]] as const)) if (b !== undefined) expect(b.startsAt).toBeGreaterThanOrEqual(a.endsAt);
    const history = (await call(s.app, 'redRainClaims', { pageSize: 100 }, agent)).body.value;
    expect(history.total).toBeGreaterThanOrEqual(12);
    const times = history.list.map((c: { claimedAt: number }) => c.claimedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // every seeded grab is a ledger entry of its amount to agent01's main wallet
    const paid = s.app.sandbox.db.get<{ n: number }>("SELECT SUM(amount_minor) AS n FROM ledger_entries WHERE from_account = ? AND to_account = ?", RED_RAIN_HOUSE, mainAccount(agentId))?.n;
    expect(BigInt(paid ?? 0)).toBe(history.list.reduce((sum: bigint, c: { amount: string }) => sum + minor(c.amount), 0n));
    const paged = (await call(s.app, 'redRainClaims', { pageNo: 2, pageSize: 5, language: 'AR' }, agent)).body.value;
    expect(paged.list.map((c: { id: number }) => c.id)).toEqual(history.list.slice(5, 10).map((c: { id: number }) => c.id));
    expect(paged.list[0].title).toMatch(/مطر/);
  });

  it('a grab credits the main wallet by one ledger entry within the rain\'s range, which the history and the transaction records show; money is conserved', async () => {
    const rain = await live();
    const before = mainOf();
    const house = balanceOf(s.app.sandbox.db, RED_RAIN_HOUSE);
    const res = await grab(rain.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { claim, balance } = res.body.value;
    expect(minor(claim.amount)).toBeGreaterThanOrEqual(minor(rain.minAmount));
    expect(minor(claim.amount)).toBeLessThanOrEqual(minor(rain.maxAmount));
    expect(mainOf()).toBe(before + minor(claim.amount));
    expect(minor(balance)).toBe(mainOf());
    expect(balanceOf(s.app.sandbox.db, RED_RAIN_HOUSE)).toBe(house - minor(claim.amount));
    expect(() => assertBalanced(s.app.sandbox.db)).not.toThrow();
    expect((await call(s.app, 'redRainClaims', {}, agent)).body.value.list[0]).toEqual(claim);
    expect((await live()).claimedAmount).toBe(claim.amount);
    const day = new Date().toISOString().slice(0, 10);
    const records = (await call(s.app, 'rewardRecords', { startDate: day, endDate: day, kind: 'reward' }, agent)).body.value.list;
    expect(records).toContainEqual(expect.objectContaining({ kind: 'reward', title: rain.title, amount: claim.amount }));
  });

  it('a retry with the same key answers the first answer and credits nothing again; a second grab with a new key is refused 409 REWARD_ALREADY_CLAIMED', async () => {
    const id = await openNow();
    const same = key();
    const first = await grab(id, same);
    const before = mainOf();
    const retry = await grab(id, same);
    expect(retry.status).toBe(200);
    expect(retry.body.value).toEqual(first.body.value);
    const again = await grab(id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, code: 'REWARD_ALREADY_CLAIMED', message: 'You have already grabbed an envelope in this red rain' });
    expect(mainOf()).toBe(before);
    expect(credits(id)).toBe(1);
    expect((await grab(id + 1000, same)).status).toBe(422);
  });

  it('two grabs at once credit once: one answers the envelope, the other 409', async () => {
    const id = await openNow();
    const before = mainOf();
    const answers = await Promise.all([grab(id), grab(id), grab(id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const won = answers.find((a) => a.status === 200)?.body.value.claim.amount as string;
    expect(mainOf()).toBe(before + minor(won));
    expect(credits(id)).toBe(1);
    expect(() => assertBalanced(s.app.sandbox.db)).not.toThrow();
  });

  it('refuses a rain before its start (409 REWARD_NOT_STARTED), after its end (409 REWARD_EXPIRED) and an unknown one (404), crediting nothing', async () => {
    const { events } = await schedule();
    const before = mainOf();
    const early = await grab((events.find((e) => e.state === 'upcoming') as Rain).id);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'REWARD_NOT_STARTED', message: 'This red rain has not started yet' });
    const late = await grab((events.find((e) => e.state === 'ended') as Rain).id);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'REWARD_EXPIRED', message: 'This red rain has ended' });
    const unknown = await grab(2_000_000);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND', value: { field: 'eventId' } });
    expect(mainOf()).toBe(before);
  });

  it('bad input gets a 4xx with a reason: no idempotency key, a malformed one, a rain id out of range, a page size of 0', async () => {
    const id = (await live()).id;
    const none = await call(s.app, 'redRainGrab', { eventId: id }, agent);
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REQUIRED', value: { field: 'idempotencyKey' } });
    expect((await call(s.app, 'redRainGrab', { eventId: id }, agent, { 'idempotency-key': 'too-short' })).body).toMatchObject({ code: 'BAD_REQUEST', value: { field: 'idempotencyKey' } });
    const zero = await grab(0);
    expect(zero.status).toBe(400);
    expect(zero.body.message).toMatch(/eventId/);
    const page = await call(s.app, 'redRainClaims', { pageSize: 0 }, agent);
    expect(page.status).toBe(400);
    expect(page.body.message).toMatch(/pageSize/);
    expect((await control(s.app, SANDBOX_CONTROL.redRain, { startsInSeconds: 0, minutes: 0 })).status).toBe(400);
    expect((await control(s.app, SANDBOX_CONTROL.redRain, { startsInSeconds: 0, minutes: 5, minAmount: '9.00', maxAmount: '1.00' })).status).toBe(400);
  });

  it('a session that is not an agent (type 0 demo00, a trial account: SPEC 6) gets 403 NO_PERMISSION on each call, and no session 401', async () => {
    const id = (await live()).id;
    for (const token of [await login(s.app, 'demo00'), await trial(s.app)]) {
      for (const [name, input] of [['redRainSchedule', {}], ['redRainClaims', {}], ['redRainGrab', { eventId: id, idempotencyKey: key() }]] as const) {
        const res = await call(s.app, name, input, token);
        expect(res.status, name).toBe(403);
        expect(res.body, name).toMatchObject({ code: 'NO_PERMISSION', message: 'Sorry, this account does not have permission or the feature is temporarily unavailable' });
      }
    }
    expect((await call(s.app, 'redRainSchedule', {})).status).toBe(401);
  });

  it('an agent whose team placed no bet in the last 7 days is refused 403 PROMOTION_NOT_ELIGIBLE with the rule: agent01 eight days on', async () => {
    await control(s.app, SANDBOX_CONTROL.clock, { now: new Date(Date.now() + 8 * 86_400_000).toISOString() });
    try {
      const later = await login(s.app, 'agent01', 'Agent@1234');
      const rain = (await control(s.app, SANDBOX_CONTROL.redRain, { startsInSeconds: 0, minutes: 5 })).body['state'] as { event: { id: number } };
      const refused = await grab(rain.event.id, key(), later);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'PROMOTION_NOT_ELIGIBLE', message: 'Only agents whose team placed a bet in the last 7 days may grab red envelopes' });
    } finally {
      await control(s.app, SANDBOX_CONTROL.clock, { now: null });
    }
  });

  it('opening a rain ends the live one there and moves the rains it would overlap after it, so rains never overlap', async () => {
    const before = (await schedule()).events.filter((e) => e.state !== 'ended');
    const res = await control(s.app, SANDBOX_CONTROL.redRain, { startsInSeconds: 60, minutes: 30, minAmount: '2.50', maxAmount: '2.50' });
    const opened = (res.body['state'] as { event: { id: number; startsAt: number; endsAt: number } }).event;
    const after = (await schedule()).events.filter((e) => e.state !== 'ended');
    expect(after[0]).toMatchObject({ state: 'live', endsAt: opened.startsAt });
    expect(after[1]).toMatchObject({ id: opened.id, state: 'upcoming', minAmount: '2.50', maxAmount: '2.50' });
    for (const [a, b] of after.map((e, i) => [e, after[i + 1]] as const)) if (b !== undefined) expect(b.startsAt).toBeGreaterThanOrEqual(a.endsAt);
    const moved = after.find((e) => e.id === before[1]?.id) as Rain;
    expect(moved.endsAt - moved.startsAt).toBe((before[1] as Rain).endsAt - (before[1] as Rain).startsAt);
  });
});
