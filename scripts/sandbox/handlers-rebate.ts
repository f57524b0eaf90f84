/**
 * The agent's rebate and the team rebate (SPEC 2.13, 6, 7 Agent; D15 menu keys GAMSER and AGEREBINC3).
 * Agents only, by the agent handlers' one check (agentOf: 403 NO_PERMISSION), and only while the
 * white-label menu offers the page. A week's rebate is settled once: claimed by the agent (one claim per
 * period, paid through the ledger in the same transaction as its settlement row), paid by the platform
 * when the week ends if it settles automatically, or else lapsed. Weeks that ended since the last call
 * are settled when next asked, as the platform's period close would have.
 */
import { API_ERROR } from '../../src/api/endpoints.ts';
import type { AgentRebate, RebateSettlement } from '../../src/generated/api/rebate.ts';
import { fail, isoDay, MSG, platformValues, type Ctx, type Member } from './context.ts';
import type { HandlerArgs, Handlers, ValueOf } from './handler.ts';
import { agentOf, inList, scope } from './handlers-agent.ts';
import { balanceOf, HOUSE, mainAccount, post } from './ledger.ts';
import { formatMinor } from './money.ts';
import {
  agentAccrual, percentOf, type Period, periodOf, PERIODS_KEPT, ratesFromTenths, REBATE_CATEGORIES, rebateMinor, rebateOf, recentPeriods, tenthsOf, validBetsOf, validTotal, WEEK_MS,
} from './rebate-accrual.ts';
import { autoSettles } from './rebate-seed.ts';
import { idempotencyKeyOf, once, requestHash } from './wallet-store.ts';

/** The agent of a call, while the white-label menu offers its page (SPEC 6 agent menu keys). */
function agentFor(ctx: Ctx, member: Member | null, menuKey: 'GAMSER' | 'AGEREBINC3'): Member {
  const agent = agentOf(member);
  if (!platformValues(ctx).agentMenu.includes(menuKey)) fail(403, API_ERROR.noPermission, MSG.noPermission);
  return agent;
}

interface SettlementRow { period_start: number; period_end: number; valid_minor: number; amount_minor: number; status: RebateSettlement['status']; at: number }

const settlementOf = (r: SettlementRow): RebateSettlement => ({
  periodStart: isoDay(r.period_start), periodEnd: isoDay(r.period_end), validBet: formatMinor(BigInt(r.valid_minor)), amount: formatMinor(BigInt(r.amount_minor)), status: r.status, at: r.at,
});

/** Records how a period was settled and pays it into the agent's main wallet, in one transaction (the row's id keys the ledger entry). */
function settle(ctx: Ctx, agentId: number, period: Period, valid: bigint, amount: bigint, status: RebateSettlement['status'], at: number): void {
  ctx.db.tx(() => {
    const row = ctx.db.run('INSERT INTO agent_rebate_settlements (member_id, period_start, period_end, valid_minor, amount_minor, status, at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      agentId, period.start, period.end, valid, amount, status, at);
    if (status === 'lapsed') return;
    post(ctx.db, {
      idempotencyKey: `agent-rebate:${Number(row.lastInsertRowid)}`, from: HOUSE.rebates, to: mainAccount(agentId), amountMinor: amount, kind: 'rebate',
      memo: `Agent rebate ${isoDay(period.start)} to ${isoDay(period.end)}`, at,
    });
  });
}

/** Settles the agent's weeks that ended unsettled: paid when the platform settles automatically, else lapsed. */
export function settleDue(ctx: Ctx, agentId: number): void {
  const current = periodOf(ctx.now());
  const latest = ctx.db.get<{ s: number | null }>('SELECT MAX(period_start) AS s FROM agent_rebate_settlements WHERE member_id = ?', agentId)?.s ?? null;
  const oldest = current.start - (PERIODS_KEPT - 1) * WEEK_MS;
  const auto = autoSettles(ctx.db);
  for (let start = latest === null ? oldest : Math.max(oldest, latest + WEEK_MS); start < current.start; start += WEEK_MS) {
    const period = { start, end: start + WEEK_MS - 1 };
    const accrual = agentAccrual(ctx.db, agentId, period);
    if (accrual.amount > 0n) settle(ctx, agentId, period, accrual.valid, accrual.amount, auto ? 'auto' : 'lapsed', period.end + 1);
  }
}

/** The agent's rates and the current week's accrual, settlement and what a claim would pay. */
function rebateNow(ctx: Ctx, agentId: number): AgentRebate {
  const period = periodOf(ctx.now());
  const { bets, rates, valid, amount } = agentAccrual(ctx.db, agentId, period);
  const row = ctx.db.get<SettlementRow>('SELECT * FROM agent_rebate_settlements WHERE member_id = ? AND period_start = ?', agentId, period.start);
  const auto = autoSettles(ctx.db);
  return {
    period: { start: isoDay(period.start), end: isoDay(period.end) },
    categories: REBATE_CATEGORIES.map((category) => {
      const v = bets.get(category) ?? 0n;
      return { category, rate: percentOf(rates[category]), validBet: formatMinor(v), amount: formatMinor(rebateMinor(v, rates[category])) };
    }),
    validBet: formatMinor(valid), amount: formatMinor(amount),
    claimable: formatMinor(auto || row !== undefined ? 0n : amount),
    autoSettle: auto, payoutAt: auto ? period.end + 1 : null,
    settled: row === undefined ? null : settlementOf(row),
  };
}

function agentRebate({ ctx, member }: HandlerArgs<'agentRebate'>): ValueOf<'agentRebate'> {
  const agent = agentFor(ctx, member, 'GAMSER');
  return ctx.db.tx(() => {
    settleDue(ctx, agent.id);
    return rebateNow(ctx, agent.id);
  });
}

/** One claim per period: the accrued amount now, into the main wallet; a retry with the same key answers the first answer. */
function agentRebateClaim({ ctx, input, member, headers }: HandlerArgs<'agentRebateClaim'>): ValueOf<'agentRebateClaim'> {
  const agent = agentFor(ctx, member, 'GAMSER');
  const key = idempotencyKeyOf(input, headers);
  const now = ctx.now();
  return once(ctx.db, agent.id, 'agentRebateClaim', key, requestHash({}), now, () => {
    settleDue(ctx, agent.id);
    const period = periodOf(now);
    if (autoSettles(ctx.db)) fail(409, API_ERROR.noRebate, 'The rebate is paid automatically when the period ends');
    if (ctx.db.get('SELECT 1 AS x FROM agent_rebate_settlements WHERE member_id = ? AND period_start = ?', agent.id, period.start) !== undefined) {
      fail(409, API_ERROR.rewardClaimed, 'You have already claimed the rebate of this period');
    }
    const { valid, amount } = agentAccrual(ctx.db, agent.id, period);
    if (amount === 0n) fail(409, API_ERROR.noRebate, 'There is no rebate to claim in this period');
    settle(ctx, agent.id, period, valid, amount, 'claimed', now);
    return { credited: formatMinor(amount), balance: formatMinor(balanceOf(ctx.db, mainAccount(agent.id))), rebate: rebateNow(ctx, agent.id) };
  });
}

const pageOf = (input: { pageNo?: number | undefined; pageSize?: number | undefined }) => {
  const size = input.pageSize ?? 20;
  return { size, offset: ((input.pageNo ?? 1) - 1) * size };
};

function agentRebateHistory({ ctx, input, member }: HandlerArgs<'agentRebateHistory'>): ValueOf<'agentRebateHistory'> {
  const agent = agentFor(ctx, member, 'GAMSER');
  const { size, offset } = pageOf(input);
  return ctx.db.tx(() => {
    settleDue(ctx, agent.id);
    const list = ctx.db.all<SettlementRow>('SELECT * FROM agent_rebate_settlements WHERE member_id = ? ORDER BY period_start DESC LIMIT ? OFFSET ?', agent.id, size, offset).map(settlementOf);
    const total = ctx.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM agent_rebate_settlements WHERE member_id = ?', agent.id)?.n ?? 0;
    return { list, total };
  });
}

interface MemberRebate { userName: string; level: number; valid: bigint; amount: bigint }

/** Biggest rebate first, then biggest valid bets, then by name. */
const byRebate = (a: MemberRebate, b: MemberRebate): number =>
  (a.amount !== b.amount ? (b.amount > a.amount ? 1 : -1) : a.valid !== b.valid ? (b.valid > a.valid ? 1 : -1) : a.userName.localeCompare(b.userName));

/** The downline members' own rebates in one period: each member's rates on its own valid bets. */
function teamRebate({ ctx, input, member }: HandlerArgs<'teamRebate'>): ValueOf<'teamRebate'> {
  agentFor(ctx, member, 'AGEREBINC3');
  const { team, ids } = scope(ctx, member, input.userName);
  const periods = recentPeriods(ctx.now());
  const period = input.periodStart === undefined ? periods[0]! : periods.find((p) => isoDay(p.start) === input.periodStart)
    ?? fail(400, API_ERROR.badRequest, 'The period is not one the platform reports on', { field: 'periodStart' });
  // a member searched by name is listed even without bets
  const named = input.userName !== undefined && input.userName.trim() !== '';
  const bets = validBetsOf(ctx.db, ids, period);
  const tenths = tenthsOf(ctx.db, ids);
  const level = new Map(team.map((x) => [x.id, x.level]));
  const names = new Map(ctx.db.all<{ id: number; username: string }>(`SELECT id, username FROM members WHERE id IN ${inList(ids)}`).map((r) => [r.id, r.username]));
  const rows: MemberRebate[] = ids.flatMap((id) => {
    const mine = bets.get(id);
    if (mine === undefined && !named) return [];
    const own = mine ?? new Map();
    return [{ userName: names.get(id) ?? '', level: level.get(id) ?? 1, valid: validTotal(own), amount: rebateOf(own, ratesFromTenths(tenths.get(id) ?? 0)) }];
  }).sort(byRebate);
  const { size, offset } = pageOf(input);
  const sum = (pick: (r: MemberRebate) => bigint): string => formatMinor(rows.reduce((a, r) => a + pick(r), 0n));
  return {
    period: { start: isoDay(period.start), end: isoDay(period.end) },
    periods: periods.map((p) => ({ start: isoDay(p.start), end: isoDay(p.end) })),
    totals: { members: rows.filter((r) => r.valid > 0n).length, validBet: sum((r) => r.valid), amount: sum((r) => r.amount) },
    list: rows.slice(offset, offset + size).map((r) => ({ userName: r.userName, level: r.level, validBet: formatMinor(r.valid), amount: formatMinor(r.amount) })),
    total: rows.length,
  };
}

export const rebateHandlers = { agentRebate, agentRebateClaim, agentRebateHistory, teamRebate } satisfies Partial<Handlers>;
