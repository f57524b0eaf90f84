/**
 * Remember tokens (D26): issued instead of keeping a password, stored as a hash,
 * bound to a device, single use with theft detection, 30-day expiry, void after a password change,
 * never for trial accounts, one refusal for every failure.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { issueRememberToken, REMEMBER_MS } from '../../../scripts/sandbox/remember-tokens.ts';
import { call, control, login, smsCode, startSandbox, type TestSandbox } from './helpers.ts';

const DEVICE = 'device-aaaaaaaaaaaaaaaa';
const OTHER_DEVICE = 'device-bbbbbbbbbbbbbbbb';
const REFUSAL = { success: false, code: 'REMEMBER_TOKEN_REFUSED', message: 'The account has been logged out, please log in again' };

describe('remember tokens (D26)', () => {
  let s: TestSandbox;
  beforeAll(async () => {
    s = await startSandbox({ rateLimits: false });
  });
  beforeEach(async () => {
    await control(s.app, '/__sandbox/reset', {});
  });
  afterAll(() => s.close());

  const remembered = async (username = 'demo00', password = 'Demo@1234', deviceId = DEVICE): Promise<string> => {
    const res = await call(s.app, 'login', { username, password, remember: true, deviceId });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    return res.body.value.rememberToken as string;
  };
  const signIn = (rememberToken: string, extra: Record<string, unknown> = {}) =>
    call(s.app, 'rememberLogin', { username: 'demo00', rememberToken, deviceId: DEVICE, ...extra });

  it('a login that asks to remember this device answers a 256-bit token; the platform keeps only its hash', async () => {
    const token = await remembered();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = s.app.sandbox.db.all<Record<string, unknown>>('SELECT * FROM remember_tokens');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.['hash']).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    // no token without both remember and a device id
    expect((await call(s.app, 'login', { username: 'demo00', password: 'Demo@1234', remember: false, deviceId: DEVICE })).body.value.rememberToken).toBeUndefined();
    expect((await call(s.app, 'login', { username: 'demo00', password: 'Demo@1234', remember: true })).body.value.rememberToken).toBeUndefined();
  });

  it('signs in with the token and answers the next one (rotation); the next one works in turn', async () => {
    const first = await remembered();
    const res = await signIn(first);
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    expect(res.body.value).toMatchObject({ userName: 'demo00', type: 0 });
    const second = res.body.value.rememberToken as string;
    expect(second).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);
    const member = await call(s.app, 'memberInfo', {}, res.body.value.token);
    expect(member.body.value.account).toBe('demo00');
    expect((await signIn(second)).body.success).toBe(true);
  });

  it('a spent token shown again is refused and revokes its whole family (theft detection)', async () => {
    const first = await remembered();
    const second = (await signIn(first)).body.value.rememberToken as string;
    expect((await signIn(first)).body).toEqual(REFUSAL);
    expect((await signIn(second)).body).toEqual(REFUSAL);
    // another login's family is untouched
    const other = await remembered();
    expect((await signIn(other)).body.success).toBe(true);
  });

  it('revoking a family ends every session its tokens signed in: the thief who spent the copy first is signed out when the owner shows it', async () => {
    const stolen = await remembered();
    const thief = (await signIn(stolen)).body.value.token as string;
    const owner = await login(s.app, 'demo00');
    expect((await call(s.app, 'memberInfo', {}, thief)).status).toBe(200);
    expect((await signIn(stolen)).body).toEqual(REFUSAL);
    const after = await call(s.app, 'memberInfo', {}, thief);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('SESSION_LOGGED_OUT');
    // the owner's own password session was not signed in by the family: it goes on
    expect((await call(s.app, 'memberInfo', {}, owner)).status).toBe(200);
  });

  it('a token shown with another device id is refused, and its family revoked', async () => {
    const token = await remembered();
    expect((await signIn(token, { deviceId: OTHER_DEVICE })).body).toEqual(REFUSAL);
    expect((await signIn(token)).body).toEqual(REFUSAL);
  });

  it('a token shown for another account is refused', async () => {
    const token = await remembered();
    expect((await signIn(token, { username: 'demo01' })).body).toEqual(REFUSAL);
    expect((await signIn(token)).body).toEqual(REFUSAL);
  });

  it('expires 30 days after it was issued', async () => {
    const start = Date.now();
    const token = await remembered();
    const later = await remembered();
    await control(s.app, '/__sandbox/clock', { now: new Date(start + REMEMBER_MS - 60_000).toISOString() });
    expect((await signIn(later)).body.success).toBe(true);
    await control(s.app, '/__sandbox/clock', { now: new Date(start + REMEMBER_MS + 60_000).toISOString() });
    expect((await signIn(token)).body).toEqual(REFUSAL);
  });

  it('R4-28 change password voids every token of the account and renews the one of the device that asks', async () => {
    const elsewhere = await remembered('demo00', 'Demo@1234', OTHER_DEVICE);
    const here = await remembered();
    const session = await login(s.app, 'demo00');
    const res = await call(s.app, 'changePassword', { oldPassword: 'Demo@1234', newPassword: 'Demo@5678', confirmNewPassword: 'Demo@5678', deviceId: DEVICE }, session);
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    const renewed = res.body.value.rememberToken as string;
    expect(renewed).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await signIn(here)).body).toEqual(REFUSAL);
    expect((await signIn(elsewhere, { deviceId: OTHER_DEVICE })).body).toEqual(REFUSAL);
    expect((await signIn(renewed)).body.success).toBe(true);
    // without a device id nothing is renewed
    const again = await call(s.app, 'changePassword', { oldPassword: 'Demo@5678', newPassword: 'Demo@9999', confirmNewPassword: 'Demo@9999' }, session);
    expect(again.body.value).toEqual({});
  });

  it('setting the password by phone voids every token of the account', async () => {
    const token = await remembered();
    const res = await call(s.app, 'setPasswordByPhone', { mobileNum: '9170000000', verificationCode: await smsCode(s.app, '9170000000'), newPassword: 'Fresh@1234' });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    expect((await signIn(token)).body).toEqual(REFUSAL);
  });

  it('forget revokes the token (and its family); an unknown token is forgotten quietly', async () => {
    const token = await remembered();
    expect((await call(s.app, 'rememberForget', { rememberToken: token })).body).toEqual({ success: true });
    expect((await signIn(token)).body).toEqual(REFUSAL);
    expect((await call(s.app, 'rememberForget', { rememberToken: 'x'.repeat(43) })).body).toEqual({ success: true });
  });

  it('forgetting a spent token changes nothing: a copy of an old token cannot sign the owner out', async () => {
    const first = await remembered();
    const second = (await signIn(first)).body.value.rememberToken as string;
    expect((await call(s.app, 'rememberForget', { rememberToken: first })).body).toEqual({ success: true });
    expect((await signIn(second)).body.success).toBe(true);
  });

  it('remember false spends the token and answers none', async () => {
    const token = await remembered();
    const res = await signIn(token, { remember: false });
    expect(res.body.success).toBe(true);
    expect(res.body.value.rememberToken).toBeUndefined();
    expect((await signIn(token)).body).toEqual(REFUSAL);
  });

  it('the SMS method remembers the mobile number', async () => {
    const code = await smsCode(s.app, '9170000001');
    const res = await call(s.app, 'login', { username: '9170000001', verificationCode: code, type: 'sms', remember: true, deviceId: DEVICE });
    const token = res.body.value.rememberToken as string;
    const signed = await call(s.app, 'rememberLogin', { username: '9170000001', rememberToken: token, deviceId: DEVICE, type: 'sms' });
    expect(signed.body.value.userName).toBe('demo01');
  });

  it('trial accounts are never remembered', async () => {
    const trial = await call(s.app, 'trialAccount');
    expect(trial.body.value.rememberToken).toBeUndefined();
    expect(issueRememberToken(s.app.sandbox, { id: 1, type: 4 }, DEVICE)).toBeUndefined();
  });

  it('every refusal is the same answer: unknown, spent, revoked, expired, another device, another account', async () => {
    const answers = [(await signIn('A'.repeat(43))).body];
    const spent = await remembered();
    await signIn(spent);
    answers.push((await signIn(spent)).body);
    const revoked = await remembered();
    await call(s.app, 'rememberForget', { rememberToken: revoked });
    answers.push((await signIn(revoked)).body);
    answers.push((await signIn(await remembered(), { deviceId: OTHER_DEVICE })).body);
    answers.push((await signIn(await remembered(), { username: 'demo02' })).body);
    const expired = await remembered();
    await control(s.app, '/__sandbox/clock', { now: new Date(Date.now() + REMEMBER_MS + 60_000).toISOString() });
    answers.push((await signIn(expired)).body);
    expect(answers).toEqual(Array(6).fill(REFUSAL));
  });

  it('refuses a plain body when the platform demands encryption, like login', async () => {
    const strict = await startSandbox({ rateLimits: false, requireEncryption: true });
    try {
      const res = await call(strict.app, 'rememberLogin', { username: 'demo00', rememberToken: 'A'.repeat(43), deviceId: DEVICE });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('DECRYPTION_FAILED');
    } finally {
      await strict.close();
    }
  });
});
