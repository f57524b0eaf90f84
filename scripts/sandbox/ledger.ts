/**
 * The sandbox's double-entry ledger (/work/notes/wallet-interface.md). Stand-in written against the
 * agreed interface until the wallet branch's module lands; same signatures and guarantees: one row per
 * movement between two accounts, integer minor units, an idempotency key per movement, no member
 * account below zero.
 */
import type { Db } from './db.ts';

export type LedgerAccount = string;
export type LedgerKind = 'deposit' | 'withdraw' | 'withdraw-release' | 'transfer' | 'reward' | 'sign-in' | 'rebate' | 'bet' | 'win' | 'seed';

export class LedgerError extends Error {
  readonly code: 'INSUFFICIENT_FUNDS';
  constructor(code: 'INSUFFICIENT_FUNDS', message: string) {
    super(message);
    this.code = code;
  }
}

export function ensureLedgerTables(db: Db): void {
  db.raw.exec(`CREATE TABLE IF NOT EXISTS ledger_entries (
    id INTEGER PRIMARY KEY, idempotency_key TEXT NOT NULL UNIQUE, from_account TEXT NOT NULL, to_account TEXT NOT NULL,
    amount_minor INTEGER NOT NULL CHECK (amount_minor > 0), kind TEXT NOT NULL, memo TEXT NOT NULL DEFAULT '', at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS ledger_from ON ledger_entries (from_account);
  CREATE INDEX IF NOT EXISTS ledger_to ON ledger_entries (to_account);`);
}

const isMember = (account: LedgerAccount): boolean => account.startsWith('member:');

export function balanceOf(db: Db, account: LedgerAccount): bigint {
  const row = db.raw.prepare(`SELECT
      (SELECT COALESCE(SUM(amount_minor), 0) FROM ledger_entries WHERE to_account = ?) -
      (SELECT COALESCE(SUM(amount_minor), 0) FROM ledger_entries WHERE from_account = ?) AS b`);
  row.setReadBigInts(true);
  return (row.get(account, account) as { b: bigint }).b;
}

export function post(db: Db, p: { idempotencyKey: string; from: LedgerAccount; to: LedgerAccount; amountMinor: bigint; kind: LedgerKind; memo?: string; at: number }): { entryId: number; duplicate: boolean } {
  if (p.amountMinor <= 0n) throw new RangeError('a ledger entry moves a positive amount');
  return db.tx(() => {
    const first = db.get<{ id: number }>('SELECT id FROM ledger_entries WHERE idempotency_key = ?', p.idempotencyKey);
    if (first !== undefined) return { entryId: first.id, duplicate: true };
    if (isMember(p.from) && balanceOf(db, p.from) < p.amountMinor) throw new LedgerError('INSUFFICIENT_FUNDS', `${p.from} cannot pay ${p.amountMinor}`);
    const r = db.run('INSERT INTO ledger_entries (idempotency_key, from_account, to_account, amount_minor, kind, memo, at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      p.idempotencyKey, p.from, p.to, p.amountMinor, p.kind, p.memo ?? '', p.at);
    return { entryId: Number(r.lastInsertRowid), duplicate: false };
  });
}

export function memberAccounts(db: Db, memberId: number): { account: LedgerAccount; balanceMinor: bigint }[] {
  const prefix = `member:${memberId}:`;
  const accounts = db.all<{ a: string }>('SELECT DISTINCT a FROM (SELECT from_account AS a FROM ledger_entries UNION SELECT to_account FROM ledger_entries) WHERE a LIKE ? ORDER BY a', `${prefix}%`);
  return accounts.map(({ a }) => ({ account: a, balanceMinor: balanceOf(db, a) }));
}

/** Every entry moves money between two accounts, so the balances of all accounts sum to zero. */
export function assertBalanced(db: Db): void {
  const accounts = db.all<{ a: string }>('SELECT from_account AS a FROM ledger_entries UNION SELECT to_account FROM ledger_entries');
  const sum = accounts.reduce((total, { a }) => total + balanceOf(db, a), 0n);
  if (sum !== 0n) throw new Error(`ledger out of balance by ${sum}`);
}
