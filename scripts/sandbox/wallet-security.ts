/**
 * What a withdrawal needs (issue 19 points 4, 8): bound bank cards and the funds password. The
 * password is kept only as a scrypt hash with its own salt; account numbers leave masked.
 */
import { createHash, randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import type { Db } from './db.ts';

/** Banks a card may be bound to, by code. */
export const BANKS: readonly { code: string; name: string }[] = [
  { code: 'BDO', name: 'BDO Unibank' }, { code: 'BPI', name: 'Bank of the Philippine Islands' }, { code: 'MBTC', name: 'Metrobank' },
  { code: 'LBP', name: 'Land Bank of the Philippines' }, { code: 'PNB', name: 'Philippine National Bank' }, { code: 'SECB', name: 'Security Bank' },
  { code: 'UBP', name: 'UnionBank' }, { code: 'RCBC', name: 'RCBC' }, { code: 'CHINA', name: 'China Bank' }, { code: 'EWB', name: 'EastWest Bank' },
];
const bankName = (code: string): string => BANKS.find((b) => b.code === code)?.name ?? code;

/** scrypt cost of a funds password: checked on every withdrawal, so cheaper than the login's (N 2^14). */
const SCRYPT = { N: 8192, r: 8, p: 1 } as const;
const KEYLEN = 32;

export class WalletSecurityError extends Error {}

export function ensureSecurityTables(db: Db): void {
  db.raw.exec(`
    CREATE TABLE IF NOT EXISTS bank_cards (
      id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, bank_code TEXT NOT NULL, account_name TEXT NOT NULL,
      account_no TEXT NOT NULL, created_at INTEGER NOT NULL, UNIQUE (member_id, bank_code, account_no)
    );
    CREATE INDEX IF NOT EXISTS bank_cards_member ON bank_cards (member_id, id);
    CREATE TABLE IF NOT EXISTS funds_passwords (member_id INTEGER PRIMARY KEY, hash TEXT NOT NULL, updated_at INTEGER NOT NULL);
  `);
}

export function clearSecurity(db: Db): void {
  db.run('DELETE FROM bank_cards');
  db.run('DELETE FROM funds_passwords');
}

function hash(plain: string, salt: Buffer = randomBytes(16)): string {
  const key = scryptSync(plain, salt, KEYLEN, SCRYPT);
  return `scrypt$${SCRYPT.N}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

function matches(plain: string, stored: string): boolean {
  const [scheme, n, salt, expected] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || expected === undefined) return false;
  const want = Buffer.from(expected, 'base64url');
  const key = scryptSync(plain, Buffer.from(salt, 'base64url'), want.length, { ...SCRYPT, N: Number(n) });
  return timingSafeEqual(key, want);
}

/** A funds password: 6 to 20 characters with at least one letter and one digit. */
export const isStrongFundsPassword = (plain: string): boolean => plain.length >= 6 && plain.length <= 20 && /[A-Za-z]/.test(plain) && /\d/.test(plain);

const seeded = new Map<string, string>();

/** The seed's funds password: a salt fixed by `seedKey`, hashed once per process, so reseeding costs no scrypt. */
export function seedFundsPassword(db: Db, memberId: number, plain: string, seedKey: string): void {
  let stored = seeded.get(`${seedKey}\0${plain}`);
  if (stored === undefined) {
    stored = hash(plain, createHash('sha256').update(seedKey).digest().subarray(0, 16));
    seeded.set(`${seedKey}\0${plain}`, stored);
  }
  db.run('INSERT OR REPLACE INTO funds_passwords (member_id, hash, updated_at) VALUES (?, ?, 0)', memberId, stored);
}

/** Sets the funds password; changing one needs the current one. */
export function setFundsPassword(db: Db, memberId: number, plain: string, oldPlain?: string): 'ok' | 'wrong-old' | 'weak' {
  const current = db.get<{ hash: string }>('SELECT hash FROM funds_passwords WHERE member_id = ?', memberId);
  if (current !== undefined && (oldPlain === undefined || !matches(oldPlain, current.hash))) return 'wrong-old';
  if (!isStrongFundsPassword(plain)) return 'weak';
  db.run('INSERT INTO funds_passwords (member_id, hash, updated_at) VALUES (?, ?, ?) ON CONFLICT (member_id) DO UPDATE SET hash = excluded.hash, updated_at = excluded.updated_at',
    memberId, hash(plain), Date.now());
  return 'ok';
}

export function checkFundsPassword(db: Db, memberId: number, plain: string): boolean {
  const current = db.get<{ hash: string }>('SELECT hash FROM funds_passwords WHERE member_id = ?', memberId);
  return current !== undefined && matches(plain, current.hash);
}

export function hasFundsPassword(db: Db, memberId: number): boolean {
  return db.get('SELECT 1 AS x FROM funds_passwords WHERE member_id = ?', memberId) !== undefined;
}

/** Binds a card; the same bank and number again answers the card already bound. Throws WalletSecurityError on a bad card. */
export function bindBankCard(db: Db, memberId: number, card: { bankCode: string; accountName: string; accountNo: string }): { cardId: number } {
  if (!BANKS.some((b) => b.code === card.bankCode)) throw new WalletSecurityError(`Unknown bank ${card.bankCode}`);
  if (!/^\d{6,24}$/.test(card.accountNo)) throw new WalletSecurityError('The account number is 6 to 24 digits');
  const name = card.accountName.trim();
  if (name === '' || name.length > 64) throw new WalletSecurityError('The account name is 1 to 64 characters');
  const existing = db.get<{ id: number }>('SELECT id FROM bank_cards WHERE member_id = ? AND bank_code = ? AND account_no = ?', memberId, card.bankCode, card.accountNo);
  if (existing !== undefined) return { cardId: existing.id };
  const r = db.run('INSERT INTO bank_cards (member_id, bank_code, account_name, account_no, created_at) VALUES (?, ?, ?, ?, ?)', memberId, card.bankCode, name, card.accountNo, Date.now());
  return { cardId: Number(r.lastInsertRowid) };
}

export const maskAccountNo = (no: string): string => `**** ${no.slice(-4)}`;

export function bankCardsOf(db: Db, memberId: number): { cardId: number; bankCode: string; bankName: string; accountName: string; maskedNo: string }[] {
  return db.all<{ id: number; bank_code: string; account_name: string; account_no: string }>('SELECT * FROM bank_cards WHERE member_id = ? ORDER BY id', memberId)
    .map((c) => ({ cardId: c.id, bankCode: c.bank_code, bankName: bankName(c.bank_code), accountName: c.account_name, maskedNo: maskAccountNo(c.account_no) }));
}

/** checkFundsPassword without blocking the server while scrypt runs (the withdrawal endpoint uses it). */
export async function checkFundsPasswordAsync(db: Db, memberId: number, plain: string): Promise<boolean> {
  const current = db.get<{ hash: string }>('SELECT hash FROM funds_passwords WHERE member_id = ?', memberId);
  if (current === undefined) return false;
  const [scheme, n, salt, expected] = current.hash.split('$');
  if (scheme !== 'scrypt' || salt === undefined || expected === undefined) return false;
  const want = Buffer.from(expected, 'base64url');
  const key = await new Promise<Buffer>((resolve, reject) => {
    scrypt(plain, Buffer.from(salt, 'base64url'), want.length, { ...SCRYPT, N: Number(n) }, (error, k) => (error === null ? resolve(k) : reject(error)));
  });
  return timingSafeEqual(key, want);
}
