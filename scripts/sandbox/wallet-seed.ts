/**
 * Wallet history of the demo accounts (issue 19 point 1): 90 days of deposits, transfers, bets,
 * wins, rewards and withdrawals before the day the sandbox was seeded, written as ledger rows through
 * the same functions the endpoints use, so every seeded balance is the sum of its rows. The same
 * merchant and day always give the same rows.
 */
import { isoDay } from './context.ts';
import type { Db } from './db.ts';
import { clearSignIns, recordSignIn, SIGN_IN_SCHEDULE } from './handlers-rewards.ts';
import { clearLedger, HOUSE, mainAccount, post, vendorAccount } from './ledger.ts';
import type { MerchantInfo } from './merchant.ts';
import { prng } from './prng.ts';
import { bindBankCard, clearSecurity, seedFundsPassword } from './wallet-security.ts';
import { approveDeposit, bigintOf, clearWallet, closeDeposit, reviewWithdrawal } from './wallet-store.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The funds password of the seeded accounts that have one (demo00, demo01, agent01; demo02 has none). */
export const DEMO_FUNDS_PASSWORD = 'Funds1234';

interface Profile { username: string; deposits: [number, number]; activity: number; cards: [string, string, string][]; fundsPassword: boolean; pending: boolean }

const PROFILES: readonly Profile[] = [
  { username: 'demo00', deposits: [300, 3000], activity: 0.35, cards: [['BDO', 'Demo Zero', '001122334455']], fundsPassword: true, pending: false },
  { username: 'demo01', deposits: [1000, 20000], activity: 0.6, cards: [['BPI', 'Demo One', '3089001234'], ['GCASH', 'Demo One', '09170000001']], fundsPassword: true, pending: true },
  { username: 'demo02', deposits: [100, 500], activity: 0.15, cards: [], fundsPassword: false, pending: false },
  { username: 'agent01', deposits: [5000, 60000], activity: 0.5, cards: [['MBTC', 'Agent One', '007700112233']], fundsPassword: true, pending: false },
];

const VENDORS = ['PG', 'JILI', 'EVO', 'SABA', 'JDBF', 'KM'];

export function seedWallet(db: Db, m: MerchantInfo, ids: ReadonlyMap<string, number>, now: number): void {
  clearLedger(db);
  clearSignIns(db);
  clearWallet(db);
  clearSecurity(db);
  const today = Math.floor(now / DAY) * DAY;
  const games = new Map(VENDORS.map((v) => [v, db.all<{ node_id: string; name: string; category: string }>('SELECT node_id, name, category FROM games WHERE vendor = ? ORDER BY sequence LIMIT 12', v)]));
  let seq = 0;
  const key = (what: string): string => `seed:${what}:${(seq += 1)}`;
  for (const p of PROFILES) {
    const id = ids.get(p.username);
    if (id === undefined) continue;
    const rand = prng(`${m.code}:wallet:${p.username}`);
    const between = (lo: number, hi: number): bigint => BigInt(Math.round((lo + rand() * (hi - lo)) * 100));
    for (const [bank, name, no] of p.cards) {
      if (bank === 'GCASH') continue;
      bindBankCard(db, id, { bankCode: bank, accountName: name, accountNo: no });
    }
    if (p.fundsPassword) seedFundsPassword(db, id, DEMO_FUNDS_PASSWORD, `wallet-seed:${p.username}`);
    const cardId = db.get<{ id: number }>('SELECT id FROM bank_cards WHERE member_id = ? ORDER BY id LIMIT 1', id)?.id;
    const balance = (account: string): bigint => bigintOf(db.get<{ b: number }>('SELECT balance_minor AS b FROM ledger_balances WHERE account = ?', account)?.b ?? 0);
    const transfer = (from: string, to: string, fromAccount: string, toAccount: string, amount: bigint, at: number): void => {
      if (amount <= 0n) return;
      const { entryId } = post(db, { idempotencyKey: key('transfer'), from: fromAccount, to: toAccount, amountMinor: amount, kind: 'transfer', memo: `${from} to ${to}`, at });
      db.run('INSERT INTO wallet_transfers (member_id, from_wallet, to_wallet, amount_minor, entry_id, created_at) VALUES (?, ?, ?, ?, ?, ?)', id, from, to, amount, entryId, at);
    };
    const deposit = (at: number, amount: bigint, channelId: number, status: 'approved' | 'rejected' | 'pending', promotionId: number | null = null): void => {
      const bonus = promotionId === 2 ? (amount / 10n > 100000n ? 100000n : amount / 10n) : 0n;
      const r = db.run(
        `INSERT INTO wallet_deposits (member_id, channel_id, amount_minor, bonus_minor, promotion_id, status, payer_name, reference, receipt, receipt_name, created_at)
         VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?)`,
        id, channelId, amount, bonus, promotionId, p.username, channelId >= 3 ? `REF${String(seq).padStart(8, '0')}` : '', null, null, at,
      );
      const depositId = Number(r.lastInsertRowid);
      if (status === 'approved') approveDeposit(db, depositId, at + 20 * 60_000);
      if (status === 'rejected') closeDeposit(db, depositId, at + 25 * 60_000, 'rejected', 'The receipt does not match the amount');
    };
    for (let daysAgo = 90; daysAgo >= 1; daysAgo -= 1) {
      const day = today - daysAgo * DAY;
      if (daysAgo === 90 || rand() < p.activity / 4) {
        const channel = 1 + Math.floor(rand() * 5);
        const promo = daysAgo % 17 === 0 ? 2 : null;
        deposit(day + (9 + Math.floor(rand() * 10)) * HOUR, between(p.deposits[0], p.deposits[1]), channel, rand() < 0.08 ? 'rejected' : 'approved', promo);
      }
      if (rand() > p.activity) continue;
      const vendor = VENDORS[Math.floor(rand() * VENDORS.length)] ?? 'PG';
      const main = mainAccount(id);
      const wallet = vendorAccount(id, vendor);
      const start = day + (12 + Math.floor(rand() * 8)) * HOUR;
      const stake = balance(main) / 5n;
      transfer('MAIN', vendor, main, wallet, stake - (stake % 100n), start);
      const list = games.get(vendor) ?? [];
      for (let b = 0; b < 3 + Math.floor(rand() * 6); b += 1) {
        const held = balance(wallet);
        const amount = held / 8n - ((held / 8n) % 10n);
        const game = list[Math.floor(rand() * list.length)];
        if (amount <= 0n || game === undefined) break;
        const at = start + (b + 1) * 7 * 60_000;
        post(db, { idempotencyKey: key('bet'), from: wallet, to: HOUSE.bets, amountMinor: amount, kind: 'bet', memo: game.name, at });
        const won = rand() < 0.42;
        const payout = won ? (amount * BigInt(120 + Math.floor(rand() * 230))) / 100n : 0n;
        if (payout > 0n) post(db, { idempotencyKey: key('win'), from: HOUSE.bets, to: wallet, amountMinor: payout, kind: 'win', memo: game.name, at: at + 60_000 });
        db.run('INSERT INTO wallet_bets (member_id, vendor, node_id, game_name, category, stake_minor, payout_minor, status, bet_at, settled_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
          id, vendor, game.node_id, game.name, game.category, amount, payout, won ? 'won' : 'lost', at, at + 60_000);
      }
      // most sessions end with the winnings back in main; some leave money in the game
      if (daysAgo > 3 || rand() < 0.5) transfer(vendor, 'MAIN', wallet, main, balance(wallet), start + 2 * HOUR);
      // a sign-in a week: each the first day of a streak, paid by the schedule's first reward; the calendar shows it
      if (daysAgo % 7 === 0) recordSignIn(db, id, isoDay(day), SIGN_IN_SCHEDULE[0] ?? 100n, key('sign-in'), day + 8 * HOUR);
      if (daysAgo % 10 === 0) post(db, { idempotencyKey: key('rebate'), from: HOUSE.rebates, to: main, amountMinor: between(5, 80), kind: 'rebate', memo: 'Cash back', at: day + 23 * HOUR });
      if (daysAgo % 30 === 15) post(db, { idempotencyKey: key('reward'), from: HOUSE.rewards, to: main, amountMinor: between(50, 300), kind: 'reward', memo: 'Weekend cash drop', at: day + 10 * HOUR });
      if (cardId !== undefined && daysAgo % 20 === 5 && balance(main) > 50000n) {
        const amount = balance(main) / 4n - ((balance(main) / 4n) % 10000n);
        const at = day + 21 * HOUR;
        const r = db.run("INSERT INTO wallet_withdrawals (member_id, card_id, amount_minor, status, created_at) VALUES (?, ?, ?, 'pending', ?)", id, cardId, amount, at);
        const wid = Number(r.lastInsertRowid);
        post(db, { idempotencyKey: `withdraw:${wid}`, from: main, to: `member:${id}:withdraw-hold`, amountMinor: amount, kind: 'withdraw', memo: 'Withdrawal requested', at });
        reviewWithdrawal(db, wid, daysAgo === 45 ? 'reject' : 'approve', at + 2 * HOUR, daysAgo === 45 ? 'The account name does not match the bank card' : '');
      }
    }
    // the bets cover every requirement except a recent promotion deposit of demo02's, so its withdrawal shows a remaining turnover
    if (p.username === 'demo02') deposit(today - DAY + 10 * HOUR, 50000n, 3, 'approved', 2);
    if (p.pending) deposit(today - 2 * HOUR, 200000n, 1, 'pending');
  }
}
