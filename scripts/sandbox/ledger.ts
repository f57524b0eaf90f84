/**
 * The sandbox's double-entry ledger (issue 19 point 1). Every movement of money is one row moving a
 * positive amount of minor units from one account to another; an account's balance is what came in
 * minus what went out. `ledger_balances` caches that sum inside the same transaction as the row (so an
 * overdraft check is one read) and `assertBalanced` recomputes it from the rows.
 */
import type { Db } from './db.ts';

/** 'member:<id>:main' | 'member:<id>:vendor:<VENDOR>' | 'member:<id>:withdraw-hold' | 'house:cash' | 'house:rewards' | 'house:rebates' | 'house:bets' ... */
export type LedgerAccount = string;

export type LedgerKind = 'deposit' | 'withdraw' | 'withdraw-release' | 'transfer' | 'reward' | 'sign-in' | 'rebate' | 'bet' | 'win' | 'seed';

export interface Posting {
  idempotencyKey: string;
  from: LedgerAccount;
  to: LedgerAccount;
  amountMinor: bigint;
  kind: LedgerKind;
  memo?: string;
  at: number;
}

export class LedgerError extends Error {
  readonly code: 'INSUFFICIENT_FUNDS' | 'INVALID_POSTING' | 'UNBALANCED';
  constructor(code: LedgerError['code'], message: string) {
    super(message);
    this.code = code;
  }
}

export const mainAccount = (memberId: number): LedgerAccount => `member:${memberId}:main`;
export const vendorAccount = (memberId: number, vendor: string): LedgerAccount => `member:${memberId}:vendor:${vendor}`;
export const holdAccount = (memberId: number): LedgerAccount => `member:${memberId}:withdraw-hold`;
export const HOUSE = { cash: 'house:cash', rewards: 'house:rewards', rebates: 'house:rebates', bets: 'house:bets' } as const;

/** Member accounts may never go below zero; house accounts are the other side of every member's money. */
const isMemberAccount = (account: LedgerAccount): boolean => account.startsWith('member:');

export function ensureLedgerTables(db: Db): void {
  db.raw.exec(`
    CREATE TABLE IF NOT EXISTS ledger_entries (
      id INTEGER PRIMARY KEY, idempotency_key TEXT NOT NULL UNIQUE, kind TEXT NOT NULL,
      from_account TEXT NOT NULL, to_account TEXT NOT NULL, amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
      memo TEXT NOT NULL DEFAULT '', at INTEGER NOT NULL, CHECK (from_account <> to_account)
    );
    CREATE INDEX IF NOT EXISTS ledger_entries_from ON ledger_entries (from_account, at);
    CREATE INDEX IF NOT EXISTS ledger_entries_to ON ledger_entries (to_account, at);
    CREATE TABLE IF NOT EXISTS ledger_balances (account TEXT PRIMARY KEY, balance_minor INTEGER NOT NULL) WITHOUT ROWID;
  `);
}

/** Empties the ledger (reseed). */
export function clearLedger(db: Db): void {
  db.run('DELETE FROM ledger_entries');
  db.run('DELETE FROM ledger_balances');
}

const readBalance = (db: Db, account: LedgerAccount): bigint => {
  const row = db.raw.prepare('SELECT balance_minor FROM ledger_balances WHERE account = ?');
  row.setReadBigInts(true);
  const r = row.get(account) as { balance_minor: bigint } | undefined;
  return r?.balance_minor ?? 0n;
};

/**
 * Moves `amountMinor` from one account to another in one transaction. The same idempotency key
 * answers the first entry (duplicate: true) and moves nothing. Throws LedgerError INSUFFICIENT_FUNDS
 * when a member account would go below zero.
 */
export function post(db: Db, p: Posting): { entryId: number; duplicate: boolean } {
  if (p.amountMinor <= 0n) throw new LedgerError('INVALID_POSTING', `A posting moves a positive amount (got ${p.amountMinor})`);
  if (p.from === p.to) throw new LedgerError('INVALID_POSTING', 'A posting moves money between two different accounts');
  return db.tx(() => {
    const seen = db.get<{ id: number }>('SELECT id FROM ledger_entries WHERE idempotency_key = ?', p.idempotencyKey);
    if (seen !== undefined) return { entryId: seen.id, duplicate: true };
    if (isMemberAccount(p.from) && readBalance(db, p.from) < p.amountMinor) {
      throw new LedgerError('INSUFFICIENT_FUNDS', `${p.from} holds less than ${p.amountMinor}`);
    }
    const r = db.run('INSERT INTO ledger_entries (idempotency_key, kind, from_account, to_account, amount_minor, memo, at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      p.idempotencyKey, p.kind, p.from, p.to, p.amountMinor, p.memo ?? '', p.at);
    const upsert = 'INSERT INTO ledger_balances (account, balance_minor) VALUES (?, ?) ON CONFLICT (account) DO UPDATE SET balance_minor = balance_minor + excluded.balance_minor';
    db.run(upsert, p.from, -p.amountMinor);
    db.run(upsert, p.to, p.amountMinor);
    return { entryId: Number(r.lastInsertRowid), duplicate: false };
  });
}

export function balanceOf(db: Db, account: LedgerAccount): bigint {
  return readBalance(db, account);
}

/** Every account of a member that has ever held money, with its balance. */
export function memberAccounts(db: Db, memberId: number): { account: LedgerAccount; balanceMinor: bigint }[] {
  const s = db.raw.prepare("SELECT account, balance_minor FROM ledger_balances WHERE account LIKE ? ESCAPE '\\' ORDER BY account");
  s.setReadBigInts(true);
  return (s.all(`member:${memberId}:%`) as { account: string; balance_minor: bigint }[]).map((r) => ({ account: r.account, balanceMinor: r.balance_minor }));
}

/**
 * Recomputes every balance from the rows and throws LedgerError UNBALANCED when the cache disagrees,
 * when all balances together are not zero (money created or lost), or when a member account is negative.
 */
export function assertBalanced(db: Db): void {
  const s = db.raw.prepare(`
    SELECT account, SUM(delta) AS derived FROM (
      SELECT to_account AS account, amount_minor AS delta FROM ledger_entries
      UNION ALL SELECT from_account, -amount_minor FROM ledger_entries
    ) GROUP BY account`);
  s.setReadBigInts(true);
  const derived = new Map((s.all() as { account: string; derived: bigint }[]).map((r) => [r.account, r.derived]));
  const c = db.raw.prepare('SELECT account, balance_minor FROM ledger_balances');
  c.setReadBigInts(true);
  const cached = new Map((c.all() as { account: string; balance_minor: bigint }[]).map((r) => [r.account, r.balance_minor]));
  const problems: string[] = [];
  let total = 0n;
  for (const account of new Set([...derived.keys(), ...cached.keys()])) {
    const d = derived.get(account) ?? 0n;
    const k = cached.get(account) ?? 0n;
    total += k;
    if (d !== k) problems.push(`${account}: rows say ${d}, balance says ${k}`);
    if (isMemberAccount(account) && d < 0n) problems.push(`${account} is negative (${d})`);
  }
  if (total !== 0n) problems.push(`balances sum to ${total}, not 0: money was created or lost`);
  if (problems.length > 0) throw new LedgerError('UNBALANCED', `Ledger is not balanced:\n  ${problems.join('\n  ')}`);
}
