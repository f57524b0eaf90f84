/**
 * The rebate's book (SPEC 2.13 agent rebate and team rebate): weekly periods, the game category of a
 * team bet, each member's rates and what a set of members' bets accrued. Every figure comes from the
 * team's stored bets (team-seed.ts) and rebate rates (team_rebates), so the rebate screens count the
 * stakes the team reports count. Integer minor units; a rebate is rounded half up to the cent.
 */
import type { RebateCategoryCode } from '../../src/generated/api/rebate.ts';
import type { Db } from './db.ts';
import { inList, teamOf } from './handlers-agent.ts';
import { DAY_MS } from './team-seed.ts';

export const WEEK_MS = 7 * DAY_MS;
/** Periods the platform reports on, the current one first: the team's 90 days of history. */
export const PERIODS_KEPT = 13;

/** The categories rebate is counted in, in the platform's order. */
export const REBATE_CATEGORIES: readonly RebateCategoryCode[] = ['RNG', 'FISH', 'LIVE', 'SPORTS', 'ESPORTS', 'PVP', 'LOTT', 'COCKFIGHT', 'ARCADE', 'CRASH'];

/**
 * A category's share of an account's rebate rate, in percent. Multiples of 10, so every rate is whole
 * hundredths of a percent: a 2.0 % account earns 1.00 % of slot bets and 0.40 % of lottery bets.
 */
export const CATEGORY_SHARE: Readonly<Record<RebateCategoryCode, number>> = {
  RNG: 50, FISH: 50, LIVE: 30, SPORTS: 40, ESPORTS: 40, PVP: 30, LOTT: 20, COCKFIGHT: 30, ARCADE: 50, CRASH: 40,
};

/** Rates per category in hundredths of a percent (80 = 0.80 %). */
export type Rates = Record<RebateCategoryCode, number>;

/** A week in ms, Monday 00:00 UTC to Sunday 23:59:59.999, both inclusive. */
export interface Period { start: number; end: number }

/** The week holding `ms`. */
export function periodOf(ms: number): Period {
  const day = Math.floor(ms / DAY_MS);
  // day 0 (1970-01-01) was a Thursday, the fourth day of its week
  const start = (day - ((day + 3) % 7)) * DAY_MS;
  return { start, end: start + WEEK_MS - 1 };
}

/** The periods reported on, newest first: the current week and the ones before it. */
export function recentPeriods(now: number, count = PERIODS_KEPT): Period[] {
  const { start } = periodOf(now);
  return Array.from({ length: count }, (_, i) => ({ start: start - i * WEEK_MS, end: start - i * WEEK_MS + WEEK_MS - 1 }));
}

/** Hundredths of a percent as the platform writes a rate: 80 -> "0.80". */
export const percentOf = (bp: number): string => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;

/** The rebate of `validMinor` at `bp` hundredths of a percent, rounded half up to the cent. */
export const rebateMinor = (validMinor: bigint, bp: number): bigint => (validMinor * BigInt(bp) + 5_000n) / 10_000n;

/** An account's rate per category in hundredths of a percent, from its rebate rate in tenths of a percent. */
export const ratesFromTenths = (tenths: number): Rates => Object.fromEntries(REBATE_CATEGORIES.map((c) => [c, (tenths * CATEGORY_SHARE[c]) / 10])) as Rates;

/** Each account's rebate rate in tenths of a percent (team_rebates; an account without one has none). */
export function tenthsOf(db: Db, ids: readonly number[]): Map<number, number> {
  return new Map(db.all<{ member_id: number; rate_tenths: number }>(`SELECT member_id, rate_tenths FROM team_rebates WHERE member_id IN ${inList(ids)}`).map((r) => [r.member_id, r.rate_tenths]));
}

/** A bet's category: the game's arcade (AC) or crash (CR) classify, else its vendor's category (BGS slots, ELOTT lottery). */
export function categoryOf(vendorCategory: string | undefined, classify: string | undefined): RebateCategoryCode | undefined {
  if (classify === 'AC') return 'ARCADE';
  if (classify === 'CR') return 'CRASH';
  if (vendorCategory === 'BGS') return 'RNG';
  if (vendorCategory === 'ELOTT') return 'LOTT';
  return REBATE_CATEGORIES.find((c) => c === vendorCategory);
}

export type ValidBets = Map<RebateCategoryCode, bigint>;

/** Valid bets (the stakes of settled bets) of each of `ids` in the period, per category. */
export function validBetsOf(db: Db, ids: readonly number[], period: Period): Map<number, ValidBets> {
  const rows = db.all<{ member_id: number; vendor: string; game: string; stake: number }>(
    `SELECT member_id, vendor, game, SUM(stake_minor) AS stake FROM team_bets WHERE member_id IN ${inList(ids)} AND at BETWEEN ? AND ? GROUP BY member_id, vendor, game`,
    period.start, period.end,
  );
  const vendors = [...new Set(rows.map((r) => r.vendor))];
  const marks = vendors.map(() => '?').join(', ');
  const vendorCategory = new Map(db.all<{ code: string; category: string }>(`SELECT code, category FROM vendors WHERE code IN (${marks})`, ...vendors).map((v) => [v.code, v.category]));
  const classify = new Map(db.all<{ vendor: string; name: string; classify: string }>(`SELECT vendor, name, classify FROM games WHERE classify IN ('AC', 'CR') AND vendor IN (${marks})`, ...vendors)
    .map((g) => [`${g.vendor}\n${g.name}`, g.classify]));
  const out = new Map<number, ValidBets>();
  for (const r of rows) {
    const category = categoryOf(vendorCategory.get(r.vendor), classify.get(`${r.vendor}\n${r.game}`));
    if (category === undefined) continue;
    const bets = out.get(r.member_id) ?? new Map<RebateCategoryCode, bigint>();
    bets.set(category, (bets.get(category) ?? 0n) + BigInt(r.stake));
    out.set(r.member_id, bets);
  }
  return out;
}

/** Sum of valid bets per category over members. */
export function sumBets(perMember: Iterable<ValidBets>): ValidBets {
  const total: ValidBets = new Map();
  for (const bets of perMember) for (const [c, v] of bets) total.set(c, (total.get(c) ?? 0n) + v);
  return total;
}

/** Rebate of valid bets at the rates: each category rounded half up to the cent, then summed. */
export function rebateOf(bets: ValidBets, rates: Rates): bigint {
  let sum = 0n;
  for (const [c, v] of bets) sum += rebateMinor(v, rates[c]);
  return sum;
}

/** The total of valid bets. */
export const validTotal = (bets: ValidBets): bigint => [...bets.values()].reduce((a, b) => a + b, 0n);


/** What the agent's own rebate accrued in the period: its rates on the valid bets of its whole team. */
export function agentAccrual(db: Db, agentId: number, period: Period): { bets: ValidBets; rates: Rates; valid: bigint; amount: bigint } {
  const bets = sumBets(validBetsOf(db, teamOf({ db }, agentId).map((x) => x.id), period).values());
  const rates = ratesFromTenths(tenthsOf(db, [agentId]).get(agentId) ?? 0);
  return { bets, rates, valid: validTotal(bets), amount: rebateOf(bets, rates) };
}
