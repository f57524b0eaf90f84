/**
 * Reward centre, daily sign-in, single cash back and VIP (SPEC 1, 2.1-2.3, 6; issue 19 point 7).
 * Every credit is one ledger entry from a house account to the member's main wallet (ledger.ts), in the
 * same SQLite transaction as the row that records why, so a claim is paid exactly once: the reward row's
 * status, the (member, day) key of a sign-in and the bets' rebate mark are checked and changed inside it.
 * A retry with the request's idempotency key answers the first answer and moves nothing.
 */
import type { SQLInputValue } from 'node:sqlite';
import { API_ERROR } from '../../src/api/endpoints.ts';
import type { RebateCategory, Reward, SignInStatus, VipLevel } from '../../src/generated/api/rewards.ts';
import { fail, isoDay, MSG, platformValues, realOnly, type Ctx, type Member } from './context.ts';
import type { Db } from './db.ts';
import type { HandlerArgs, Handlers } from './handler.ts';
import { balanceOf, ensureLedgerTables, mainAccount, post } from './ledger.ts';
import { formatMinor, parseMinor } from './money.ts';
import { SEED_EPOCH } from './seed-epoch.ts';

const DAY_MS = 86_400_000;

export function ensureRewardTables(db: Db): void {
  ensureLedgerTables(db);
  db.raw.exec(`
  CREATE TABLE IF NOT EXISTS member_rewards (
    id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, source TEXT NOT NULL, title_code TEXT NOT NULL, title TEXT NOT NULL,
    promotion_id INTEGER, amount_minor INTEGER NOT NULL, granted_at INTEGER NOT NULL, expires_at INTEGER,
    claimed_at INTEGER, claim_key TEXT UNIQUE
  );
  CREATE INDEX IF NOT EXISTS member_rewards_member ON member_rewards (member_id, claimed_at);
  CREATE TABLE IF NOT EXISTS sign_ins (
    member_id INTEGER NOT NULL, day TEXT NOT NULL, amount_minor INTEGER NOT NULL, idempotency_key TEXT NOT NULL, signed_at INTEGER NOT NULL,
    PRIMARY KEY (member_id, day)
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS bet_rebates (bet_id INTEGER PRIMARY KEY, claim_id INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS rebate_claims (
    id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, idempotency_key TEXT NOT NULL UNIQUE, category TEXT, amount_minor INTEGER NOT NULL, at INTEGER NOT NULL
  );
  `);
}

/** Reward titles the platform keeps per language (EN is its own). */
const TITLES: Record<string, Record<string, string>> = {
  welcome: { EN: 'Welcome bonus', TY: 'Bonus sa pagsali', AR: 'مكافأة الترحيب' },
  weekend: { EN: 'Weekend reload bonus', TY: 'Bonus sa pag-reload tuwing weekend', AR: 'مكافأة إعادة الشحن في عطلة نهاية الأسبوع' },
  birthday: { EN: 'Birthday gift', TY: 'Regalo sa kaarawan', AR: 'هدية عيد الميلاد' },
  vip: { EN: 'VIP upgrade bonus', TY: 'Bonus sa pag-akyat ng VIP', AR: 'مكافأة ترقية VIP' },
  event: { EN: 'Lucky draw prize', TY: 'Premyo sa lucky draw', AR: 'جائزة السحب المحظوظ' },
};
const SEED_REWARDS: readonly { code: string; source: Reward['source']; amount: bigint }[] = [
  { code: 'welcome', source: 'promotion', amount: 888n },
  { code: 'weekend', source: 'deposit', amount: 1800n },
  { code: 'event', source: 'event', amount: 2800n },
  { code: 'birthday', source: 'birthday', amount: 5800n },
  { code: 'vip', source: 'vip', amount: 8800n },
];

/** Sign-in reward by day of a streak; after the last day the last repeats. */
export const SIGN_IN_SCHEDULE: readonly bigint[] = [100n, 200n, 300n, 500n, 800n, 1000n, 1800n];

/** Cash-back rate per game category in basis points (0.80 % = 80), in the platform's order. */
export const REBATE_BP: Readonly<Record<RebateCategory['category'], number>> = {
  RNG: 80, FISH: 60, LIVE: 50, PVP: 50, SPORTS: 40, ESPORTS: 40, COCKFIGHT: 30, LOTT: 20, ELOTT: 20, BGS: 80,
};
const REBATE_ORDER = Object.keys(REBATE_BP) as RebateCategory['category'][];
export const REBATE_MINIMUM = 100n;

/** VIP levels (turnover in minor units); the label is the member info's clubLabel. */
export const VIP_LEVELS: readonly { level: number; turnover: bigint; upgrade: bigint; monthly: bigint; rebateBp: number; withdrawals: number }[] = [
  { level: 0, turnover: 0n, upgrade: 0n, monthly: 0n, rebateBp: 0, withdrawals: 3 },
  { level: 1, turnover: 100_000n, upgrade: 1_800n, monthly: 800n, rebateBp: 5, withdrawals: 5 },
  { level: 2, turnover: 1_000_000n, upgrade: 5_800n, monthly: 2_800n, rebateBp: 10, withdrawals: 5 },
  { level: 3, turnover: 5_000_000n, upgrade: 18_800n, monthly: 8_800n, rebateBp: 15, withdrawals: 8 },
  { level: 4, turnover: 20_000_000n, upgrade: 58_800n, monthly: 18_800n, rebateBp: 20, withdrawals: 10 },
  { level: 5, turnover: 50_000_000n, upgrade: 128_800n, monthly: 38_800n, rebateBp: 25, withdrawals: 15 },
  { level: 6, turnover: 100_000_000n, upgrade: 288_800n, monthly: 88_800n, rebateBp: 30, withdrawals: 20 },
];
const vipName = (level: number): string => `VIP ${level}`;
const percent = (bp: number): string => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;

/** Members whose seed also has reward history (two claimed long ago, one expired). */
const HISTORY = new Set(['demo00', 'demo01', 'demo02', 'agent01']);

/** Seeds rewards for the seeded members (inside seed's transaction, after the wallet's seed: the bets are its). */
export function seedRewards(db: Db, members: readonly { id: number; username: string; unclaimed: number }[]): void {
  ensureRewardTables(db);
  // sign_ins are the wallet seed's (clearSignIns, recordSignIn): its history pays them through the ledger
  for (const table of ['member_rewards', 'bet_rebates', 'rebate_claims']) db.run(`DELETE FROM ${table}`);
  for (const m of members) {
    for (let i = 0; i < m.unclaimed; i += 1) {
      const r = SEED_REWARDS[i % SEED_REWARDS.length] ?? SEED_REWARDS[0];
      if (r !== undefined) insertReward(db, m.id, r.source, r.code, TITLES[r.code]?.['EN'] ?? r.code, r.amount, SEED_EPOCH + i * DAY_MS);
    }
    if (!HISTORY.has(m.username)) continue;
    // two rewards claimed long ago (their money is in the seeded balance), one expired unclaimed
    for (const [i, r] of [SEED_REWARDS[0], SEED_REWARDS[2]].entries()) {
      if (r === undefined) continue;
      db.run('INSERT INTO member_rewards (member_id, source, title_code, title, promotion_id, amount_minor, granted_at, expires_at, claimed_at, claim_key) VALUES (?, ?, ?, ?, NULL, ?, ?, NULL, ?, NULL)',
        m.id, r.source, r.code, TITLES[r.code]?.['EN'] ?? r.code, r.amount, SEED_EPOCH - (40 - i) * DAY_MS, SEED_EPOCH - (39 - i) * DAY_MS);
    }
    db.run('INSERT INTO member_rewards (member_id, source, title_code, title, promotion_id, amount_minor, granted_at, expires_at, claimed_at, claim_key) VALUES (?, ?, ?, ?, NULL, ?, ?, ?, NULL, NULL)',
      m.id, 'event', 'event', TITLES['event']?.['EN'] ?? 'event', 1000n, SEED_EPOCH - 60 * DAY_MS, SEED_EPOCH - 30 * DAY_MS);
  }
}

function insertReward(db: Db, memberId: number, source: string, code: string, title: string, amount: bigint, at: number): number {
  return Number(db.run('INSERT INTO member_rewards (member_id, source, title_code, title, promotion_id, amount_minor, granted_at, expires_at, claimed_at, claim_key) VALUES (?, ?, ?, ?, NULL, ?, ?, NULL, NULL, NULL)',
    memberId, source, code, title, amount, at).lastInsertRowid);
}

interface RewardRow {
  id: number; member_id: number; source: Reward['source']; title_code: string; title: string; promotion_id: number | null; amount_minor: number | bigint;
  granted_at: number; expires_at: number | null; claimed_at: number | null; claim_key: string | null;
}

const balance = (ctx: Ctx, memberId: number): string => formatMinor(balanceOf(ctx.db, mainAccount(memberId)));

function rewardOf(row: RewardRow, language: string, now: number): Reward {
  const status: Reward['status'] = row.claimed_at !== null ? 'claimed' : row.expires_at !== null && row.expires_at < now ? 'expired' : 'unclaimed';
  return {
    id: row.id, title: TITLES[row.title_code]?.[language] ?? row.title, source: row.source, promotionId: row.promotion_id,
    amount: formatMinor(BigInt(row.amount_minor)), status, grantedAt: row.granted_at, expiresAt: row.expires_at, claimedAt: row.claimed_at,
  };
}

/** Unclaimed rewards that have not expired: the reward badge (SPEC 2.3). */
export function unclaimedCount(ctx: Ctx, memberId: number): number {
  return ctx.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM member_rewards WHERE member_id = ? AND claimed_at IS NULL AND (expires_at IS NULL OR expires_at >= ?)', memberId, ctx.now())?.n ?? 0;
}

/** Makes the member's unclaimed rewards number `count` (control API): drops the newest or grants sandbox ones. */
export function setUnclaimedCount(ctx: Ctx, memberId: number, count: number): void {
  ctx.db.tx(() => {
    const now = ctx.now();
    const have = unclaimedCount(ctx, memberId);
    if (have > count) {
      ctx.db.run(`DELETE FROM member_rewards WHERE id IN (SELECT id FROM member_rewards WHERE member_id = ? AND claimed_at IS NULL AND (expires_at IS NULL OR expires_at >= ?)
        ORDER BY granted_at DESC, id DESC LIMIT ?)`, memberId, now, have - count);
    }
    for (let i = have; i < count; i += 1) {
      const r = SEED_REWARDS[i % SEED_REWARDS.length] ?? SEED_REWARDS[0];
      if (r !== undefined) insertReward(ctx.db, memberId, r.source, r.code, TITLES[r.code]?.['EN'] ?? r.code, r.amount, now);
    }
  });
}

/** Grants one reward (control API). */
export function grantReward(ctx: Ctx, memberId: number, amount: string, title: string | undefined): number {
  return insertReward(ctx.db, memberId, 'event', title === undefined ? 'event' : 'custom', title ?? TITLES['event']?.['EN'] ?? 'Reward', parseMinor(amount), ctx.now());
}

/** Records one settled, lost bet of the main wallet (control API): the stake moves to the house through the ledger. */
export function recordBet(ctx: Ctx, memberId: number, category: string, amount: string): void {
  const stake = parseMinor(amount);
  const now = ctx.now();
  ctx.db.tx(() => {
    const r = ctx.db.run("INSERT INTO wallet_bets (member_id, vendor, node_id, game_name, category, stake_minor, payout_minor, status, bet_at, settled_at) VALUES (?, 'SANDBOX', '0', 'Sandbox bet', ?, ?, 0, 'lost', ?, ?)",
      memberId, category, stake, now, now);
    post(ctx.db, { idempotencyKey: `sandbox-bet:${memberId}:${Number(r.lastInsertRowid)}`, from: mainAccount(memberId), to: 'house:bets', amountMinor: stake, kind: 'bet', memo: 'Sandbox bet', at: now });
  });
}

const moduleOn = (ctx: Ctx, id: string): boolean => platformValues(ctx).modules[id] !== false;
function requireModule(ctx: Ctx, id: string): void {
  if (!moduleOn(ctx, id)) fail(403, API_ERROR.noPermission, MSG.noPermission);
}
const lang = (language: string | undefined): string => (language ?? 'EN').toUpperCase();

function rewardList({ ctx, input, member }: HandlerArgs<'rewardList'>) {
  const m = realOnly(member);
  requireModule(ctx, 'REWCEN3');
  const now = ctx.now();
  const language = lang(input.language);
  const rows = ctx.db.all<RewardRow>('SELECT * FROM member_rewards WHERE member_id = ? ORDER BY granted_at, id', m.id).map((row) => rewardOf(row, language, now));
  const unclaimed = rows.filter((r) => r.status === 'unclaimed');
  const claimed = rows.filter((r) => r.status !== 'unclaimed').sort((a, b) => (b.claimedAt ?? b.expiresAt ?? 0) - (a.claimedAt ?? a.expiresAt ?? 0)).slice(0, 50);
  return { unclaimed, claimed, unclaimedCount: unclaimed.length };
}

function rewardClaim({ ctx, input, member }: HandlerArgs<'rewardClaim'>) {
  const m = realOnly(member);
  requireModule(ctx, 'REWCEN3');
  const now = ctx.now();
  const language = lang(input.language);
  return ctx.db.tx(() => {
    const row = ctx.db.get<RewardRow>('SELECT * FROM member_rewards WHERE id = ? AND member_id = ?', input.rewardId, m.id);
    if (row === undefined) return fail(404, API_ERROR.notFound, 'Reward not found', { field: 'rewardId' });
    if (row.claimed_at !== null) {
      if (row.claim_key !== input.idempotencyKey) fail(409, API_ERROR.rewardClaimed, 'This reward has already been claimed');
    } else {
      if (row.expires_at !== null && row.expires_at < now) fail(409, API_ERROR.rewardExpired, 'This reward has expired');
      post(ctx.db, { idempotencyKey: `reward:${m.id}:${row.id}:${input.idempotencyKey}`, from: 'house:rewards', to: mainAccount(m.id), amountMinor: BigInt(row.amount_minor), kind: 'reward', memo: `reward ${row.id}`, at: now });
      ctx.db.run('UPDATE member_rewards SET claimed_at = ?, claim_key = ? WHERE id = ?', now, input.idempotencyKey, row.id);
    }
    const after = ctx.db.get<RewardRow>('SELECT * FROM member_rewards WHERE id = ?', row.id) as RewardRow;
    return { reward: rewardOf(after, language, now), balance: balance(ctx, m.id), unclaimedCount: unclaimedCount(ctx, m.id) };
  });
}

/** Empties the sign-ins (reseed), making their table first: the wallet seed writes sign-ins before seedRewards runs. */
export function clearSignIns(db: Db): void {
  ensureRewardTables(db);
  db.run('DELETE FROM sign_ins');
}

/**
 * A sign-in of `day` (YYYY-MM-DD, UTC): the (member, day) row the calendar reads and the ledger entry that pays it,
 * always both, so the calendar and the money never disagree (the handler and the seeded history use this alone).
 */
export function recordSignIn(db: Db, memberId: number, day: string, amountMinor: bigint, idempotencyKey: string, at: number): void {
  db.run('INSERT INTO sign_ins (member_id, day, amount_minor, idempotency_key, signed_at) VALUES (?, ?, ?, ?, ?)', memberId, day, amountMinor, idempotencyKey, at);
  post(db, { idempotencyKey: `sign-in:${memberId}:${day}:${idempotencyKey}`, from: 'house:rewards', to: mainAccount(memberId), amountMinor, kind: 'sign-in', memo: `sign-in ${day}`, at });
}

/** The sign-in calendar of the month of `now` (UTC days). */
export function signInCalendar(ctx: Ctx, memberId: number): SignInStatus {
  const now = ctx.now();
  const today = isoDay(now);
  const rows = ctx.db.all<{ day: string; amount_minor: number }>('SELECT day, amount_minor FROM sign_ins WHERE member_id = ? AND day <= ? ORDER BY day DESC LIMIT 400', memberId, today);
  const days = new Set(rows.map((r) => r.day));
  const signedToday = days.has(today);
  let streak = 0;
  for (let at = signedToday ? now : now - DAY_MS; days.has(isoDay(at)); at -= DAY_MS) streak += 1;
  const todayRow = rows.find((r) => r.day === today);
  const nextDay = Math.min(streak + 1, SIGN_IN_SCHEDULE.length) - 1;
  const todayReward = todayRow !== undefined ? BigInt(todayRow.amount_minor) : (SIGN_IN_SCHEDULE[nextDay] ?? 0n);
  const month = today.slice(0, 7);
  return {
    today, signedDays: [...days].filter((d) => d.startsWith(month)).sort(), signedToday, streak, todayReward: formatMinor(todayReward),
    schedule: SIGN_IN_SCHEDULE.map(formatMinor) as SignInStatus['schedule'],
  };
}

function signIn({ ctx, input, member }: HandlerArgs<'signIn'>) {
  const m = realOnly(member);
  return ctx.db.tx(() => {
    const now = ctx.now();
    const today = isoDay(now);
    const done = ctx.db.get<{ amount_minor: number; idempotency_key: string }>('SELECT amount_minor, idempotency_key FROM sign_ins WHERE member_id = ? AND day = ?', m.id, today);
    let credited = 0n;
    if (done !== undefined) {
      if (done.idempotency_key === input.idempotencyKey) credited = BigInt(done.amount_minor);
    } else {
      const before = signInCalendar(ctx, m.id);
      credited = parseMinor(before.todayReward);
      recordSignIn(ctx.db, m.id, today, credited, input.idempotencyKey, now);
    }
    return { credited: formatMinor(credited), balance: balance(ctx, m.id), status: signInCalendar(ctx, m.id) };
  });
}

/** Valid bets not yet rebated, per category, and what they give back. */
export function rebateCategories(ctx: Ctx, memberId: number): RebateCategory[] {
  const rows = ctx.db.all<{ category: RebateCategory['category']; total: number | bigint; n: number }>(
    `SELECT b.category, SUM(b.stake_minor) AS total, COUNT(*) AS n FROM wallet_bets b LEFT JOIN bet_rebates r ON r.bet_id = b.id
     WHERE b.member_id = ? AND b.status IN ('won', 'lost') AND r.bet_id IS NULL GROUP BY b.category`, memberId,
  );
  return REBATE_ORDER.flatMap((category) => {
    const row = rows.find((r) => r.category === category);
    if (row === undefined) return [];
    const valid = BigInt(row.total);
    const bp = REBATE_BP[category];
    return [{ category, validBet: formatMinor(valid), ratePercent: percent(bp), amount: formatMinor((valid * BigInt(bp)) / 10_000n), bets: row.n }];
  });
}

const sumOf = (categories: readonly RebateCategory[]): bigint => categories.reduce((total, c) => total + parseMinor(c.amount), 0n);

function rebateStatus({ ctx, member }: HandlerArgs<'rebateStatus'>) {
  const m = realOnly(member);
  requireModule(ctx, 'MANPLAYREB3');
  const categories = rebateCategories(ctx, m.id);
  return { categories, total: formatMinor(sumOf(categories)), minimumClaim: formatMinor(REBATE_MINIMUM), balance: balance(ctx, m.id) };
}

function rebateClaim({ ctx, input, member }: HandlerArgs<'rebateClaim'>) {
  const m = realOnly(member);
  requireModule(ctx, 'MANPLAYREB3');
  return ctx.db.tx(() => {
    const now = ctx.now();
    const first = ctx.db.get<{ member_id: number; amount_minor: number }>('SELECT member_id, amount_minor FROM rebate_claims WHERE idempotency_key = ?', input.idempotencyKey);
    let credited: bigint;
    if (first !== undefined && first.member_id === m.id) {
      credited = BigInt(first.amount_minor);
    } else {
      if (first !== undefined) fail(409, API_ERROR.badRequest, 'This idempotency key was used for another request', { field: 'idempotencyKey' });
      const chosen = rebateCategories(ctx, m.id).filter((c) => input.category === undefined || c.category === input.category);
      credited = sumOf(chosen);
      if (credited < REBATE_MINIMUM) fail(409, API_ERROR.noRebate, `No cash back to claim: the minimum is ${formatMinor(REBATE_MINIMUM)}`);
      const claimId = Number(ctx.db.run('INSERT INTO rebate_claims (member_id, idempotency_key, category, amount_minor, at) VALUES (?, ?, ?, ?, ?)',
        m.id, input.idempotencyKey, input.category ?? null, credited, now).lastInsertRowid);
      const cats = chosen.map((c) => c.category);
      ctx.db.run(`INSERT INTO bet_rebates (bet_id, claim_id) SELECT b.id, ? FROM wallet_bets b LEFT JOIN bet_rebates r ON r.bet_id = b.id
        WHERE b.member_id = ? AND b.status IN ('won', 'lost') AND r.bet_id IS NULL AND b.category IN (${cats.map(() => '?').join(', ')})`, claimId, m.id, ...(cats as SQLInputValue[]));
      post(ctx.db, { idempotencyKey: `rebate:${m.id}:${input.idempotencyKey}`, from: 'house:rebates', to: mainAccount(m.id), amountMinor: credited, kind: 'rebate', memo: `cash back ${cats.join(',')}`, at: now });
    }
    const categories = rebateCategories(ctx, m.id);
    return { credited: formatMinor(credited), balance: balance(ctx, m.id), categories, total: formatMinor(sumOf(categories)) };
  });
}

/** The member's VIP level (the clubLabel "VIP n"), 0 without one. */
export function vipLevelOf(member: Pick<Member, 'vip'>): number {
  const match = /^VIP (\d+)$/.exec(member.vip ?? '');
  return match === null ? 0 : Math.min(Number(match[1]), VIP_LEVELS.length - 1);
}

function vipLevels({ ctx, member }: HandlerArgs<'vipLevels'>) {
  const levels: VipLevel[] = VIP_LEVELS.map((l) => ({
    level: l.level, name: vipName(l.level), turnoverRequired: formatMinor(l.turnover), upgradeBonus: formatMinor(l.upgrade), monthlyBonus: formatMinor(l.monthly),
    rebateBonusPercent: percent(l.rebateBp), dailyWithdrawals: l.withdrawals,
  }));
  if (member === null || member.type === 4) return { levels, member: null };
  const level = vipLevelOf(member);
  const turnover = BigInt(ctx.db.get<{ t: number | bigint }>("SELECT COALESCE(SUM(stake_minor), 0) AS t FROM wallet_bets WHERE member_id = ? AND status IN ('won', 'lost')", member.id)?.t ?? 0);
  const here = VIP_LEVELS[level];
  const next = VIP_LEVELS[level + 1];
  let toNext = 0n;
  let progress = 100;
  if (next !== undefined && here !== undefined) {
    toNext = turnover >= next.turnover ? 0n : next.turnover - turnover;
    const span = next.turnover - here.turnover;
    const done = turnover <= here.turnover ? 0n : turnover - here.turnover;
    progress = Number(done >= span ? 100n : (done * 100n) / span);
  }
  return {
    levels,
    member: { level, name: vipName(level), turnover: formatMinor(turnover), nextLevel: next === undefined ? null : next.level, turnoverToNext: formatMinor(toNext), progressPercent: progress },
  };
}

export const rewardsHandlers = {
  rewardList, rewardClaim, signInStatus: ({ ctx, member }: HandlerArgs<'signInStatus'>) => signInCalendar(ctx, realOnly(member).id), signIn, rebateStatus, rebateClaim, vipLevels,
} satisfies Partial<Handlers>;
