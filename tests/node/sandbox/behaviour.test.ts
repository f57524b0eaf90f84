/** Platform behaviour of the sandbox: sessions, registration, member types, control API. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, control, lastCaptcha, login, smsCode, startSandbox, trial, type TestSandbox } from './helpers.ts';

/** A recent-games page as SPEC 7 lists its fields. */
const RECENT_PAGE = { page: 1, pageSize: 25, language: 'EN', clientType: 2 };

describe('sandbox behaviour', () => {
  let s: TestSandbox;
  beforeAll(async () => {
    s = await startSandbox({ rateLimits: false });
  });
  afterAll(() => s.close());

  it('seeds 3,000+ games over 30+ vendors in every category (SPEC 9)', async () => {
    const all = await call(s.app, 'gameList', { pageSize: 1 });
    expect(all.body.value.total).toBeGreaterThanOrEqual(3000);
    const mapping = (await call(s.app, 'vendorMapping', { merchantCode: 'ttslot' })).body.value as Record<string, string[]>;
    expect(Object.values(mapping).flat().length).toBeGreaterThanOrEqual(30);
    expect(mapping['ESPORTS']).toEqual(['AV', 'AI', 'IMES', 'TF', 'IA']);
    expect(mapping['SPORTS']).toEqual(expect.arrayContaining(['DS88', 'DIG']));
    expect(mapping['ELOTT']).toContain('TCG_LOTTO_VN');
    expect(mapping['LOTT']).toContain('TCG_SEA');
    for (const type of ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'BGS']) {
      const page = await call(s.app, 'gameList', { gameType: type, pageSize: 5 });
      expect(page.body.value.games.length, type).toBeGreaterThan(0);
    }
    const lott = await call(s.app, 'gameList', { gameType: 'LOTT', vassalage: 'TCG_SEA', pageSize: 20 });
    expect(lott.body.value.games.some((g: { lottoMode: string }) => g.lottoMode.includes('Entertainment'))).toBe(true);
    const rng = await call(s.app, 'gameList', { gameType: 'RNG', pageSize: 10 });
    expect(rng.body.value.games.some((g: { jackpot: number | null }) => g.jackpot !== null)).toBe(true);
    expect(rng.body.value.games.some((g: { freeplay: number }) => g.freeplay === 1)).toBe(true);
    const search = await call(s.app, 'gameList', { gameName: 'tiger', pageSize: 100 });
    expect(search.body.value.games.every((g: { gameName: string }) => /tiger/i.test(g.gameName))).toBe(true);
  });

  it('seeds announcements of every type, promotions and downloads (SPEC 3)', async () => {
    const a = (await call(s.app, 'announcements', { types: 'B,PL,PU,PR,H,A' })).body.value;
    for (const group of ['banners', 'player', 'popup', 'promotion', 'hot', 'agent']) expect(a[group].length, group).toBeGreaterThan(0);
    const promos = (await call(s.app, 'promotions')).body.value;
    expect(promos.list.some((p: { category: string }) => p.category === 'player_rank_rules')).toBe(true);
    expect(new Set(promos.list.map((p: { imageRequired: string; remarkRequired: string }) => p.imageRequired + p.remarkRequired)).size).toBe(4);
    const status = (await call(s.app, 'systemStatus')).body.value;
    expect(status.info.resources.map((r: { resourceType: string }) => r.resourceType)).toEqual(expect.arrayContaining(['IOS', 'Android', 'MOBILECONFIG', 'AppDownloadIcon', 'TELEGRAM', 'FACEBOOK']));
    const img = await s.app.inject({ method: 'GET', url: a.banners[0].url });
    expect(img.headers['content-type']).toBe('image/png');
  });

  it('answers promotions and their categories in the language asked for, each with header pictures, the last one with hostile markup (SPEC 2.9, 3)', async () => {
    type Promo = { title: string; content: string; announcementImages: { url: string; sequence: number }[]; action: { type: string } };
    const inLanguage = async (language: string) => (await call(s.app, 'promotions', { language })).body.value as { categories: { name: string }[]; list: Promo[] };
    const [en, ty, ar] = [await inLanguage('EN'), await inLanguage('TY'), await inLanguage('AR')];
    expect(en.list[0]?.title).toBe('100% Welcome Bonus');
    expect(ty.list[1]?.title).toBe('Araw-araw na Reload 10%');
    expect(ar.list[0]?.title).toBe('مكافأة ترحيب 100%');
    expect(ar.categories.map((c) => c.name)).toContain('الترحيب');
    for (const { list } of [en, ty, ar]) {
      expect(list.at(-1)?.content).toMatch(/onerror=.*<script>/s);
      expect(list.some((p) => p.action.type === 'route')).toBe(true);
      const header = list[0]?.announcementImages.find((i) => i.sequence === 1)?.url ?? '';
      expect((await s.app.inject({ method: 'GET', url: header })).headers['content-type']).toBe('image/png');
    }
  });

  it('logout invalidates the token; an unknown or expired token gets the SPEC 8 logged-out error', async () => {
    const token = await login(s.app, 'demo00');
    expect((await call(s.app, 'memberInfo', {}, token)).status).toBe(200);
    expect((await call(s.app, 'logout', {}, token)).status).toBe(200);
    const after = await call(s.app, 'memberInfo', {}, token);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 'SESSION_LOGGED_OUT', message: 'The account has been logged out, please log in again' });
    expect((await call(s.app, 'memberInfo', {}, 'no-such-token-000')).body.code).toBe('SESSION_LOGGED_OUT');
    expect((await call(s.app, 'memberInfo')).body.code).toBe('NOT_LOGGED_IN');
    const fresh = await login(s.app, 'demo00');
    await control(s.app, '/__sandbox/clock', { now: new Date(Date.now() + 25 * 3600_000).toISOString() });
    expect((await call(s.app, 'memberInfo', {}, fresh)).body.code).toBe('SESSION_LOGGED_OUT');
    await control(s.app, '/__sandbox/clock', { now: null });
  });

  it('R6-5 refuses chat, inbox and deposit to a trial account with free_reject', async () => {
    const token = await trial(s.app);
    expect((await call(s.app, 'memberInfo', {}, token)).body.value.type).toBe(4);
    for (const name of ['chatLaunch', 'chatUnread', 'inboxUnread', 'deposit'] as const) {
      const res = await call(s.app, name, {}, token);
      expect(res.status, name).toBe(403);
      expect(res.body.code).toBe('free_reject');
    }
  });

  it('registers with field settings, unique usernames and invitation codes (SPEC 5, 8)', async () => {
    const reg = async (fields: Record<string, unknown>) => {
      const c = await lastCaptcha(s.app);
      return call(s.app, 'registerByUsername', { password: 'Passw0rd!', confirmPassword: 'Passw0rd!', captcha: c.code, captchaId: c.captchaId, ...fields });
    };
    expect((await reg({ username: 'ab' })).body.message).toBe('Account format is incorrect');
    expect((await reg({ username: 'newuser01', confirmPassword: 'other' })).body.message).toBe('Confirmation password not matched');
    expect((await reg({ username: 'newuser01', affiliateCode: 'NOPE99' })).body.message).toBe('Invalid invitation code');
    expect((await reg({ username: 'newuser01', email: 'bad@' })).body.message).toBe('E-mail format is incorrect');
    expect((await call(s.app, 'registerByUsername', { username: 'newuser01', password: 'Passw0rd!', confirmPassword: 'Passw0rd!' })).body.message).toBe('Enter a captcha');
    expect((await reg({ username: 'newuser01', affiliateCode: 'AGENT01' })).body.success).toBe(true);
    expect((await reg({ username: 'NEWUSER01' })).body.message).toBe('Sorry, the username already exists');
    expect((await call(s.app, 'usernameAvailable', { username: 'newuser01' })).body.value.available).toBe(false);
    await login(s.app, 'newuser01', 'Passw0rd!');
    const agent = await login(s.app, 'agent01', 'Agent@1234');
    const today = new Date().toISOString().slice(0, 10);
    const kpi = (await call(s.app, 'teamKpi', { startDate: today, endDate: today, size: 50 }, agent)).body.value;
    expect(kpi.list.map((d: { userName: string }) => d.userName)).toContain('newuser01');
    expect(kpi.footer.teamRegisterMemberCount).toBeGreaterThanOrEqual(1);
  });

  it('checks SMS codes with an expiry, registers by mobile and sets a password by phone (SPEC 3, 4)', async () => {
    const sent = await call(s.app, 'smsSend', { mobileNum: '9175550001', countryDialingCode: '63' });
    expect(sent.body.value.expirationTime).toBeGreaterThan(Date.now());
    const code = await smsCode(s.app, '9175550001');
    expect((await call(s.app, 'verification', { mobileNum: '9175550001', verificationCode: code })).body.value.valid).toBe(true);
    const c = await lastCaptcha(s.app);
    const wrong = await call(s.app, 'registerByMobile', { mobileNum: '9175550001', password: 'Passw0rd!', confirmPassword: 'Passw0rd!', verificationCode: '000000', captcha: c.code, captchaId: c.captchaId });
    expect(wrong.body.message).toBe('Verification code error');
    const c2 = await lastCaptcha(s.app);
    const ok = await call(s.app, 'registerByMobile', { mobileNum: '9175550001', password: 'Passw0rd!', confirmPassword: 'Passw0rd!', verificationCode: code, captcha: c2.code, captchaId: c2.captchaId });
    expect(ok.body.value.userName).toBe('9175550001');
    const code2 = await smsCode(s.app, '9175550001');
    expect((await call(s.app, 'setPasswordByPhone', { mobileNum: '9175550001', verificationCode: code2, newPassword: 'Passw0rd!' })).body.code).toBe('modify.new.old.same');
    expect((await call(s.app, 'setPasswordByPhone', { mobileNum: '9175550001', verificationCode: code2, newPassword: 'Newpass123' })).body.success).toBe(true);
    await login(s.app, '9175550001', 'Newpass123');
    await control(s.app, '/__sandbox/clock', { now: new Date(Date.now() + 10 * 60_000).toISOString() });
    const late = await smsCode(s.app, '9175550001');
    await control(s.app, '/__sandbox/clock', { now: new Date(Date.now() + 20 * 60_000).toISOString() });
    expect((await call(s.app, 'verification', { mobileNum: '9175550001', verificationCode: late })).body.value.valid).toBe(false);
    await control(s.app, '/__sandbox/clock', { now: null });
  });

  it('keeps favourites, recent games, read flags and reward applications per member', async () => {
    const token = await login(s.app, 'demo01');
    await call(s.app, 'favouriteAdd', { nodeId: '100010' }, token);
    await call(s.app, 'favouriteAdd', { nodeId: '100020' }, token);
    expect((await call(s.app, 'favouriteIds', {}, token)).body.value.slice(0, 2)).toEqual(['100020', '100010']);
    await call(s.app, 'favouriteRemove', { nodeId: '100020' }, token);
    expect((await call(s.app, 'favouriteList', { pageNo: 1 }, token)).body.value.content.map((g: { nodeId: string }) => g.nodeId)).toContain('100010');
    await call(s.app, 'launchGame', { vassalage: 'PG', nodeId: '100030', gameId: 'PG_0030' }, token);
    expect((await call(s.app, 'recentList', RECENT_PAGE, token)).body.value.list[0].nodeId).toBe('100030');
    const before = (await call(s.app, 'notices', {}, token)).body.value.unreadCount;
    await call(s.app, 'announcementRead', { announcementId: 9, read: true }, token);
    expect((await call(s.app, 'notices', {}, token)).body.value.unreadCount).toBe(before - 1);
    const need = await call(s.app, 'rewardApply', { promotionId: 1, remarks: '' }, token);
    expect(need.body.success).toBe(false);
    const launch = await call(s.app, 'launchGame', { vassalage: 'PG', nodeId: '100001' }, token);
    const page = await s.app.inject({ method: 'GET', url: launch.body.value.url });
    expect(page.body).toContain('Game:');
    expect(page.headers['content-security-policy']).toContain("object-src 'none'");
  });

  it('launches a game in free play (freeplay 1) only where its supportPlay is 0; slot games differ', async () => {
    const token = await login(s.app, 'demo01');
    const games = (await call(s.app, 'gameList', { gameType: 'RNG', vassalage: 'PG', pageSize: 10 })).body.value.games as { nodeId: string; supportPlay: number }[];
    const free = games.find((g) => g.supportPlay === 0);
    const paid = games.find((g) => g.supportPlay === 1);
    expect([free, paid].every((g) => g !== undefined)).toBe(true);
    const freeLaunch = await call(s.app, 'launchGame', { vassalage: 'PG', nodeId: free?.nodeId, freeplay: 1 }, token);
    expect(freeLaunch.body.success).toBe(true);
    expect(new URL(freeLaunch.body.value.url, 'http://sandbox').searchParams.get('freeplay')).toBe('1');
    const refused = await call(s.app, 'launchGame', { vassalage: 'PG', nodeId: paid?.nodeId, freeplay: 1 }, token);
    expect(refused.body).toMatchObject({ success: false, value: { field: 'freeplay' } });
    expect((await call(s.app, 'launchGame', { vassalage: 'PG', nodeId: paid?.nodeId, freeplay: 0 }, token)).body.success).toBe(true);
  });

  it('drives flags, status, reward count and reset through the control API', async () => {
    await control(s.app, '/__sandbox/flags', { CBS3: false, MOBILEVERCODELOGIN3: true });
    let status = (await call(s.app, 'systemStatus')).body.value;
    expect(status.info.whitelabel).toMatchObject({ CBS3: false, MOBILEVERCODELOGIN3: true });
    const token = await login(s.app, 'demo01');
    expect((await call(s.app, 'chatLaunch', {}, token)).status).toBe(403);
    await control(s.app, '/__sandbox/status', { maintenance: true, regionRestriction: true });
    status = (await call(s.app, 'systemStatus')).body.value;
    expect(status.status).toBe(1);
    expect((await call(s.app, 'gameList')).status).toBe(503);
    await control(s.app, '/__sandbox/status', { maintenance: false });
    expect((await call(s.app, 'systemStatus')).body.value.status).toBe(2);
    for (const count of [0, 5, 150]) {
      await control(s.app, '/__sandbox/reward-count', { count, username: 'demo01' });
      expect((await call(s.app, 'rewardUnclaimed', {}, token)).body.value.count).toBe(count);
    }
    expect((await control(s.app, '/__sandbox/flags', { CBS3: 'yes' })).status).toBe(400);
    await control(s.app, '/__sandbox/reset', {});
    status = (await call(s.app, 'systemStatus')).body.value;
    expect(status.status).toBe(0);
    expect(status.info.whitelabel.CBS3).toBe(true);
    expect((await call(s.app, 'usernameAvailable', { username: 'newuser01' })).body.value.available).toBe(true);
    expect((await call(s.app, 'memberInfo', {}, token)).status).toBe(401);
  });

  it('switches modules, agent menu keys and templates of the system status through the control API', async () => {
    const before = (await call(s.app, 'systemStatus')).body.value.info;
    expect(before.modules.REWCEN3).toBe(true);
    const set = await control(s.app, '/__sandbox/platform', { modules: { REWCEN3: false }, agentMenu: ['AGEPAG'], templates: { mem_cen: before.mobileTemplate.mem_cen === '1' ? '0' : '1' } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    let info = (await call(s.app, 'systemStatus')).body.value.info;
    expect(info.modules).toEqual({ ...before.modules, REWCEN3: false });
    expect(info.agentMenu).toEqual(['AGEPAG']);
    expect(info.mobileTemplate).toEqual({ ...before.mobileTemplate, mem_cen: before.mobileTemplate.mem_cen === '1' ? '0' : '1' });
    await control(s.app, '/__sandbox/platform', { modules: { REWCEN3: null }, agentMenu: null, templates: { mem_cen: null } });
    info = (await call(s.app, 'systemStatus')).body.value.info;
    expect([info.modules, info.agentMenu, info.mobileTemplate]).toEqual([before.modules, before.agentMenu, before.mobileTemplate]);
    for (const bad of [{ modules: { NOPE3: true } }, { agentMenu: ['NOPE'] }, { templates: { mem_cen: '2' } }, { modules: { REWCEN3: 'off' } }]) {
      const refused = await control(s.app, '/__sandbox/platform', bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.body.message).toMatch(/body/);
    }
    await control(s.app, '/__sandbox/platform', { modules: { CBS3: false } });
    await control(s.app, '/__sandbox/reset', {});
    expect((await call(s.app, 'systemStatus')).body.value.info.modules).toEqual(before.modules);
  });

  it('serves a production build with cache headers and the strict CSP', async () => {
    const dist = join(s.dir, 'dist');
    mkdirSync(join(dist, 'ttslot'), { recursive: true });
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'ttslot', 'index.html'), '<!doctype html><title>TT</title>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
    const t = await startSandbox({ staticDir: dist }, join(s.dir, 'static'));
    const spa = await t.app.inject({ method: 'GET', url: '/m/home' });
    expect(spa.statusCode).toBe(200);
    expect(spa.headers['cache-control']).toBe('no-cache');
    expect(spa.headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self'; worker-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'/);
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    // the build's compressed copy (scripts/lib/precompress.ts) is sent as it is, not compressed again
    const copy = brotliCompressSync(readFileSync(join(dist, 'assets', 'index-abc123.js')));
    writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), copy);
    const kept = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(kept.headers['content-encoding']).toBe('br');
    expect(kept.rawPayload.equals(copy)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/wps/nothing' })).statusCode).toBe(404);
    expect((await call(t.app, 'systemStatus')).status).toBe(200);
    await t.app.close();
  });
});
