/**
 * What the platform must refuse about requests (docs/platform.md "Rules a platform must keep"):
 * forged client addresses, tokens in URLs, bodies a cross-site form can send, control calls without
 * their header, malformed picture names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, SANDBOX_CONTROL } from '../../../src/api/endpoints.ts';
import { envOptions } from '../../../scripts/sandbox/env-options.ts';
import { JSON_BODY_LIMIT } from '../../../scripts/sandbox/server.ts';
import { CONTROL_HEADERS, control, login, startSandbox, type TestSandbox } from './helpers.ts';

describe('rate limits key on the socket address unless a proxy is trusted', () => {
  const logins = async (s: TestSandbox, n: number): Promise<number[]> => {
    const codes = [];
    for (let i = 0; i < n; i += 1) {
      codes.push((await s.app.inject({
        method: 'POST', url: ENDPOINTS.login.path, remoteAddress: '10.0.0.7', headers: { 'x-forwarded-for': `198.51.100.${i + 1}` }, payload: { username: `user${i}`, password: 'x' },
      })).statusCode);
    }
    return codes;
  };
  const statusIp = async (s: TestSandbox): Promise<string> => JSON.parse((await s.app.inject({
    method: 'GET', url: ENDPOINTS.systemStatus.path, remoteAddress: '10.0.0.7', headers: { 'x-forwarded-for': '203.0.113.9' },
  })).body).value.location.ip as string;
  const limits = { loginPerClient: 3, loginDelayBaseMs: 1, loginDelayCapMs: 1 };

  it('a rotating X-Forwarded-For does not beat the limit, and the status reports the socket address', async () => {
    const s = await startSandbox({ rateLimits: limits });
    expect(await logins(s, 5)).toEqual([200, 200, 200, 429, 429]);
    expect(await statusIp(s)).toBe('10.0.0.7');
    await s.close();
  });

  it('a trusted proxy\'s X-Forwarded-For names the client', async () => {
    const s = await startSandbox({ rateLimits: limits, trustedProxies: ['10.0.0.0/8'] });
    expect(await logins(s, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(await statusIp(s)).toBe('203.0.113.9');
    await s.close();
  });

  it('the start scripts read the list from SANDBOX_TRUSTED_PROXIES (default none)', () => {
    expect(envOptions({})).toEqual({});
    expect(envOptions({ SANDBOX_TRUSTED_PROXIES: ' 10.0.0.0/8, 127.0.0.1 ,', SANDBOX_RATE_LIMITS: 'off' })).toEqual({ trustedProxies: ['10.0.0.0/8', '127.0.0.1'], rateLimits: false });
  });
});

describe('requests a cross-site form or a link could make', () => {
  let s: TestSandbox;
  beforeAll(async () => {
    s = await startSandbox({ rateLimits: false });
  });
  afterAll(() => s.close());

  it('takes the session token from the Authorization header only, never the URL', async () => {
    const token = await login(s.app, 'demo00');
    const inUrl = await s.app.inject({ method: 'GET', url: `${ENDPOINTS.memberInfo.path}?token=${token}` });
    expect(inUrl.statusCode).toBe(400);
    expect(JSON.parse(inUrl.body).message).toBe('The session token goes in the Authorization header, never in the URL');
    expect((await s.app.inject({ method: 'GET', url: ENDPOINTS.memberInfo.path, headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
  });

  it('answers 415 with a reason for any body that is not application/json', async () => {
    const json = JSON.stringify({ username: 'demo00', password: 'Demo@1234' });
    const bodies: [string, string, Record<string, string>?][] = [
      ['application/x-www-form-urlencoded', 'username=demo00&password=Demo%401234'],
      ['text/plain', json],
      ['text/plain;charset=UTF-8', json, { encryption: 'JWE' }],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="username"\r\n\r\ndemo00\r\n--x--\r\n'],
      ['application/csp-report', json],
    ];
    for (const [type, payload, extra] of bodies) {
      for (const path of [ENDPOINTS.login.path, ENDPOINTS.smsSend.path, ENDPOINTS.forgotPasswordByEmail.path]) {
        const res = await s.app.inject({ method: 'POST', url: path, headers: { 'content-type': type, ...extra }, payload });
        expect(res.statusCode, `${type} ${path}`).toBe(415);
        expect(JSON.parse(res.body)).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE', message: `Request bodies must be application/json (got ${type.split(';')[0]?.toLowerCase()})` });
      }
    }
    const forgot = await s.app.inject({ method: 'POST', url: ENDPOINTS.forgotPasswordByEmail.path, headers: { 'content-type': 'application/json; charset=utf-8' }, payload: { username: 'demo01', email: 'demo01@example.com' } });
    expect(JSON.parse(forgot.body).success).toBe(true);
  });

  it('refuses a control call without its header (403 with the reason); the pages a browser opens need none', async () => {
    const bare = await s.app.inject({ method: 'POST', url: SANDBOX_CONTROL.flags, headers: { 'content-type': 'application/json' }, payload: '{"CBS3":false}' });
    expect(bare.statusCode).toBe(403);
    expect(JSON.parse(bare.body).message).toBe('Sandbox control calls need the header X-Sandbox-Control: 1');
    expect((await s.app.inject({ method: 'POST', url: SANDBOX_CONTROL.reset, headers: { 'content-type': 'text/plain' }, payload: '{}' })).statusCode).toBe(403);
    expect((await s.app.inject({ method: 'GET', url: `${SANDBOX_CONTROL.smsLast}?mobile=9170000001`, headers: { 'x-sandbox-control': 'yes' } })).statusCode).toBe(403);
    expect((await control(s.app, '/__sandbox/state')).body.state).toMatchObject({ overrides: {} });
    expect((await control(s.app, SANDBOX_CONTROL.flags, { CBS3: false })).status).toBe(200);
    expect((await s.app.inject({ method: 'GET', url: `${SANDBOX_CONTROL.gamePage}?name=Tiger` })).statusCode).toBe(200);
    expect((await s.app.inject({ method: 'GET', url: `${SANDBOX_CONTROL.chatPage}?title=Chat` })).statusCode).toBe(200);
    const report = await s.app.inject({ method: 'POST', url: '/__sandbox/csp-report', headers: { 'content-type': 'application/csp-report' }, payload: '{"csp-report":{"blocked-uri":"inline"}}' });
    expect(report.statusCode).toBe(204);
    expect((await s.app.inject({ method: 'GET', url: '/__sandbox/csp-reports', headers: CONTROL_HEADERS })).statusCode).toBe(200);
  });
});

describe('bounded inputs', () => {
  let s: TestSandbox;
  beforeAll(async () => {
    s = await startSandbox({ rateLimits: false });
  });
  afterAll(() => s.close());

  it('refuses a JSON body over 1 MiB with 413 and a reason before parsing it, on the platform\'s routes and the control routes', async () => {
    const nested = JSON.stringify({ username: 'demo00', password: 'x', deep: Array.from({ length: 200_000 }, () => [[[0]]]) });
    expect(nested.length).toBeGreaterThan(JSON_BODY_LIMIT);
    for (const [url, headers] of [[ENDPOINTS.login.path, {}], [SANDBOX_CONTROL.hostile, CONTROL_HEADERS]] as const) {
      const res = await s.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: nested });
      expect(res.statusCode, url).toBe(413);
      expect(JSON.parse(res.body), url).toMatchObject({ success: false, message: expect.stringMatching(/too large/i) });
    }
    expect((await login(s.app, 'demo00')).length).toBeGreaterThan(0);
  });

  it('refuses control values past their bounds with 400 and the field, before any work: a reward count of 1e300 returns at once and writes nothing', async () => {
    const before = s.app.sandbox.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM member_rewards')?.n;
    const res = await control(s.app, SANDBOX_CONTROL.rewardCount, { count: 1e300, username: 'demo01' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/count must be <= 1000/);
    expect(s.app.sandbox.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM member_rewards')?.n).toBe(before);
    expect((await control(s.app, SANDBOX_CONTROL.rewardCount, { count: 1000, username: 'demo01' })).status).toBe(200);
  });
});

describe('picture routes answer 4xx for any malformed name', () => {
  let s: TestSandbox;
  beforeAll(async () => {
    s = await startSandbox({ rateLimits: false });
  });
  afterAll(() => s.close());

  it.each([
    '/cdn/ttslot/game/%25.png', '/cdn/ttslot/banner/abc.png', '/cdn/ttslot/banner/1e20.png', '/cdn/ttslot/game/%E0%A4%A.png',
    '/cdn/ttslot/banner/%.png', '/cdn/ttslot/banner/0.png', '/cdn/ttslot/banner/-1.png', '/cdn/ttslot/banner/99999999999999999999.png',
    '/cdn/ttslot/promo/abc.png', '/cdn/ttslot/promo/1e99.png', '/cdn/ttslot/promo/NaN.svg', '/cdn/ttslot/game/.png', '/cdn/ttslot/game/1.gif',
    '/cdn/ttslot/vendor/..%2F..%2Fetc%2Fpasswd.png', '/cdn/ttslot/team/%00.png', '/cdn/ttslot/resource/%C0%AF.png',
    `/cdn/ttslot/game/${'9'.repeat(5000)}.png`, `/cdn/ttslot/team/${'x'.repeat(500)}.png`,
  ])('%s', async (url) => {
    const res = await s.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('well-formed names still answer pictures', async () => {
    for (const url of ['/cdn/ttslot/game/100001.png', '/cdn/ttslot/banner/1.png', '/cdn/ttslot/promo/3-2.png', '/cdn/ttslot/vendor/TCG_SEA.png',
      `/cdn/ttslot/team/${encodeURIComponent('Manila Kings')}.png`, '/cdn/ttslot/resource/AppDownloadIcon.svg']) {
      expect((await s.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });
});
