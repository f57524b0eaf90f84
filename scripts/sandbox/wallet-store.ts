/**
 * The wallet's records beside the ledger (issue 19 point 1): deposit and withdrawal requests,
 * transfers, bets, turnover requirements and the answers of money-moving requests by idempotency key.
 * Money itself lives only in ledger.ts; these rows say why it moved.
 */
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { API_ERROR } from '../../src/api/endpoints.ts';
import type { Balances } from '../../src/generated/api/wallet.ts';
import { ApiError, fail, MSG, type Ctx, type Member } from './context.ts';
import type { Db } from './db.ts';
import { balanceOf, HOUSE, holdAccount, LedgerError, mainAccount, memberAccounts, post, vendorAccount } from './ledger.ts';
import { formatMinor } from './money.ts';
import { DEPOSIT_PROMOTIONS, DEPOSIT_TURNOVER_MULTIPLIER } from './wallet-channels.ts';

export function ensureWalletTables(db: Db): void {
  db.raw.exec(`
    CREATE TABLE IF NOT EXISTS wallet_deposits (
      id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, channel_id INTEGER NOT NULL, amount_minor INTEGER NOT NULL, bonus_minor INTEGER NOT NULL DEFAULT 0,
      promotion_id INTEGER, status TEXT NOT NULL, payer_name TEXT NOT NULL DEFAULT '', reference TEXT NOT NULL DEFAULT '',
      receipt BLOB, receipt_name TEXT, gateway_key TEXT UNIQUE, remark TEXT NOT NULL DEFAULT '', created_at INTEGER NOT NULL, reviewed_at INTEGER
    );
    CREATE INDEX IF NOT EXISTS wallet_deposits_member ON wallet_deposits (member_id, created_at);
    CREATE INDEX IF NOT EXISTS wallet_deposits_status ON wallet_deposits (status, id);
    CREATE TABLE IF NOT EXISTS wallet_withdrawals (
      id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, card_id INTEGER NOT NULL, amount_minor INTEGER NOT NULL, status TEXT NOT NULL,
      remark TEXT NOT NULL DEFAULT '', created_at INTEGER NOT NULL, reviewed_at INTEGER
    );
    CREATE INDEX IF NOT EXISTS wallet_withdrawals_member ON wallet_withdrawals (member_id, created_at);
    CREATE INDEX IF NOT EXISTS wallet_withdrawals_status ON wallet_withdrawals (status, id);
    CREATE TABLE IF NOT EXISTS wallet_transfers (
      id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, from_wallet TEXT NOT NULL, to_wallet TEXT NOT NULL, amount_minor INTEGER NOT NULL,
      entry_id INTEGER NOT NULL, created_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS wallet_transfers_member ON wallet_transfers (member_id, created_at);
    CREATE TABLE IF NOT EXISTS wallet_bets (
      id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, vendor TEXT NOT NULL, node_id TEXT NOT NULL, game_name TEXT NOT NULL, category TEXT NOT NULL,
      stake_minor INTEGER NOT NULL, payout_minor INTEGER NOT NULL DEFAULT 0, status TEXT NOT NULL, bet_at INTEGER NOT NULL, settled_at INTEGER
    );
    CREATE INDEX IF NOT EXISTS wallet_bets_member ON wallet_bets (member_id, bet_at);
    CREATE TABLE IF NOT EXISTS wallet_turnover (id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, amount_minor INTEGER NOT NULL, source TEXT NOT NULL, at INTEGER NOT NULL);
    CREATE INDEX IF NOT EXISTS wallet_turnover_member ON wallet_turnover (member_id);
    CREATE TABLE IF NOT EXISTS wallet_requests (
      member_id INTEGER NOT NULL, endpoint TEXT NOT NULL, key TEXT NOT NULL, request_hash TEXT NOT NULL, answer TEXT NOT NULL, at INTEGER NOT NULL,
      PRIMARY KEY (member_id, endpoint, key)
    ) WITHOUT ROWID;
  `);
}

export const WALLET_TABLES = ['wallet_deposits', 'wallet_withdrawals', 'wallet_transfers', 'wallet_bets', 'wallet_turnover', 'wallet_requests'] as const;

export function clearWallet(db: Db): void {
  for (const table of WALLET_TABLES) db.run(`DELETE FROM ${table}`);
}

/** Reads an INTEGER column as bigint. */
export function bigintOf(value: unknown): bigint {
  return typeof value === 'bigint' ? value : BigInt(value as number);
}

export const MAIN = 'MAIN';

/** The member of a wallet call: trial (type 4) gets free_reject, and only real types 0, 1, 2 move money (SPEC 5, 6). */
export function walletMember(member: Member | null): Member {
  const m = member as Member;
  if (m.type === 4) fail(403, API_ERROR.freeReject, MSG.freeReject);
  if (m.type !== 0 && m.type !== 1 && m.type !== 2) fail(403, API_ERROR.noPermission, MSG.noPermission);
  return m;
}

interface VendorRow { code: string; name: string; category: string }
export const vendorsOf = (ctx: Ctx): VendorRow[] => ctx.db.all<VendorRow>('SELECT code, name, category FROM vendors ORDER BY sequence');

/** The account behind a wallet code (MAIN or a vendor of the merchant), or 404. */
export function accountOf(ctx: Ctx, memberId: number, wallet: string): string {
  if (wallet === MAIN) return mainAccount(memberId);
  if (ctx.db.get('SELECT 1 AS x FROM vendors WHERE code = ?', wallet) === undefined) fail(200, API_ERROR.walletNotFound, `There is no ${wallet} wallet`);
  return vendorAccount(memberId, wallet);
}

export function walletName(ctx: Ctx, wallet: string): string {
  if (wallet === MAIN) return 'Main wallet';
  return ctx.db.get<{ name: string }>('SELECT name FROM vendors WHERE code = ?', wallet)?.name ?? wallet;
}

export function balancesOf(ctx: Ctx, memberId: number): Balances {
  const held = new Map(memberAccounts(ctx.db, memberId).map((a) => [a.account, a.balanceMinor]));
  const main = held.get(mainAccount(memberId)) ?? 0n;
  let total = main;
  const vendors = vendorsOf(ctx).map((v) => {
    const balance = held.get(vendorAccount(memberId, v.code)) ?? 0n;
    total += balance;
    return { wallet: v.code, name: v.name, category: v.category as Balances['vendors'][number]['category'], balance: formatMinor(balance) };
  });
  return {
    currencySymbol: ctx.m.currencySymbol, total: formatMinor(total), main: formatMinor(main),
    pendingWithdrawal: formatMinor(held.get(holdAccount(memberId)) ?? 0n), vendors,
  };
}

/** Main plus every vendor wallet, as the header's sumBalance shows it. */
export function totalMinor(ctx: Ctx, memberId: number): bigint {
  const hold = holdAccount(memberId);
  return memberAccounts(ctx.db, memberId).filter((a) => a.account !== hold).reduce((sum, a) => sum + a.balanceMinor, 0n);
}

/**
 * Still to bet before withdrawing: each requirement (an approved deposit, a promotion bonus) counts
 * from the moment it arose, and each stake pays off what is outstanding then; stakes placed before a
 * requirement never count toward it.
 */
export function remainingTurnover(db: Db, memberId: number): bigint {
  const s = db.raw.prepare(`SELECT at, amount_minor AS required, 0 AS staked FROM wallet_turnover WHERE member_id = ?
    UNION ALL SELECT bet_at, 0, stake_minor FROM wallet_bets WHERE member_id = ? ORDER BY at, required DESC`);
  s.setReadBigInts(true);
  let left = 0n;
  for (const r of s.all(memberId, memberId) as { required: bigint; staked: bigint }[]) {
    left += r.required;
    left = left > r.staked ? left - r.staked : 0n;
  }
  return left;
}

/**
 * Sets what the member still has to bet before withdrawing (control API, tests and QA): the member's
 * requirements are replaced by one of `minor` from `now` on, so only stakes placed later pay it off.
 * No money moves; the ledger is untouched.
 */
export function setRemainingTurnover(db: Db, memberId: number, minor: bigint, now: number): void {
  db.tx(() => {
    db.run('DELETE FROM wallet_turnover WHERE member_id = ?', memberId);
    if (minor > 0n) db.run("INSERT INTO wallet_turnover (member_id, amount_minor, source, at) VALUES (?, ?, 'sandbox', ?)", memberId, minor, now);
  });
}

/** Turns a ledger refusal into the platform's answer. */
export function ledgerRefusal(error: unknown): never {
  if (error instanceof LedgerError && error.code === 'INSUFFICIENT_FUNDS') fail(200, API_ERROR.insufficientFunds, 'Insufficient balance');
  throw error;
}

// ---- deposits -------------------------------------------------------------------------------------

export function promoTitle(db: Db, promotionId: number, language = 'EN'): string {
  const row = db.get<{ title: string }>(
    `SELECT COALESCE(t.title, p.title) AS title FROM promotions p LEFT JOIN promotion_texts t ON t.promotion_id = p.id AND t.language = ? WHERE p.id = ?`, language, promotionId);
  return row?.title ?? `Promotion ${promotionId}`;
}

const DAY = 86_400_000;

/** Deposit promotions the member may accept now. */
export function eligiblePromotions(db: Db, memberId: number, now: number): typeof DEPOSIT_PROMOTIONS[number][] {
  const approved = db.get<{ n: number }>("SELECT COUNT(*) AS n FROM wallet_deposits WHERE member_id = ? AND status = 'approved'", memberId)?.n ?? 0;
  const dayStart = Math.floor(now / DAY) * DAY;
  return DEPOSIT_PROMOTIONS.filter((p) => {
    if (p.limit === 'first') return approved === 0 && db.get("SELECT 1 AS x FROM wallet_deposits WHERE member_id = ? AND promotion_id = ? AND status = 'pending'", memberId, p.promotionId) === undefined;
    return db.get("SELECT 1 AS x FROM wallet_deposits WHERE member_id = ? AND promotion_id = ? AND status IN ('pending', 'approved') AND created_at >= ?", memberId, p.promotionId, dayStart) === undefined;
  });
}

/** The bonus a promotion gives on a deposit (percent, capped). */
export function bonusFor(promo: typeof DEPOSIT_PROMOTIONS[number], amountMinor: bigint): bigint {
  const bonus = (amountMinor * BigInt(promo.bonusPercent)) / 100n;
  return bonus > promo.maxBonusMinor ? promo.maxBonusMinor : bonus;
}

interface DepositRow { id: number; member_id: number; amount_minor: number | bigint; bonus_minor: number | bigint; promotion_id: number | null; status: string }

/** Credits a pending deposit (and its bonus) to main and adds its turnover requirement. False when it was not pending. */
export function approveDeposit(db: Db, id: number, now: number): boolean {
  return db.tx(() => {
    const d = db.get<DepositRow>('SELECT * FROM wallet_deposits WHERE id = ?', id);
    if (d === undefined || d.status !== 'pending') return false;
    const amount = bigintOf(d.amount_minor);
    const bonus = bigintOf(d.bonus_minor);
    post(db, { idempotencyKey: `deposit:${id}`, from: HOUSE.cash, to: mainAccount(d.member_id), amountMinor: amount, kind: 'deposit', memo: `Deposit ${depositOrderNo(id, now)}`, at: now });
    let required = amount * DEPOSIT_TURNOVER_MULTIPLIER;
    if (bonus > 0n && d.promotion_id !== null) {
      post(db, { idempotencyKey: `deposit-bonus:${id}`, from: HOUSE.rewards, to: mainAccount(d.member_id), amountMinor: bonus, kind: 'reward', memo: promoTitle(db, d.promotion_id), at: now });
      const promo = DEPOSIT_PROMOTIONS.find((p) => p.promotionId === d.promotion_id);
      required = (amount + bonus) * BigInt(promo?.turnoverMultiplier ?? 1);
    }
    db.run('INSERT INTO wallet_turnover (member_id, amount_minor, source, at) VALUES (?, ?, ?, ?)', d.member_id, required, `deposit:${id}`, now);
    db.run("UPDATE wallet_deposits SET status = 'approved', reviewed_at = ? WHERE id = ?", now, id);
    return true;
  });
}

/** Rejects (or cancels) a pending deposit; no money had moved. False when it was not pending. */
export function closeDeposit(db: Db, id: number, now: number, status: 'rejected' | 'cancelled', remark: string): boolean {
  const r = db.run("UPDATE wallet_deposits SET status = ?, remark = ?, reviewed_at = ? WHERE id = ? AND status = 'pending'", status, remark, now, id);
  return Number(r.changes) === 1;
}

interface WithdrawRow { id: number; member_id: number; amount_minor: number | bigint; status: string }

/** Pays out a pending withdrawal's held amount (approve) or returns it to main (reject). False when it was not pending. */
export function reviewWithdrawal(db: Db, id: number, decision: 'approve' | 'reject', now: number, remark = ''): boolean {
  return db.tx(() => {
    const w = db.get<WithdrawRow>('SELECT * FROM wallet_withdrawals WHERE id = ?', id);
    if (w === undefined || w.status !== 'pending') return false;
    const amount = bigintOf(w.amount_minor);
    if (decision === 'approve') {
      post(db, { idempotencyKey: `withdraw-paid:${id}`, from: holdAccount(w.member_id), to: HOUSE.cash, amountMinor: amount, kind: 'withdraw', memo: `Withdrawal ${withdrawOrderNo(id, now)} paid`, at: now });
    } else {
      post(db, { idempotencyKey: `withdraw-release:${id}`, from: holdAccount(w.member_id), to: mainAccount(w.member_id), amountMinor: amount, kind: 'withdraw-release', memo: `Withdrawal ${withdrawOrderNo(id, now)} rejected`, at: now });
    }
    db.run('UPDATE wallet_withdrawals SET status = ?, remark = ?, reviewed_at = ? WHERE id = ?', decision === 'approve' ? 'approved' : 'rejected', remark, now, id);
    return true;
  });
}

const ymd = (ms: number): string => new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');
export const depositOrderNo = (id: number, at: number): string => `DP${ymd(at)}${String(id).padStart(6, '0')}`;
export const withdrawOrderNo = (id: number, at: number): string => `WD${ymd(at)}${String(id).padStart(6, '0')}`;
export const transferOrderNo = (id: number, at: number): string => `TF${ymd(at)}${String(id).padStart(6, '0')}`;

export { balanceOf };

// ---- idempotency ----------------------------------------------------------------------------------

const KEY = /^[A-Za-z0-9_-]{16,64}$/;

/** The request's idempotency key: the body field, else the Idempotency-Key header; 400 without one. */
export function idempotencyKeyOf(input: { idempotencyKey?: string | undefined }, headers: IncomingHttpHeaders): string {
  const header = headers['idempotency-key'];
  const key = input.idempotencyKey ?? (typeof header === 'string' ? header : undefined);
  if (key === undefined) return fail(400, API_ERROR.idempotencyKeyRequired, 'A money request needs an idempotency key (Idempotency-Key header or idempotencyKey)', { field: 'idempotencyKey' });
  if (!KEY.test(key)) fail(400, API_ERROR.badRequest, 'The idempotency key is 16 to 64 letters, digits, - or _', { field: 'idempotencyKey' });
  return key;
}

/** A stable fingerprint of what a request asked for (secrets left out by the caller). */
export const requestHash = (fields: unknown): string => createHash('sha256').update(JSON.stringify(fields)).digest('base64url');

type Stored = { ok: unknown } | { error: { status: number; code: string; message: string; value?: Record<string, unknown> } };

/**
 * Runs a money-moving operation once per (member, endpoint, key): the first answer, a value or a
 * business refusal, is stored in the same transaction as the money it moved; a retry answers it again
 * and moves nothing. The same key with a different request is refused. Requests that break the
 * contract (4xx other than business refusals) are not stored.
 */
export function once<T>(db: Db, memberId: number, endpoint: string, key: string, hash: string, now: number, op: () => T): T {
  const stored = db.tx((): Stored => {
    const seen = db.get<{ request_hash: string; answer: string }>('SELECT request_hash, answer FROM wallet_requests WHERE member_id = ? AND endpoint = ? AND key = ?', memberId, endpoint, key);
    if (seen !== undefined) {
      if (seen.request_hash !== hash) fail(422, API_ERROR.idempotencyKeyReused, 'This idempotency key was used for another request');
      return JSON.parse(seen.answer) as Stored;
    }
    db.raw.exec('SAVEPOINT wallet_once');
    let answer: Stored;
    try {
      answer = { ok: op() };
      db.raw.exec('RELEASE wallet_once');
    } catch (error) {
      db.raw.exec('ROLLBACK TO wallet_once');
      db.raw.exec('RELEASE wallet_once');
      if (!(error instanceof ApiError) || error.status !== 200) throw error;
      answer = { error: { status: error.status, code: error.code, message: error.message, ...(error.value === undefined ? {} : { value: error.value }) } };
    }
    db.run('INSERT INTO wallet_requests (member_id, endpoint, key, request_hash, answer, at) VALUES (?, ?, ?, ?, ?, ?)', memberId, endpoint, key, hash, JSON.stringify(answer), now);
    return answer;
  });
  if ('error' in stored) throw new ApiError(stored.error.status, stored.error.code, stored.error.message, stored.error.value);
  return stored.ok as T;
}
