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

  it('reaches the member centre, records, rewards, notices in every language and the agent\'s team', async () => {
    await control(s.app, '/__sandbox/hostile', { strings: STRINGS });
    const agent = await login(s.app, 'agent01', 'Agent@1234');
    const hostile = (x: string): boolean => STRINGS.includes(x);
    const range = { startDate: new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10), endDate: new Date().toISOString().slice(0, 10), pageSize: 100 };
    expect(hostile((await call(s.app, 'memberInfo', {}, agent)).body.value.clubLabel.labelName)).toBe(true);
    const rewards = (await call(s.app, 'rewardList', { language: 'EN' }, agent)).body.value;
    expect([...rewards.unclaimed, ...rewards.claimed].map((r: { title: string }) => r.title).filter((x: string) => !hostile(x))).toEqual([]);
    const deposits = (await call(s.app, 'depositRecords', range, agent)).body.value.list as { payerName: string; reference: string; remark: string }[];
    expect(deposits.length).toBeGreaterThan(0);
    expect(deposits.flatMap((d) => [d.payerName, d.reference, d.remark]).filter((x) => !hostile(x))).toEqual([]);
    const bets = (await call(s.app, 'betRecords', range, agent)).body.value.list as { gameName: string }[];
    expect(bets.map((b) => b.gameName).filter((x) => !hostile(x))).toEqual([]);
    const team = (await call(s.app, 'teamMembers', { pageSize: 100 }, agent)).body.value.list as { userName: string }[];
    expect(team.length).toBeGreaterThan(0);
    // account names are unique: each is a string of the corpus followed by the account's id
    expect(team.map((m) => m.userName).filter((x) => !STRINGS.some((h) => x.startsWith(h) && /^\d+$/.test(x.slice(h.length))))).toEqual([]);
    const teamBets = (await call(s.app, 'teamBets', range, agent)).body.value.list as { game: string }[];
    expect(teamBets.length).toBeGreaterThan(0);
    expect(teamBets.map((b) => b.game).filter((x) => !hostile(x))).toEqual([]);
    for (const [types, language] of [['PL', 'TY'], ['PL', 'AR'], ['A', 'TY'], ['A', 'AR']] as const) {
      const notices = (await call(s.app, 'notices', { types, language }, agent)).body.value.list as { title: string; content: string }[];
      expect(notices.length).toBeGreaterThan(0);
      expect(notices.flatMap((n) => [n.title, n.content]).filter((x) => !hostile(x)), `${types} ${language}`).toEqual([]);
    }
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
