/** Encrypted bodies (DESIGN 4), replay refusal, rate limits, SPEC 4 login captcha. */
import { CompactEncrypt, importJWK, type JWK } from 'jose';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/api/endpoints.ts';
import { call, control, lastCaptcha, login, startSandbox, type TestSandbox } from './helpers.ts';

describe('sandbox security', () => {
  let s: TestSandbox;
  let jwk: JWK;
  beforeAll(async () => {
    s = await startSandbox({ rateLimits: { loginPerClient: 1000, captchaPerClient: 1000, smsPerClient: 1000, loginDelayBaseMs: 5, loginDelayCapMs: 20 } });
    const status = await call(s.app, 'systemStatus');
    jwk = status.body.value.info.publicKey.jwk as JWK;
  });
  afterAll(() => s.close());

  const encrypt = async (payload: Record<string, unknown>): Promise<string> => {
    const key = await importJWK(jwk, 'RSA-OAEP-256');
    return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload))).setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM' }).encrypt(key);
  };
  const post = (data: string) => s.app.inject({ method: 'POST', url: ENDPOINTS.login.path, headers: { encryption: 'JWE' }, payload: { data } });

  it('publishes the public key in the system status (SPEC 3)', async () => {
    const status = await call(s.app, 'systemStatus');
    expect(status.body.value.info.publicKey.alg).toBe('RSA-OAEP-256');
    expect(status.body.value.info.publicKey.spki).toMatch(/BEGIN PUBLIC KEY/);
  });

  it('logs in with a JWE body encrypted for the published key (round trip)', async () => {
    const jwe = await encrypt({ username: 'demo01', password: 'Demo@1234', ts: Date.now(), nonce: randomUUID() });
    const res = await post(jwe);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body).value.userName).toBe('demo01');
  });

  it('refuses a replayed body and a stale one', async () => {
    const jwe = await encrypt({ username: 'demo00', password: 'Demo@1234', ts: Date.now(), nonce: randomUUID() });
    expect((await post(jwe)).statusCode).toBe(200);
    const again = await post(jwe);
    expect(again.statusCode).toBe(400);
    expect(JSON.parse(again.body).code).toBe('REPLAYED_REQUEST');
    const stale = await post(await encrypt({ username: 'demo00', password: 'Demo@1234', ts: Date.now() - 6 * 60_000, nonce: randomUUID() }));
    expect(stale.statusCode).toBe(400);
    expect(JSON.parse(stale.body).message).toMatch(/stale/);
    const noNonce = await post(await encrypt({ username: 'demo00', password: 'Demo@1234', ts: Date.now() }));
    expect(noNonce.statusCode).toBe(400);
    const garbage = await post('not.a.jwe.at.all');
    expect(garbage.statusCode).toBe(400);
    expect(JSON.parse(garbage.body).code).toBe('DECRYPTION_FAILED');
  });

  it('asks for a captcha after a failed login and checks it (SPEC 4, 8)', async () => {
    const bad = await call(s.app, 'login', { username: 'demo02', password: 'wrong-pass' });
    expect(bad.body.success).toBe(false);
    expect(bad.body.value.captcha).toBe(true);
    const noCaptcha = await call(s.app, 'login', { username: 'demo02', password: 'Demo@1234' });
    expect(noCaptcha.body.code).toBe('CAPTCHA_REQUIRED');
    expect(noCaptcha.body.value.captcha).toBe(true);
    await lastCaptcha(s.app);
    const wrong = await call(s.app, 'login', { username: 'demo02', password: 'Demo@1234', captcha: '99999' });
    expect(wrong.body.code).toBe('CAPTCHA_INCORRECT');
    const c = await lastCaptcha(s.app);
    expect(c.code).toMatch(/^\d{4}$/);
    const ok = await call(s.app, 'login', { username: 'demo02', password: 'Demo@1234', captcha: c.code, captchaId: c.captchaId });
    expect(ok.body.success).toBe(true);
  });

  it('answers the D5 refusals as the platform gives them', async () => {
    expect((await call(s.app, 'login', { username: 'nonmember01', password: 'Demo@1234' })).body.message).toBe('Non-member account unable to login');
    expect((await call(s.app, 'login', { username: 'nonagent01', password: 'Demo@1234' })).body.message).toBe('Non-agents cannot log in');
    expect((await call(s.app, 'login', { username: 'demo00', password: 'Demo@1234', loginKind: 'agent' })).body.message).toBe('Non-agents cannot log in');
    expect((await call(s.app, 'login', { username: 'agent01', password: 'Agent@1234', loginKind: 'agent' })).body.success).toBe(true);
  });

  it('R6-13 a member login of an account the platform marks as not a member is refused with "Non-member account unable to login" and opens no session (D5)', async () => {
    const refused = await call(s.app, 'login', { username: 'nonmember01', password: 'Demo@1234' });
    expect(refused.body).toMatchObject({ success: false, code: 'NON_MEMBER_LOGIN', message: 'Non-member account unable to login' });
    expect(JSON.stringify(refused.body)).not.toContain('token');
    expect((await call(s.app, 'login', { username: 'demo00', password: 'Demo@1234' })).body.success).toBe(true);
  });

  it('rate-limits login per client and SMS per mobile with 429', async () => {
    const t = await startSandbox({ rateLimits: { loginPerClient: 5, smsPerMobile: 2, loginDelayBaseMs: 1, loginDelayCapMs: 1 } });
    const codes: number[] = [];
    for (let i = 0; i < 7; i += 1) codes.push((await call(t.app, 'login', { username: `ratelimited${i}`, password: 'x' })).status);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const limited = await call(t.app, 'login', { username: 'ratelimited', password: 'x' });
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(limited.body.value.retryAfterMs).toBeGreaterThan(0);
    const sms = [];
    for (let i = 0; i < 3; i += 1) sms.push((await call(t.app, 'smsSend', { mobileNum: '9179990000' })).status);
    expect(sms).toEqual([200, 200, 429]);
    await t.close();
  });

  it('limits the accounts one client creates: trial accounts, registrations and downline accounts share one count; another client is not limited', async () => {
    const t = await startSandbox({ rateLimits: { accountsPerClient: 3 } });
    const trials: number[] = [];
    for (let i = 0; i < 4; i += 1) trials.push((await call(t.app, 'trialAccount')).status);
    expect(trials).toEqual([200, 200, 200, 429]);
    const c = await lastCaptcha(t.app);
    const registered = await call(t.app, 'registerByUsername', { username: 'limited01', password: 'Passw0rd!', confirmPassword: 'Passw0rd!', captcha: c.code, captchaId: c.captchaId });
    expect(registered.status).toBe(429);
    expect(registered.body).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many requests, please try again later' });
    const agent = await login(t.app, 'agent01', 'Agent@1234');
    const d = await lastCaptcha(t.app);
    const downline = await call(t.app, 'agentRegister', { username: 'limited02', password: 'Passw0rd!', confirmPassword: 'Passw0rd!', rebateRate: '0.0', captcha: d.code, captchaId: d.captchaId }, agent);
    expect(downline.status).toBe(429);
    const elsewhere = await t.app.inject({ method: 'GET', url: '/wps/session/trial', remoteAddress: '192.0.2.7' });
    expect(elsewhere.statusCode).toBe(200);
    await t.close();
  });

  it('rate-limits captcha requests per client', async () => {
    const t = await startSandbox({ rateLimits: { captchaPerClient: 3 } });
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await call(t.app, 'captcha')).status);
    expect(codes).toEqual([200, 200, 200, 429]);
    await control(t.app, '/__sandbox/reset', {});
    expect((await call(t.app, 'captcha')).status).toBe(200);
    await t.close();
  });

  it('can demand encrypted bodies', async () => {
    const t = await startSandbox({ requireEncryption: true }, s.dir);
    const plain = await call(t.app, 'login', { username: 'demo01', password: 'Demo@1234' });
    expect(plain.status).toBe(400);
    await t.app.close();
  });
});
