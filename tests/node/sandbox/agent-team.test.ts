import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, lastCaptcha, login, startSandbox, trial, type TestSandbox } from './helpers.ts';

const day = (offset: number): string => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
const minor = (text: string): bigint => BigInt(text.replace('.', ''));

describe('the agent\'s team in the sandbox (SPEC 2.13, 6, 7 Agent)', () => {
  let s: TestSandbox;
  let agent: string;
  let raw: DatabaseSync;

  beforeAll(async () => {
    s = await startSandbox({ rateLimits: false });
    agent = await login(s.app, 'agent01', 'Agent@1234');
    raw = new DatabaseSync(s.dbPath, { readOnly: true });
  });
  afterAll(async () => {
    raw.close();
    await s.close();
  });

  it('seeds a multi-level downline with 90 days of sign-ins, bets and deposits', async () => {
    const members = (await call(s.app, 'teamMembers', { pageSize: 100 }, agent)).body.value;
    const levels = new Set(members.list.map((m: { level: number }) => m.level));
    expect([...levels].sort()).toEqual([1, 2, 3]);
    expect(members.total).toBeGreaterThanOrEqual(25);
    const overview = (await call(s.app, 'teamOverview', { startDate: day(89), endDate: day(0) }, agent)).body.value;
    expect(overview.total).toBe(90);
    expect(overview.totals.betting).toBeGreaterThan(10);
    expect(minor(overview.totals.deposits)).toBeGreaterThan(0n);
    expect(overview.days[0].date).toBe(day(0));
  });

  it('computes team P&L from the stored bets, different over two ranges', async () => {
    const pnl = async (from: number, to: number) => (await call(s.app, 'teamPnl', { startDate: day(from), endDate: day(to), pageSize: 100 }, agent)).body.value;
    const week = await pnl(6, 0);
    const month = await pnl(29, 0);
    expect(week.totals.bets).not.toBe(month.totals.bets);
    const start = Date.parse(`${day(6)}T00:00:00Z`);
    const row = raw.prepare(`WITH RECURSIVE t(id) AS (SELECT id FROM members WHERE username = 'agent01' UNION ALL SELECT m.id FROM members m JOIN t ON m.parent_id = t.id)
      SELECT SUM(stake_minor) AS s, SUM(payout_minor) AS p FROM team_bets WHERE member_id IN (SELECT id FROM t) AND at >= ?`).get(start) as { s: number; p: number };
    expect(minor(week.totals.bets)).toBe(BigInt(row.s));
    expect(minor(week.totals.profit)).toBe(BigInt(row.p) - BigInt(row.s));
    const rows = week.list.reduce((a: bigint, r: { bets: string }) => a + minor(r.bets), 0n);
    expect(rows).toBe(minor(week.totals.bets));
  });

  it('pages the team bets and transactions and filters the member list by name and parent', async () => {
    const first = (await call(s.app, 'teamBets', { startDate: day(29), endDate: day(0), pageNo: 1, pageSize: 10 }, agent)).body.value;
    const second = (await call(s.app, 'teamBets', { startDate: day(29), endDate: day(0), pageNo: 2, pageSize: 10 }, agent)).body.value;
    expect(first.list).toHaveLength(10);
    expect(second.list[0].id).not.toBe(first.list[0].id);
    expect(first.list[0].at).toBeGreaterThanOrEqual(second.list[0].at);
    const tx = (await call(s.app, 'teamTransactions', { startDate: day(89), endDate: day(0) }, agent)).body.value;
    expect(tx.total).toBeGreaterThan(20);
    const found = (await call(s.app, 'teamMembers', { userName: 'sub03' }, agent)).body.value;
    expect(found.list.map((m: { userName: string }) => m.userName)).toEqual(['sub0301', 'sub0302', 'sub0303', 'sub0304', 'sub0305', 'sub0306']);
    const below = (await call(s.app, 'teamMembers', { parent: 'sub0301' }, agent)).body.value;
    expect(below.list.map((m: { userName: string; level: number }) => `${m.userName}:${m.level}`)).toEqual(['lv3a01:3', 'lv3a02:3', 'lv3a03:3']);
  });

  it('refuses team data to non-agents and another agent\'s downline with a 4xx and a reason', async () => {
    const range = { startDate: day(6), endDate: day(0) };
    for (const token of [await login(s.app, 'demo00'), await trial(s.app)]) {
      const refused = await call(s.app, 'teamPnl', range, token);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Sorry, this account does not have permission or the feature is temporarily unavailable');
      expect((await call(s.app, 'teamKpi', range, token)).status).toBe(403);
    }
    expect((await call(s.app, 'teamMembers', {})).status).toBe(401);
    const other = await call(s.app, 'teamBets', { ...range, userName: 'other01' }, agent);
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ code: 'NOT_IN_YOUR_TEAM', message: 'The member is not in your team' });
    expect((await call(s.app, 'teamMembers', { parent: 'agent02' }, agent)).status).toBe(403);
    expect((await call(s.app, 'teamPnl', { startDate: day(0), endDate: day(6) }, agent)).status).toBe(400);
  });

  it('stores a contract answer and stops asking for it (R6-10, D16)', async () => {
    const before = (await call(s.app, 'contractDividend', {}, agent)).body.value;
    expect(before.divtypecompperiodreq).not.toBe('');
    const terms = (await call(s.app, 'contractTerms', { kind: 'dividend' }, agent)).body.value;
    expect(terms).toMatchObject({ kind: 'dividend', period: 'half-month', status: 'pending' });
    expect(terms.tiers.length).toBeGreaterThan(1);
    expect((await call(s.app, 'contractAnswer', { kind: 'dividend', accept: true }, agent)).body.value.status).toBe('accepted');
    const after = (await call(s.app, 'contractDividend', {}, agent)).body.value;
    expect(after.divtypecompperiodreq).toBe('');
    expect(after.dailysalreqtype).not.toBe('');
    const dividends = (await call(s.app, 'teamDividends', { startDate: day(60), endDate: day(0) }, agent)).body.value;
    expect(dividends.contract).toBe('accepted');
    expect(dividends.list.length).toBeGreaterThanOrEqual(4);
  });

  it('opens a downline account from the agent\'s own form settings, within the agent\'s rebate range, in the team at once', async () => {
    const form = (await call(s.app, 'agentRegisterSettings', {}, agent)).body.value;
    expect(Object.keys(form.settings.fields)).toEqual(['username', 'password', 'confirmPassword', 'nickname']);
    expect(form.rebate).toEqual({ min: '0.0', max: '2.0' });
    // registration's captcha rule holds here too: a fresh captcha answered for every attempt
    expect(form.settings.captcha).toEqual({ enabled: true });
    const bare = { username: 'newdown01', password: 'Passw0rd!', confirmPassword: 'Passw0rd!', rebateRate: '1.5' };
    expect((await call(s.app, 'agentRegister', bare, agent)).body).toMatchObject({ success: false, code: 'CAPTCHA_REQUIRED', message: 'Enter a captcha' });
    const wrong = await lastCaptcha(s.app);
    expect((await call(s.app, 'agentRegister', { ...bare, captcha: wrong.code === '1234' ? '4321' : '1234', captchaId: wrong.captchaId }, agent)).body).toMatchObject({ code: 'CAPTCHA_INCORRECT' });
    const open = async (extra: Record<string, unknown>) => {
      const c = await lastCaptcha(s.app);
      return call(s.app, 'agentRegister', { ...bare, captcha: c.code, captchaId: c.captchaId, ...extra }, agent);
    };
    expect((await open({ rebateRate: '2.1' })).body).toMatchObject({ success: false, value: { field: 'rebateRate' } });
    expect((await open({ username: 'x' })).body).toMatchObject({ success: false, message: 'Account format is incorrect' });
    expect((await open({ confirmPassword: 'other' })).body.message).toBe('Confirmation password not matched');
    expect((await open({})).body.value).toEqual({ userName: 'newdown01', rebateRate: '1.5' });
    expect((await open({})).body.message).toBe('Sorry, the username already exists');
    const found = (await call(s.app, 'teamMembers', { userName: 'newdown01' }, agent)).body.value;
    expect(found.list).toEqual([expect.objectContaining({ userName: 'newdown01', level: 1, balance: '0.00', lastLoginAt: null })]);
    await login(s.app, 'newdown01', 'Passw0rd!');
    expect((await call(s.app, 'agentRegister', { username: 'newdown02', password: 'Passw0rd!', confirmPassword: 'Passw0rd!', rebateRate: '0.0' }, await login(s.app, 'demo00'))).status).toBe(403);
  });
});
