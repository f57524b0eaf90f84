/**
 * Guesses at the funds password on the withdrawal (SPEC 7 withdraw): the
 * withdraw call checks the funds password through secret-guard.ts as the security centre does, so
 * wrong guesses delay the member's next check (doubling, capped) and a client has a hard cap per
 * window. The right password still withdraws once the delay or the window has passed.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBalanced } from '../../../scripts/sandbox/ledger.ts';
import { secretDelayMs } from '../../../scripts/sandbox/secret-guard.ts';
import { DEMO_FUNDS_PASSWORD } from '../../../scripts/sandbox/wallet-seed.ts';
import { call, login, startSandbox, type TestSandbox } from './helpers.ts';

const memberId = (s: TestSandbox, username: string): number => s.app.sandbox.db.get<{ id: number }>('SELECT id FROM members WHERE username = ?', username)?.id ?? -1;

/** demo01 has a bound card, the funds password and no turnover left (wallet-seed.ts). */
async function withdrawer(s: TestSandbox) {
  const token = await login(s.app, 'demo01');
  const cardId = (await call(s.app, 'withdrawInfo', {}, token)).body.value.cards[0].cardId as number;
  const main = async (): Promise<string> => (await call(s.app, 'walletBalances', {}, token)).body.value.main as string;
  const withdraw = async (fundsPassword: string, idempotencyKey = randomUUID()) => {
    const started = performance.now();
    const res = await call(s.app, 'withdrawRequest', { idempotencyKey, cardId, amount: '100.00', fundsPassword }, token);
    return { ...res, ms: performance.now() - started };
  };
  return { withdraw, main };
}

describe('funds password guesses on the withdrawal', () => {
  const BASE_MS = 150;
  const CAP_MS = 300;
  let s: TestSandbox;
  beforeAll(async () => {
    s = await startSandbox({ rateLimits: { loginDelayBaseMs: BASE_MS, loginDelayCapMs: CAP_MS, secretChecksPerClient: 1000 } });
  }, 60_000);
  afterAll(() => s.close());

  it('delays each guess after a wrong one (doubling up to the cap), moves no money for a wrong one, and takes the right one after the delay', async () => {
    const { withdraw, main } = await withdrawer(s);
    const id = memberId(s, 'demo01');
    const before = await main();
    expect(secretDelayMs(s.app.sandbox, 'funds-password', id)).toBe(0);

    const first = await withdraw('Wrong1234');
    expect(first.body).toMatchObject({ success: false, code: 'FUNDS_PASSWORD_INCORRECT', message: 'The funds password is incorrect', value: { field: 'fundsPassword' } });
    expect(secretDelayMs(s.app.sandbox, 'funds-password', id)).toBe(BASE_MS);

    const second = await withdraw('Wrong5678');
    expect(second.body.code).toBe('FUNDS_PASSWORD_INCORRECT');
    expect(second.ms).toBeGreaterThanOrEqual(BASE_MS - 5);
    expect(secretDelayMs(s.app.sandbox, 'funds-password', id)).toBe(CAP_MS);

    const third = await withdraw('Wrong9999');
    expect(third.body.code).toBe('FUNDS_PASSWORD_INCORRECT');
    expect(third.ms).toBeGreaterThanOrEqual(CAP_MS - 5);
    expect(secretDelayMs(s.app.sandbox, 'funds-password', id)).toBe(CAP_MS);
    expect(await main()).toBe(before);

    // the owner is slowed, never locked out: the right password waits out the delay, then withdraws and clears it
    const right = await withdraw(DEMO_FUNDS_PASSWORD);
    expect(right.ms).toBeGreaterThanOrEqual(CAP_MS - 5);
    expect(right.body).toMatchObject({ success: true, value: { status: 'pending', amount: '100.00' } });
    expect(secretDelayMs(s.app.sandbox, 'funds-password', id)).toBe(0);
    // No delay stands after the right password: the next call is served at once. (Its time is not compared with the
    // cap: beside the journeys, hashing the password alone once took 304 ms on this 2-core machine.)
    const after = await withdraw(DEMO_FUNDS_PASSWORD);
    expect(after.body.success).toBe(true);
    expect(secretDelayMs(s.app.sandbox, 'funds-password', id)).toBe(0);
    assertBalanced(s.app.sandbox.db);
  });

  it('shares the delay with the security centre: a wrong guess on the withdrawal slows the next funds-password check there', async () => {
    const { withdraw } = await withdrawer(s);
    const token = await login(s.app, 'demo01');
    expect((await withdraw('Wrong1234')).body.code).toBe('FUNDS_PASSWORD_INCORRECT');
    const started = performance.now();
    const change = await call(s.app, 'securityFundsPassword', { oldFundsPassword: 'Wrong0000', newFundsPassword: 'Fund5555', confirmFundsPassword: 'Fund5555' }, token);
    expect(change.body.code).toBe('FUNDS_PASSWORD_INCORRECT');
    expect(performance.now() - started).toBeGreaterThanOrEqual(BASE_MS - 5);
    expect((await withdraw(DEMO_FUNDS_PASSWORD)).body.success).toBe(true);
  });
});

describe('funds password guesses on the withdrawal: the cap per client', () => {
  const WINDOW_MS = 1_500;
  let s: TestSandbox;
  beforeAll(async () => {
    s = await startSandbox({ rateLimits: { secretChecksPerClient: 3, windowMs: WINDOW_MS, loginDelayBaseMs: 1, loginDelayCapMs: 2 } });
  }, 60_000);
  afterAll(() => s.close());

  it('refuses every check past the cap with 429, even the right password, and moves no money; the same request goes through in the next window', async () => {
    const { withdraw, main } = await withdrawer(s);
    const before = await main();
    for (const guess of ['Wrong1111', 'Wrong2222', 'Wrong3333']) expect((await withdraw(guess)).body.code).toBe('FUNDS_PASSWORD_INCORRECT');
    const key = randomUUID();
    const capped = await withdraw(DEMO_FUNDS_PASSWORD, key);
    expect(capped).toMatchObject({ status: 429, body: { success: false, code: 'RATE_LIMITED' } });
    expect(await main()).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS + 50));
    const retried = await withdraw(DEMO_FUNDS_PASSWORD, key);
    expect(retried.body).toMatchObject({ success: true, value: { status: 'pending', amount: '100.00' } });
    assertBalanced(s.app.sandbox.db);
  });
});
