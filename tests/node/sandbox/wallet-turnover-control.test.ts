/**
 * The control call that sets a member's remaining turnover requirement (a journey
 * must be able to withdraw on either brand, where the seed leaves demo00 turnover still to bet).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CONTROL } from '../../../src/api/endpoints.ts';
import { assertBalanced } from '../../../scripts/sandbox/ledger.ts';
import { DEMO_FUNDS_PASSWORD } from '../../../scripts/sandbox/wallet-seed.ts';
import { call, control, login, startSandbox, type TestSandbox } from './helpers.ts';

const turnover = (s: TestSandbox, body: unknown) => control(s.app, SANDBOX_CONTROL.walletTurnover, body);

describe('control: the remaining turnover requirement', () => {
  let s: TestSandbox;
  beforeAll(async () => {
    s = await startSandbox({ rateLimits: false });
  }, 60_000);
  afterAll(() => s.close());

  const info = async (token: string) => (await call(s.app, 'withdrawInfo', {}, token)).body.value as { remainingTurnover: string; withdrawable: string; cards: { cardId: number }[] };
  const ledger = async (username: string) => (await control(s.app, `${SANDBOX_CONTROL.walletLedger}?username=${username}`)).body['state'];

  it('clears what demo00 still has to bet, moving no money, and the refused withdrawal then goes through', async () => {
    const token = await login(s.app, 'demo00');
    const before = await info(token);
    // what the seed leaves demo00 to bet (its exact figure follows the seeded history)
    expect(before.remainingTurnover).toMatch(/^[1-9]\d*\.\d{2}$/);
    const ask = () => call(s.app, 'withdrawRequest', { idempotencyKey: randomUUID(), cardId: before.cards[0]?.cardId, amount: '100.00', fundsPassword: DEMO_FUNDS_PASSWORD }, token);
    expect((await ask()).body).toMatchObject({ success: false, code: 'TURNOVER_NOT_MET', message: `Turnover requirement not met: bet ₱${before.remainingTurnover} more before withdrawing` });
    const accounts = await ledger('demo00');

    const cleared = await turnover(s, { username: 'demo00', remaining: '0.00' });
    expect(cleared).toEqual({ status: 200, body: { ok: true, state: { username: 'demo00', remaining: '0.00' } } });
    expect(await ledger('demo00')).toEqual(accounts);
    expect(await info(token)).toMatchObject({ remainingTurnover: '0.00', withdrawable: before.withdrawable });
    expect((await ask()).body).toMatchObject({ success: true, value: { status: 'pending', amount: '100.00' } });
    assertBalanced(s.app.sandbox.db);
  });

  it('sets a requirement that only stakes placed after it pay off', async () => {
    const token = await login(s.app, 'demo01');
    expect((await info(token)).remainingTurnover).toBe('0.00');
    expect((await turnover(s, { username: 'demo01', remaining: '250.00' })).body).toEqual({ ok: true, state: { username: 'demo01', remaining: '250.00' } });
    expect((await info(token)).remainingTurnover).toBe('250.00');
    expect((await control(s.app, SANDBOX_CONTROL.bet, { username: 'demo01', category: 'RNG', amount: '100.00' })).status).toBe(200);
    expect((await info(token)).remainingTurnover).toBe('150.00');
    expect((await turnover(s, { username: 'demo01', remaining: '0.00' })).body['state']).toMatchObject({ remaining: '0.00' });
    assertBalanced(s.app.sandbox.db);
  });

  it('refuses an amount that is not 2 decimals, an unknown account and a call without the control header; reset restores the seed', async () => {
    for (const remaining of ['-1.00', '1e3', '5', '0.001', 5]) {
      const res = await turnover(s, { username: 'demo02', remaining });
      expect([remaining, res.status, res.body['code']]).toEqual([remaining, 400, 'BAD_REQUEST']);
      expect(String(res.body['message'])).toContain('remaining');
    }
    expect((await turnover(s, { remaining: '0.00' })).status).toBe(400);
    expect((await turnover(s, { username: 'nobody99', remaining: '0.00' }))).toMatchObject({ status: 404, body: { message: 'No such account' } });
    const open = await s.app.inject({ method: 'POST', url: SANDBOX_CONTROL.walletTurnover, payload: { username: 'demo02', remaining: '0.00' } });
    expect(open.statusCode).toBe(403);
    const demo02 = await login(s.app, 'demo02');
    const seeded = (await info(demo02)).remainingTurnover;
    expect(seeded).not.toBe('0.00');
    expect((await turnover(s, { username: 'demo02', remaining: '0.00' })).status).toBe(200);
    expect((await info(demo02)).remainingTurnover).toBe('0.00');
    expect((await control(s.app, SANDBOX_CONTROL.reset, {})).status).toBe(200);
    expect((await info(await login(s.app, 'demo02'))).remainingTurnover).toBe(seeded);
  }, 60_000);
});
