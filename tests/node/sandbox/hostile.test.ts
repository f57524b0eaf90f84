/** The sandbox's hostile-data control: the corpus reaches every rendered field, answers stay schema-valid, reset restores the seed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_STRINGS, HOSTILE_URLS } from '../../fixtures/hostile-strings.ts';
import { HOSTILE_ACCOUNT } from '../../../scripts/sandbox/hostile.ts';
import { call, control, login, smsCode, startSandbox, type TestSandbox } from './helpers.ts';

const STRINGS = [...HOSTILE_STRINGS, ...HOSTILE_URLS];

describe('sandbox hostile data', () => {
  let s: TestSandbox;
  beforeAll(async () => { s = await startSandbox({ rateLimits: false }); });
  afterAll(() => s.close());

  it('writes the strings round-robin into names, titles, HTML, pictures and links, and every answer still meets its schema', async () => {
    const written = await control(s.app, '/__sandbox/hostile', { strings: STRINGS });
    expect(written.status).toBe(200);
    expect(Number((written.body['state'] as { fields: number }).fields)).toBeGreaterThan(STRINGS.length);

    const seen = new Set<string>();
    const ann = (await call(s.app, 'announcements', { types: 'B,PL,PU,H,A,PR' })).body.value;
    for (const a of [...ann.banners, ...ann.player, ...ann.popup, ...ann.hot, ...ann.agent]) [a.title, a.content, a.url].forEach((x: string) => seen.add(x));
    expect(ann.banners[0].action.type).toBe('url');
    for (let page = 1, pages = 1; page <= pages; page += 1) {
      const games = (await call(s.app, 'gameList', { gameType: 'ALL', pageSize: 100, pageNo: page })).body.value;
      pages = games.totalPages;
      for (const g of games.games) seen.add(g.gameName);
    }
    for (const c of (await call(s.app, 'vendorSorting')).body.value) for (const v of c.vendorNames) seen.add(v.displayName);
    for (const m of (await call(s.app, 'hotMatches')).body.value.list) [m.homeTeam, m.awayTeam, m.league].forEach((x: string) => seen.add(x));
    for (const l of (await call(s.app, 'customerService')).body.value.version.pathList) seen.add(l.title);
    for (const r of (await call(s.app, 'systemStatus')).body.value.info.resources) seen.add(r.url);
    expect(STRINGS.filter((x) => !seen.has(x))).toEqual([]);

    // the hostile account still signs in by SMS, under its hostile name
    const code = await smsCode(s.app, '9170000002');
    const session = (await call(s.app, 'login', { username: '9170000002', verificationCode: code, type: 'sms' })).body.value;
    expect(STRINGS).toContain(session.userName);
    const info = (await call(s.app, 'memberInfo', {}, session.token)).body.value;
    expect(STRINGS).toContain(info.nickname);
  });

  it('refuses a body without strings, and reset restores the seed', async () => {
    expect((await control(s.app, '/__sandbox/hostile', { strings: [] })).status).toBe(400);
    expect((await control(s.app, '/__sandbox/hostile', { names: ['x'] })).status).toBe(400);
    await control(s.app, '/__sandbox/reset', {});
    const ann = (await call(s.app, 'announcements', { types: 'B' })).body.value;
    expect(ann.banners[0].title).toBe('Welcome bonus 100%');
    expect(typeof (await login(s.app, HOSTILE_ACCOUNT))).toBe('string');
  });
});
