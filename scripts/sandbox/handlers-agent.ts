/**
 * The agent's side of the platform (SPEC 2.13, 3, 6, 7 Agent; D16; issue 20): contract requests,
 * terms and answers, team counters and the team reports. Every call is an agent's (the contract's auth
 * "agent": a member without the agent flag is refused 403 before a handler runs), and naming a member outside
 * the caller's own downline is refused (403, NOT_IN_YOUR_TEAM). Money leaves as decimal strings with 2 decimals.
 */
import type { FastifyInstance } from 'fastify';
import { API_ERROR } from '../../src/api/endpoints.ts';
import { fail, isoDay, limit, registrationSettings, type Ctx, type Member } from './context.ts';
import { hashPassword } from './crypto.ts';
import { captchaRequired, checkCaptcha } from './handlers-auth.ts';
import type { RegistrationSettings } from './merchant.ts';
import type { HandlerArgs, Handlers, ValueOf } from './handler.ts';
import { CONTRACT_KINDS, CONTRACT_TERMS, type ContractKind, DAY_MS } from './team-seed.ts';

export const NOT_YOUR_TEAM = 'The member is not in your team';
const BAD_RANGE = 'The date range is invalid';
/** The longest range a report covers (D13 pickers; the seed keeps 90 days). */
const MAX_RANGE_DAYS = 92;

/** Minor units -> "1234.50" (and "-12.05"): integer arithmetic only. */
export function formatMinor(minor: bigint | number): string {
  const v = BigInt(minor);
  const sign = v < 0n ? '-' : '';
  const abs = v < 0n ? -v : v;
  return `${sign}${(abs / 100n).toString()}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** The stored member balance (a REAL column of the first sandbox) in minor units, rounded to the cent. */
const balanceMinor = (balance: number): bigint => BigInt(Math.round(balance * 100));

/** The caller: the route let only an agent through (auth "agent" in the contract, checked in server.ts). */
export const agentOf = (member: Member | null): Member => member as Member;

export interface TeamRow { id: number; level: number }

/** Every member below `rootId`, with its level (1 = direct). */
export function teamOf(ctx: Pick<Ctx, 'db'>, rootId: number): TeamRow[] {
  return ctx.db.all<TeamRow>(
    `WITH RECURSIVE t(id, level) AS (SELECT id, 1 FROM members WHERE parent_id = ? UNION ALL SELECT m.id, t.level + 1 FROM members m JOIN t ON m.parent_id = t.id WHERE t.level < 20)
     SELECT id, level FROM t`, rootId,
  );
}

/** The one member a report names, which must be in the caller's team. */
function memberInTeam(ctx: Ctx, team: readonly TeamRow[], userName: string, field: string): TeamRow {
  const row = ctx.db.get<{ id: number }>('SELECT id FROM members WHERE username = ?', userName.trim());
  const inTeam = row === undefined ? undefined : team.find((x) => x.id === row.id);
  return inTeam ?? fail(403, API_ERROR.notYourTeam, NOT_YOUR_TEAM, { field });
}

interface Range { start: number; end: number; days: number }

function rangeOf(startDate: string, endDate: string): Range {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const endDay = Date.parse(`${endDate}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(endDay) || endDay < start) fail(400, API_ERROR.badRequest, BAD_RANGE, { field: 'endDate' });
  const days = (endDay - start) / DAY_MS + 1;
  if (days > MAX_RANGE_DAYS) fail(400, API_ERROR.badRequest, BAD_RANGE, { field: 'startDate' });
  return { start, end: endDay + DAY_MS - 1, days };
}

const pageOf = (input: { pageNo?: number | undefined; pageSize?: number | undefined }, fallback = 20) => {
  const size = input.pageSize === undefined || input.pageSize === 0 ? fallback : input.pageSize;
  const no = input.pageNo ?? 1;
  return { size, offset: (no - 1) * size };
};

/** The ids a report covers: the whole team, or the one member named. */
export function scope(ctx: Ctx, member: Member | null, userName: string | undefined): { agent: Member; team: TeamRow[]; ids: number[] } {
  const agent = agentOf(member);
  const team = teamOf(ctx, agent.id);
  const named = userName === undefined || userName.trim() === '' ? undefined : memberInTeam(ctx, team, userName, 'userName');
  return { agent, team, ids: named === undefined ? team.map((x) => x.id) : [named.id] };
}

export const inList = (ids: readonly number[]): string => (ids.length === 0 ? '(NULL)' : `(${ids.map((id) => String(Math.trunc(id))).join(',')})`);

function answerOf(ctx: Ctx, memberId: number, kind: ContractKind): 'pending' | 'accepted' | 'declined' {
  const row = ctx.db.get<{ status: string }>('SELECT status FROM team_contract_answers WHERE member_id = ? AND kind = ?', memberId, kind);
  return row?.status === 'accepted' || row?.status === 'declined' ? row.status : 'pending';
}

/** The pending contract requests (SPEC 7): a field stays non-empty until the agent answers it. */
function contractInfo({ ctx, member }: { ctx: Ctx; member: Member | null }): ValueOf<'contractDailySalary'> {
  const m = agentOf(member);
  const open = (kind: ContractKind, value: string): string => (value !== '' && answerOf(ctx, m.id, kind) === 'pending' ? value : '');
  return { dailysalreqtype: open('daily', m.contract_daily), divtypecompperiodreq: open('dividend', m.contract_dividend), contracthoursalreq: open('hourly', m.contract_hourly) };
}

const rate = (bp: number): string => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;

/** Team counters of today (SPEC 2.13, 7: startDate and endDate today): computed from the stored rows. */
function teamKpi({ ctx, input, member }: HandlerArgs<'teamKpi'>): ValueOf<'teamKpi'> {
  const agent = agentOf(member);
  const today = isoDay(ctx.now());
  const { start, end } = rangeOf(input.startDate ?? today, input.endDate ?? today);
  const ids = inList(teamOf(ctx, agent.id).map((x) => x.id));
  const count = (sql: string): number => ctx.db.get<{ n: number }>(sql, start, end)?.n ?? 0;
  const rows = ctx.db.all<{ username: string; type: number; registered_at: number; last_login_at: number; online: number; bet: number | null }>(
    `SELECT m.username, m.type, m.registered_at, m.last_login_at, m.online,
       (SELECT SUM(stake_minor) FROM team_bets b WHERE b.member_id = m.id AND b.at BETWEEN ? AND ?) AS bet
     FROM members m WHERE m.id IN ${ids} ORDER BY m.registered_at DESC, m.id DESC LIMIT ?`, start, end, input.size ?? 20,
  );
  return {
    list: rows.map((r) => ({ userName: r.username, type: r.type, registeredAt: r.registered_at, lastLoginAt: r.last_login_at, online: r.online === 1, betAmount: Number(r.bet ?? 0) / 100 })),
    footer: {
      teamLoginMemberCount: count(`SELECT COUNT(*) AS n FROM members m WHERE m.id IN ${ids} AND (m.last_login_at BETWEEN ?1 AND ?2
        OR EXISTS (SELECT 1 FROM team_logins l WHERE l.member_id = m.id AND l.at BETWEEN ?1 AND ?2))`),
      teamBetMemberCount: count(`SELECT COUNT(DISTINCT member_id) AS n FROM team_bets WHERE member_id IN ${ids} AND at BETWEEN ? AND ?`),
      teamRegisterMemberCount: count(`SELECT COUNT(*) AS n FROM members WHERE id IN ${ids} AND registered_at BETWEEN ? AND ?`),
      teamOnlineCount: ctx.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM members WHERE id IN ${ids} AND online = 1`)?.n ?? 0,
    },
  };
}

const tenths = (n: number): string => `${Math.floor(n / 10)}.${n % 10}`;
const rebateOf = (ctx: Ctx, memberId: number): number => ctx.db.get<{ r: number }>('SELECT rate_tenths AS r FROM team_rebates WHERE member_id = ?', memberId)?.r ?? 0;

/**
 * The downline form's own field list (issue 20 point 3): the merchant's rules for account and password, a confirmation, an
 * optional nickname, and registration's captcha rule (an account opened by an agent is an account opened all the same).
 */
function agentRegistration(ctx: Ctx): RegistrationSettings {
  const base = registrationSettings(ctx);
  const f = base.fields;
  return {
    version: `${base.version}-agent`, captcha: { enabled: captchaRequired(ctx) },
    fields: {
      username: { ...f['username'], enabled: true, required: true }, password: { ...f['password'], enabled: true, required: true },
      confirmPassword: { enabled: true, required: true }, nickname: { ...(f['nickname'] ?? {}), enabled: true, required: false },
    },
  } as RegistrationSettings;
}

function checkPattern(settings: RegistrationSettings, name: string, value: string): void {
  const field = (settings.fields as Record<string, { pattern?: string; message?: string; required?: boolean } | undefined>)[name];
  if (field === undefined || (value === '' && field.required !== true)) return;
  if (field.pattern !== undefined && !new RegExp(field.pattern, 'u').test(value)) fail(200, API_ERROR.fieldInvalid, field.message ?? 'Unknown error', { field: name });
}

const sum = (ctx: Ctx, sql: string, ...params: number[]): bigint => BigInt(ctx.db.get<{ n: number | null }>(sql, ...params)?.n ?? 0);

export const agentHandlers = {
  agentRegisterSettings: ({ ctx, member }) => {
    const agent = agentOf(member);
    return { settings: agentRegistration(ctx), rebate: { min: '0.0', max: tenths(rebateOf(ctx, agent.id)) } };
  },
  agentRegister: async ({ ctx, input, member, ip }) => {
    const agent = agentOf(member);
    const settings = agentRegistration(ctx);
    const username = input.username.trim();
    checkPattern(settings, 'username', username);
    checkPattern(settings, 'password', input.password);
    if (input.confirmPassword !== input.password) fail(200, API_ERROR.fieldInvalid, 'Confirmation password not matched', { field: 'confirmPassword' });
    if (settings.captcha.enabled) checkCaptcha(ctx, ip, input.captcha, input.captchaId);
    const nickname = (input.nickname ?? '').trim();
    checkPattern(settings, 'nickname', nickname);
    const [whole = '0', tenth = '0'] = input.rebateRate.split('.');
    const rate = Number(whole) * 10 + Number(tenth);
    if (rate > rebateOf(ctx, agent.id)) fail(200, API_ERROR.fieldInvalid, 'The rebate rate is above your own', { field: 'rebateRate' });
    if (ctx.db.get('SELECT id FROM members WHERE username = ?', username) !== undefined) fail(200, API_ERROR.usernameTaken, 'Sorry, the username already exists', { field: 'username' });
    limit(ctx, 'accountsPerClient', ip);
    const hash = await hashPassword(input.password);
    ctx.db.tx(() => {
      const r = ctx.db.run("INSERT INTO members (username, password, type, parent_id, nickname, balance, registered_at) VALUES (?, ?, 0, ?, ?, 0, ?)", username, hash, agent.id, nickname, ctx.now());
      ctx.db.run('INSERT INTO team_rebates (member_id, rate_tenths) VALUES (?, ?)', Number(r.lastInsertRowid), rate);
    });
    return { userName: username, rebateRate: tenths(rate) };
  },
  contractDailySalary: contractInfo,
  contractDividend: contractInfo,
  teamKpi,
  contractTerms: ({ ctx, input, member }) => {
    const agent = agentOf(member);
    const kind = input.kind as ContractKind;
    const terms = CONTRACT_TERMS[kind];
    return {
      kind, period: terms.period, minActiveMembers: terms.minActiveMembers, status: answerOf(ctx, agent.id, kind),
      tiers: terms.tiers.map((t) => ({ threshold: formatMinor(t.thresholdMinor), rate: rate(t.rateBp) })),
    };
  },
  contractAnswer: ({ ctx, input, member }) => {
    const agent = agentOf(member);
    const kind = input.kind as ContractKind;
    if (!CONTRACT_KINDS.includes(kind)) fail(400, API_ERROR.badRequest, 'Unknown contract', { field: 'kind' });
    const status = input.accept ? 'accepted' : 'declined';
    ctx.db.run('INSERT INTO team_contract_answers (member_id, kind, status, at) VALUES (?, ?, ?, ?) ON CONFLICT (member_id, kind) DO UPDATE SET status = excluded.status, at = excluded.at',
      agent.id, kind, status, ctx.now());
    return { kind, status };
  },
  teamOverview: ({ ctx, input, member }) => {
    const { team, ids } = scope(ctx, member, input.userName);
    const r = rangeOf(input.startDate, input.endDate);
    const set = inList(ids);
    const distinct = (table: string): number => ctx.db.get<{ n: number }>(`SELECT COUNT(DISTINCT member_id) AS n FROM ${table} WHERE member_id IN ${set} AND at BETWEEN ? AND ?`, r.start, r.end)?.n ?? 0;
    const perDay = (sql: string): Map<string, number> => new Map(ctx.db.all<{ d: string; n: number }>(sql, r.start, r.end).map((x) => [x.d, x.n]));
    const dayExpr = (col: string) => `strftime('%Y-%m-%d', ${col} / 1000, 'unixepoch')`;
    const registered = perDay(`SELECT ${dayExpr('registered_at')} AS d, COUNT(*) AS n FROM members WHERE id IN ${set} AND registered_at BETWEEN ? AND ? GROUP BY d`);
    const active = perDay(`SELECT ${dayExpr('at')} AS d, COUNT(DISTINCT member_id) AS n FROM team_logins WHERE member_id IN ${set} AND at BETWEEN ? AND ? GROUP BY d`);
    const betting = perDay(`SELECT ${dayExpr('at')} AS d, COUNT(DISTINCT member_id) AS n FROM team_bets WHERE member_id IN ${set} AND at BETWEEN ? AND ? GROUP BY d`);
    const { size, offset } = pageOf(input, 31);
    const days = Array.from({ length: r.days }, (_, i) => isoDay(r.end - i * DAY_MS)).slice(offset, offset + size)
      .map((date) => ({ date, registered: registered.get(date) ?? 0, active: active.get(date) ?? 0, betting: betting.get(date) ?? 0 }));
    return {
      totals: {
        teamSize: team.length,
        registered: [...registered.values()].reduce((a, b) => a + b, 0),
        active: distinct('team_logins'), betting: distinct('team_bets'),
        bets: formatMinor(sum(ctx, `SELECT SUM(stake_minor) AS n FROM team_bets WHERE member_id IN ${set} AND at BETWEEN ? AND ?`, r.start, r.end)),
        deposits: formatMinor(sum(ctx, `SELECT SUM(amount_minor) AS n FROM team_transfers WHERE kind = 'deposit' AND member_id IN ${set} AND at BETWEEN ? AND ?`, r.start, r.end)),
      },
      days, total: r.days,
    };
  },
  teamMembers: ({ ctx, input, member }) => {
    const agent = agentOf(member);
    const team = teamOf(ctx, agent.id);
    const parent = input.parent === undefined || input.parent.trim() === '' ? undefined : memberInTeam(ctx, team, input.parent, 'parent');
    const scoped = parent === undefined ? team : team.filter((x) => x.level === parent.level + 1);
    const level = new Map(scoped.map((x) => [x.id, x.level]));
    const search = `%${(input.userName ?? '').trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const where = `m.id IN ${inList([...level.keys()])} ${parent === undefined ? '' : 'AND m.parent_id = ?2'} AND m.username LIKE ?1 ESCAPE '\\'`;
    const params: (string | number)[] = parent === undefined ? [search] : [search, parent.id];
    const total = ctx.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM members m WHERE ${where}`, ...params)?.n ?? 0;
    const { size, offset } = pageOf(input);
    const rows = ctx.db.all<{ id: number; username: string; nickname: string; type: number; agent: number; balance: number; tb: number | null; registered_at: number; last_login_at: number; seen: number | null; downline: number }>(
      `SELECT m.id, m.username, m.nickname, m.type, m.agent, m.balance, b.balance_minor AS tb, m.registered_at, m.last_login_at,
         (SELECT MAX(at) FROM team_logins l WHERE l.member_id = m.id) AS seen,
         (SELECT COUNT(*) FROM members c WHERE c.parent_id = m.id) AS downline
       FROM members m LEFT JOIN team_balances b ON b.member_id = m.id WHERE ${where}`, ...params,
    );
    const list = rows
      .map((r) => {
        const last = Math.max(r.last_login_at, r.seen ?? 0);
        return {
          userName: r.username, nickname: r.nickname, level: level.get(r.id) ?? 1, type: r.type, agent: r.agent === 1,
          balance: formatMinor(r.tb === null ? balanceMinor(r.balance) : BigInt(r.tb)), registeredAt: r.registered_at, lastLoginAt: last === 0 ? null : last, downline: r.downline,
        };
      })
      .sort((a, b) => a.level - b.level || a.userName.localeCompare(b.userName))
      .slice(offset, offset + size);
    return { list, total };
  },
  teamTransactions: ({ ctx, input, member }) => {
    const { ids } = scope(ctx, member, input.userName);
    const r = rangeOf(input.startDate, input.endDate);
    const where = `t.member_id IN ${inList(ids)} AND t.at BETWEEN ? AND ?`;
    const { size, offset } = pageOf(input);
    const list = ctx.db.all<{ id: number; username: string; kind: 'deposit' | 'withdraw'; amount_minor: number; at: number }>(
      `SELECT t.id, m.username, t.kind, t.amount_minor, t.at FROM team_transfers t JOIN members m ON m.id = t.member_id WHERE ${where} ORDER BY t.at DESC, t.id DESC LIMIT ? OFFSET ?`,
      r.start, r.end, size, offset,
    ).map((x) => ({ id: x.id, userName: x.username, kind: x.kind, amount: formatMinor(x.amount_minor), at: x.at }));
    const total = ctx.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM team_transfers t WHERE ${where}`, r.start, r.end)?.n ?? 0;
    const kindSum = (kind: string): string => formatMinor(sum(ctx, `SELECT SUM(amount_minor) AS n FROM team_transfers t WHERE ${where} AND t.kind = '${kind}'`, r.start, r.end));
    return { list, total, deposits: kindSum('deposit'), withdrawals: kindSum('withdraw') };
  },
  teamPnl: ({ ctx, input, member }) => {
    const { team, ids } = scope(ctx, member, input.userName);
    const r = rangeOf(input.startDate, input.endDate);
    const level = new Map(team.map((x) => [x.id, x.level]));
    const set = inList(ids);
    const rows = ctx.db.all<{ member_id: number; username: string; stake: number; payout: number }>(
      `SELECT b.member_id, m.username, SUM(b.stake_minor) AS stake, SUM(b.payout_minor) AS payout FROM team_bets b JOIN members m ON m.id = b.member_id
       WHERE b.member_id IN ${set} AND b.at BETWEEN ? AND ? GROUP BY b.member_id ORDER BY stake DESC, m.username`, r.start, r.end,
    );
    const stake = rows.reduce((a, x) => a + BigInt(x.stake), 0n);
    const payout = rows.reduce((a, x) => a + BigInt(x.payout), 0n);
    const transfer = (kind: string): string => formatMinor(sum(ctx, `SELECT SUM(amount_minor) AS n FROM team_transfers WHERE member_id IN ${set} AND kind = '${kind}' AND at BETWEEN ? AND ?`, r.start, r.end));
    const { size, offset } = pageOf(input);
    return {
      totals: { bets: formatMinor(stake), payout: formatMinor(payout), profit: formatMinor(payout - stake), deposits: transfer('deposit'), withdrawals: transfer('withdraw') },
      list: rows.slice(offset, offset + size).map((x) => ({
        userName: x.username, level: level.get(x.member_id) ?? 1, bets: formatMinor(x.stake), payout: formatMinor(x.payout), profit: formatMinor(BigInt(x.payout) - BigInt(x.stake)),
      })),
      total: rows.length,
    };
  },
  teamBets: ({ ctx, input, member }) => {
    const { ids } = scope(ctx, member, input.userName);
    const r = rangeOf(input.startDate, input.endDate);
    const where = `b.member_id IN ${inList(ids)} AND b.at BETWEEN ? AND ?`;
    const { size, offset } = pageOf(input);
    const list = ctx.db.all<{ id: number; username: string; vendor: string; game: string; stake_minor: number; payout_minor: number; at: number }>(
      `SELECT b.id, m.username, b.vendor, b.game, b.stake_minor, b.payout_minor, b.at FROM team_bets b JOIN members m ON m.id = b.member_id WHERE ${where} ORDER BY b.at DESC, b.id DESC LIMIT ? OFFSET ?`,
      r.start, r.end, size, offset,
    ).map((x) => ({ id: x.id, userName: x.username, vendor: x.vendor, game: x.game, stake: formatMinor(x.stake_minor), payout: formatMinor(x.payout_minor), at: x.at }));
    const totals = ctx.db.get<{ n: number; s: number | null; p: number | null }>(`SELECT COUNT(*) AS n, SUM(b.stake_minor) AS s, SUM(b.payout_minor) AS p FROM team_bets b WHERE ${where}`, r.start, r.end);
    return { list, total: totals?.n ?? 0, stake: formatMinor(totals?.s ?? 0), payout: formatMinor(totals?.p ?? 0) };
  },
  teamDividends: ({ ctx, input, member }) => {
    const { agent, ids } = scope(ctx, member, input.userName);
    const r = rangeOf(input.startDate, input.endDate);
    const contract = answerOf(ctx, agent.id, 'dividend');
    const tiers = CONTRACT_TERMS.dividend.tiers;
    const today = Math.floor(ctx.now() / DAY_MS) * DAY_MS;
    // the half-months (1-15, 16-end) that overlap the range, newest first
    const periods: { start: number; end: number }[] = [];
    const first = new Date(r.end);
    let cursor = Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), first.getUTCDate() >= 16 ? 16 : 1);
    while (cursor + 0 <= r.end && periods.length < 8) {
      const d = new Date(cursor);
      const end = d.getUTCDate() === 1 ? Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 16) - 1 : Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - 1;
      if (end < r.start) break;
      periods.push({ start: cursor, end });
      cursor = d.getUTCDate() === 1 ? Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 16) : Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    }
    const set = inList(ids);
    const list = periods.map((p) => {
      const row = ctx.db.get<{ s: number | null; p: number | null }>(`SELECT SUM(stake_minor) AS s, SUM(payout_minor) AS p FROM team_bets WHERE member_id IN ${set} AND at BETWEEN ? AND ?`, p.start, p.end);
      const loss = BigInt(row?.s ?? 0) - BigInt(row?.p ?? 0);
      const tier = [...tiers].reverse().find((t) => loss >= t.thresholdMinor);
      const bp = tier?.rateBp ?? 0;
      const amount = contract === 'accepted' && loss > 0n ? (loss * BigInt(bp)) / 10_000n : 0n;
      return { periodStart: isoDay(p.start), periodEnd: isoDay(p.end), teamLoss: formatMinor(loss), rate: rate(bp), amount: formatMinor(amount), status: p.end < today ? 'settled' as const : 'open' as const };
    });
    const { size, offset } = pageOf(input);
    return { contract, list: list.slice(offset, offset + size), total: list.length };
  },
} satisfies Partial<Handlers>;

/** Control route (tests and QA only; the control header guards it like every /__sandbox path): forgets an account's contract answers. */
export const AGENT_CONTRACTS_CONTROL = '/__sandbox/agent-contracts';

export function registerAgentControl(app: FastifyInstance, ctx: Ctx): void {
  app.post(AGENT_CONTRACTS_CONTROL, (req, reply) => {
    const username = (req.body as { username?: unknown } | null)?.username;
    const member = typeof username === 'string' ? ctx.db.get<{ id: number }>('SELECT id FROM members WHERE username = ?', username) : undefined;
    if (member === undefined) return reply.code(400).send({ success: false, code: 'BAD_REQUEST', message: 'username: no such account' });
    ctx.db.run('DELETE FROM team_contract_answers WHERE member_id = ?', member.id);
    return { ok: true };
  });
}
