/**
 * What the platform must refuse about accounts (docs/platform.md "Rules a platform must keep"):
 * SMS code guessing, lockouts an outsider triggers, user enumeration, sessions alive after a password change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/api/endpoints.ts';
import { loginDelayMs, recordLoginFailure } from '../../../scripts/sandbox/login-guard.ts';
import { SMS_MAX_ATTEMPTS } from '../../../scripts/sandbox/sms-codes.ts';
import { call, control, lastCaptcha, login, smsCode, startSandbox, type TestSandbox } from './helpers.ts';

const DEMO01_MOBILE = '9170000001';
const PASSWORD = 'Demo@1234';
/** A wrong code, whatever the right one is. */
const wrongFor = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('SMS codes die after wrong guesses and checks are rate limited', () => {
  let s: TestSandbox;
  beforeAll(async () => {
    s = await startSandbox({ rateLimits: false });
  });
  afterAll(() => s.close());

  it('3,000 concurrent wrong guesses leave no code to reset demo01\'s password with', async () => {
    const code = await smsCode(s.app, DEMO01_MOBILE);
    const guesses = Array.from({ length: 3000 }, (_, i) => String(i).padStart(6, '0')).filter((g) => g !== code);
    const answers = await Promise.all(guesses.map((g) => call(s.app, 'verification', { mobileNum: DEMO01_MOBILE, verificationCode: g })));
    expect(answers.every((a) => a.body.value.valid === false)).toBe(true);
    const reset = await call(s.app, 'setPasswordByPhone', { mobileNum: DEMO01_MOBILE, verificationCode: code, newPassword: 'Taken0ver!' });
    expect(reset.body.message).toBe('Verification code error');
    await login(s.app, 'demo01', PASSWORD);
  });

  const guessers: Record<string, (mobile: string, code: string) => Promise<unknown>> = {
    verification: (mobile, code) => call(s.app, 'verification', { mobileNum: mobile, verificationCode: code }),
    'login by SMS': (mobile, code) => call(s.app, 'login', { username: mobile, type: 'sms', verificationCode: code }),
    registerByMobile: async (mobile, code) => {
      const c = await lastCaptcha(s.app);
      return call(s.app, 'registerByMobile', { mobileNum: mobile, password: 'Passw0rd!', confirmPassword: 'Passw0rd!', verificationCode: code, captcha: c.code, captchaId: c.captchaId });
    },
    setPasswordByPhone: (mobile, code) => call(s.app, 'setPasswordByPhone', { mobileNum: mobile, verificationCode: code, newPassword: 'Other0ne!' }),
  };

  for (const [name, guess] of Object.entries(guessers)) {
    it(`${name}: the ${SMS_MAX_ATTEMPTS}th wrong guess kills the code; one fewer does not`, async () => {
      const mobile = name === 'login by SMS' || name === 'setPasswordByPhone' ? '9170000002' : `91766${String(Object.keys(guessers).indexOf(name)).padStart(5, '0')}`;
      const code = await smsCode(s.app, mobile);
      for (let i = 1; i < SMS_MAX_ATTEMPTS; i += 1) await guess(mobile, wrongFor(code));
      expect((await call(s.app, 'verification', { mobileNum: mobile, verificationCode: code })).body.value.valid).toBe(true);
      await guess(mobile, wrongFor(code));
      expect((await call(s.app, 'verification', { mobileNum: mobile, verificationCode: code })).body.value.valid).toBe(false);
      const fresh = await smsCode(s.app, mobile);
      expect((await call(s.app, 'verification', { mobileNum: mobile, verificationCode: fresh })).body.value.valid).toBe(true);
    });
  }

  it('limits code checks per number and per client, whoever asks', async () => {
    const t = await startSandbox({ rateLimits: { smsVerifyPerMobile: 3, smsVerifyPerClient: 5 } });
    const check = (mobile: string, client: string) => t.app.inject({
      method: 'GET', url: `${ENDPOINTS.verification.path}?mobileNum=${mobile}&verificationCode=000000`, remoteAddress: client,
    }).then((r) => r.statusCode);
    const perMobile = [];
    for (let i = 0; i < 4; i += 1) perMobile.push(await check('9176000001', `10.9.0.${i + 1}`));
    expect(perMobile).toEqual([200, 200, 200, 429]);
    const perClient = [];
    for (let i = 0; i < 6; i += 1) perClient.push(await check(`917600010${i}`, '10.9.1.1'));
    expect(perClient).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await check('9176000200', '10.9.1.2')).toBe(200);
    await t.close();
  });
});

describe('login failures add a captcha and a growing delay, never a lockout', () => {
  let s: TestSandbox;
  beforeAll(async () => {
    s = await startSandbox({ rateLimits: { loginDelayBaseMs: 500, loginDelayCapMs: 2000 } });
  });
  afterAll(() => s.close());

  const attempt = (username: string, password: string, client: string, captcha?: { code: string; captchaId: string }) =>
    s.app.inject({
      method: 'POST', url: ENDPOINTS.login.path, remoteAddress: client,
      payload: { username, password, ...(captcha === undefined ? {} : { captcha: captcha.code, captchaId: captcha.captchaId }) },
    })
      .then((r) => ({ status: r.statusCode, body: JSON.parse(r.body) as { success: boolean; code?: string; value?: { captcha?: boolean } } }));

  it('the delay doubles per recent failure up to its cap, for known and unknown users alike', () => {
    const ctx = s.app.sandbox;
    expect(loginDelayMs(ctx, 'nobody-here')).toBe(0);
    const seen = [];
    for (let i = 0; i < 5; i += 1) {
      recordLoginFailure(ctx, 'nobody-here');
      seen.push(loginDelayMs(ctx, 'Nobody-Here'));
    }
    expect(seen).toEqual([500, 1000, 2000, 2000, 2000]);
  });

  it('makes the right password wait too, so a fast answer does not give it away', async () => {
    expect((await attempt('demo02', 'wrong-pass', '10.7.0.1')).body.value?.captcha).toBe(true);
    expect((await attempt('demo02', 'wrong-pass-2', '10.7.0.1', await lastCaptcha(s.app))).body.success).toBe(false);
    const c = await lastCaptcha(s.app);
    const started = performance.now();
    const ok = await attempt('demo02', PASSWORD, '10.7.0.1', c);
    expect(ok.body.success).toBe(true);
    // two failures: 1 s (less a timer's slack), far more than the password hash takes
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
    expect(loginDelayMs(s.app.sandbox, 'demo02')).toBe(0);
  });

  it('32 failures in a minute from 32 addresses (more than the 30 that used to lock it) do not lock the owner out; one client is still capped', async () => {
    const flood = await Promise.all(Array.from({ length: 32 }, (_, i) => attempt('demo01', `guess-${i}`, `10.8.0.${i + 1}`)));
    expect(flood.map((res) => res.status)).toEqual(Array(32).fill(200));
    const c = await lastCaptcha(s.app);
    const owner = await attempt('demo01', PASSWORD, '192.0.2.10', c);
    expect(owner.body.success).toBe(true);

    const t = await startSandbox({ rateLimits: { loginPerClient: 3, loginDelayBaseMs: 1, loginDelayCapMs: 1 } });
    const one = [];
    for (let i = 0; i < 4; i += 1) one.push((await t.app.inject({ method: 'POST', url: ENDPOINTS.login.path, remoteAddress: '10.6.0.1', payload: { username: `u${i}`, password: 'x' } })).statusCode);
    expect(one).toEqual([200, 200, 200, 429]);
    await t.close();
  });
});

describe('answers that do not tell whether an account exists', () => {
  let s: TestSandbox;
  beforeAll(async () => {
    s = await startSandbox({ rateLimits: false });
  });
  afterAll(() => s.close());

  it('one message for an unknown user and a wrong password', async () => {
    const unknown = await call(s.app, 'login', { username: 'no-such-user', password: 'Whatever1' });
    const wrong = await call(s.app, 'login', { username: 'demo00', password: 'Whatever1' });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({ success: false, code: 'LOGIN_FAILED', message: 'The username or password is incorrect', value: { captcha: true } });
  });

  it('forgot password answers the same for a match, a wrong e-mail and an unknown user', async () => {
    const answers = await Promise.all([
      call(s.app, 'forgotPasswordByEmail', { username: 'demo01', email: 'demo01@example.com' }),
      call(s.app, 'forgotPasswordByEmail', { username: 'demo01', email: 'someone@example.com' }),
      call(s.app, 'forgotPasswordByEmail', { username: 'no-such-user', email: 'demo01@example.com' }),
    ]);
    expect(new Set(answers.map((a) => JSON.stringify([a.status, a.body]))).size).toBe(1);
    expect(answers[0]?.body.success).toBe(true);
  });

  it('set password by phone checks the code before it says whether the number has an account', async () => {
    const known = await call(s.app, 'setPasswordByPhone', { mobileNum: DEMO01_MOBILE, verificationCode: '123456', newPassword: 'Other0ne!' });
    const unknown = await call(s.app, 'setPasswordByPhone', { mobileNum: '9179999999', verificationCode: '123456', newPassword: 'Other0ne!' });
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toBe('Verification code error');
  });
});

describe('a password change ends every other session', () => {
  let s: TestSandbox;
  beforeAll(async () => {
    s = await startSandbox({ rateLimits: false });
  });
  afterAll(() => s.close());

  it('change password keeps the session that made it and ends the others', async () => {
    const here = await login(s.app, 'demo00');
    const elsewhere = await login(s.app, 'demo00');
    const other = await login(s.app, 'demo02');
    const changed = await call(s.app, 'changePassword', { oldPassword: PASSWORD, newPassword: 'Changed@123', confirmNewPassword: 'Changed@123' }, here);
    expect(changed.body.success).toBe(true);
    expect((await call(s.app, 'memberInfo', {}, here)).status).toBe(200);
    expect((await call(s.app, 'memberInfo', {}, elsewhere)).body.code).toBe('SESSION_LOGGED_OUT');
    expect((await call(s.app, 'memberInfo', {}, other)).status).toBe(200);
  });

  it('set password by phone ends every session of the member', async () => {
    const before = await login(s.app, 'demo01');
    const code = await smsCode(s.app, DEMO01_MOBILE);
    expect((await call(s.app, 'setPasswordByPhone', { mobileNum: DEMO01_MOBILE, verificationCode: code, newPassword: 'Phone@1234' })).body.success).toBe(true);
    expect((await call(s.app, 'memberInfo', {}, before)).body.code).toBe('SESSION_LOGGED_OUT');
    await login(s.app, 'demo01', 'Phone@1234');
    await control(s.app, '/__sandbox/reset', {});
  });
});
