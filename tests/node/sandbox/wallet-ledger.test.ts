/**
 * The sandbox ledger and amount parsing: double entry, idempotent postings, no
 * overdraft, every balance derived from the rows.
 */
import { describe, expect, it } from 'vitest';
import { openDb } from '../../../scripts/sandbox/db.ts';
import { assertBalanced, balanceOf, ensureLedgerTables, HOUSE, LedgerError, mainAccount, memberAccounts, post, vendorAccount } from '../../../scripts/sandbox/ledger.ts';
import { AmountError, formatMinor, groupMinor, parseMinor } from '../../../scripts/sandbox/money.ts';

const fresh = () => {
  const db = openDb(':memory:');
  ensureLedgerTables(db);
  return db;
};

describe('amounts as minor units (never binary floating point)', () => {
  it('parses digits with up to 2 decimals into bigint minor units', () => {
    expect(parseMinor('12.34')).toBe(1234n);
    expect(parseMinor('100')).toBe(10000n);
    expect(parseMinor('0.5')).toBe(50n);
    expect(parseMinor('0.10')).toBe(10n);
    expect(parseMinor('9999999999999.99')).toBe(999999999999999n);
    // 0.1 + 0.2 in binary floating point is 0.30000000000000004; in minor units it is exact
    expect(parseMinor('0.1') + parseMinor('0.2')).toBe(parseMinor('0.3'));
  });

  it('refuses exponents, signs, a third decimal and anything that is not plain digits', () => {
    for (const bad of ['1e3', '-5', '+5', '0.001', '', '1.', '.5', ' 1', '1 ', '1,000', 'NaN', 'Infinity', '0x10', '12.3.4', '١٢']) {
      expect(() => parseMinor(bad), bad).toThrow(AmountError);
    }
  });

  it('formats minor units with exactly 2 decimals, and groups thousands for messages', () => {
    expect(formatMinor(1234n)).toBe('12.34');
    expect(formatMinor(5n)).toBe('0.05');
    expect(formatMinor(0n)).toBe('0.00');
    expect(formatMinor(-5n)).toBe('-0.05');
    expect(formatMinor(123456789n)).toBe('1234567.89');
    expect(groupMinor(123456789n)).toBe('1,234,567.89');
    expect(groupMinor(10000n)).toBe('100.00');
  });
});

describe('double-entry ledger', () => {
  it('moves money between two accounts, and both balances come from the rows', () => {
    const db = fresh();
    post(db, { idempotencyKey: 'd1', from: HOUSE.cash, to: mainAccount(7), amountMinor: 10000n, kind: 'deposit', at: 1 });
    post(db, { idempotencyKey: 't1', from: mainAccount(7), to: vendorAccount(7, 'PG'), amountMinor: 2550n, kind: 'transfer', at: 2 });
    expect(balanceOf(db, mainAccount(7))).toBe(7450n);
    expect(balanceOf(db, vendorAccount(7, 'PG'))).toBe(2550n);
    expect(balanceOf(db, HOUSE.cash)).toBe(-10000n);
    expect(memberAccounts(db, 7)).toEqual([{ account: 'member:7:main', balanceMinor: 7450n }, { account: 'member:7:vendor:PG', balanceMinor: 2550n }]);
    assertBalanced(db);
  });

  it('answers a repeated idempotency key with the first entry and moves the money once', () => {
    const db = fresh();
    const first = post(db, { idempotencyKey: 'same', from: HOUSE.cash, to: mainAccount(1), amountMinor: 500n, kind: 'deposit', at: 1 });
    const again = post(db, { idempotencyKey: 'same', from: HOUSE.cash, to: mainAccount(1), amountMinor: 500n, kind: 'deposit', at: 2 });
    expect(first.duplicate).toBe(false);
    expect(again).toEqual({ entryId: first.entryId, duplicate: true });
    expect(balanceOf(db, mainAccount(1))).toBe(500n);
    expect(db.get<{ n: number }>('SELECT COUNT(*) AS n FROM ledger_entries')?.n).toBe(1);
    assertBalanced(db);
  });

  it('refuses to take a member account below zero and writes nothing', () => {
    const db = fresh();
    post(db, { idempotencyKey: 'd', from: HOUSE.cash, to: mainAccount(1), amountMinor: 100n, kind: 'deposit', at: 1 });
    const overdraw = () => post(db, { idempotencyKey: 'w', from: mainAccount(1), to: HOUSE.cash, amountMinor: 101n, kind: 'withdraw', at: 2 });
    expect(overdraw).toThrow(LedgerError);
    expect(() => overdraw()).toThrow(/holds less than/);
    expect(balanceOf(db, mainAccount(1))).toBe(100n);
    expect(db.get<{ n: number }>('SELECT COUNT(*) AS n FROM ledger_entries')?.n).toBe(1);
    // the refused key was not used up
    post(db, { idempotencyKey: 'w', from: mainAccount(1), to: HOUSE.cash, amountMinor: 100n, kind: 'withdraw', at: 3 });
    expect(balanceOf(db, mainAccount(1))).toBe(0n);
    assertBalanced(db);
  });

  it('refuses zero, negative and self postings', () => {
    const db = fresh();
    for (const amountMinor of [0n, -1n]) {
      expect(() => post(db, { idempotencyKey: `k${amountMinor}`, from: HOUSE.cash, to: mainAccount(1), amountMinor, kind: 'deposit', at: 1 })).toThrow(LedgerError);
    }
    expect(() => post(db, { idempotencyKey: 'self', from: mainAccount(1), to: mainAccount(1), amountMinor: 1n, kind: 'transfer', at: 1 })).toThrow(LedgerError);
  });

  it('assertBalanced finds a balance that disagrees with its rows, money created from nothing and a negative member account', () => {
    const db = fresh();
    post(db, { idempotencyKey: 'd', from: HOUSE.cash, to: mainAccount(1), amountMinor: 100n, kind: 'deposit', at: 1 });
    assertBalanced(db);
    db.run("UPDATE ledger_balances SET balance_minor = 1000 WHERE account = 'member:1:main'");
    expect(() => assertBalanced(db)).toThrow(/rows say 100, balance says 1000/);
    db.run("UPDATE ledger_balances SET balance_minor = 100 WHERE account = 'member:1:main'");
    db.run("INSERT INTO ledger_balances (account, balance_minor) VALUES ('member:2:main', 5)");
    expect(() => assertBalanced(db)).toThrow(/sum to 5/);
    db.run("DELETE FROM ledger_balances WHERE account = 'member:2:main'");
    db.run("INSERT INTO ledger_entries (idempotency_key, kind, from_account, to_account, amount_minor, at) VALUES ('raw', 'withdraw', 'member:1:main', 'house:cash', 300, 2)");
    db.run("UPDATE ledger_balances SET balance_minor = balance_minor - 300 WHERE account = 'member:1:main'");
    db.run("UPDATE ledger_balances SET balance_minor = balance_minor + 300 WHERE account = 'house:cash'");
    expect(() => assertBalanced(db)).toThrow(/member:1:main is negative/);
  });
});
