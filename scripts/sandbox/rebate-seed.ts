/**
 * The rebate's seed (SPEC 2.13 agent rebate and team rebate): a rebate rate for every downline account
 * (each at most its parent's, as opening an account allows), the platform's settlement setting (agents
 * claim by hand) and the agents' settled weeks. Runs after the team and the games are seeded: rebates
 * are counted from the team's bets, by the games' categories. Deterministic (prng), anchored at `now`.
 */
import type { Db } from './db.ts';
import type { MerchantInfo } from './merchant.ts';
import { prng } from './prng.ts';
import { agentAccrual, periodOf, PERIODS_KEPT, WEEK_MS } from './rebate-accrual.ts';
import { DAY_MS } from './team-seed.ts';

export function ensureRebateTables(db: Db): void {
  db.raw.exec(`
    CREATE TABLE IF NOT EXISTS agent_rebate_settlements (
      -- AUTOINCREMENT: a row's id keys its ledger entry, so an id is never used twice
      id INTEGER PRIMARY KEY AUTOINCREMENT, member_id INTEGER NOT NULL, period_start INTEGER NOT NULL, period_end INTEGER NOT NULL,
      valid_minor INTEGER NOT NULL, amount_minor INTEGER NOT NULL, status TEXT NOT NULL CHECK (status IN ('claimed', 'auto', 'lapsed')), at INTEGER NOT NULL,
      UNIQUE (member_id, period_start)
    );
    CREATE TABLE IF NOT EXISTS agent_rebate_settings (name TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
  `);
}

/** Whether the platform pays each agent's rebate by itself when a period ends. */
export function autoSettles(db: Db): boolean {
  return db.get<{ value: string }>("SELECT value FROM agent_rebate_settings WHERE name = 'auto_settle'")?.value === '1';
}

export function setAutoSettle(db: Db, on: boolean): void {
  db.run("INSERT INTO agent_rebate_settings (name, value) VALUES ('auto_settle', ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value", on ? '1' : '0');
}

/** The accounts with a downline of their own: agents whose rebate the platform settles. */
export const uplines = (db: Db): number[] => db.all<{ id: number }>('SELECT DISTINCT parent_id AS id FROM members WHERE parent_id IS NOT NULL ORDER BY parent_id').map((r) => r.id);

/** How a seeded week was settled: the oldest paid by the platform, the others claimed, one left to lapse. */
const seededStatus = (weeksAgo: number): 'auto' | 'claimed' | 'lapsed' => (weeksAgo >= 8 ? 'auto' : weeksAgo === 5 ? 'lapsed' : 'claimed');

export function seedRebates(db: Db, m: MerchantInfo, now: number): void {
  ensureRebateTables(db);
  db.run('DELETE FROM agent_rebate_settlements');
  db.run('DELETE FROM agent_rebate_settings');
  setAutoSettle(db, false);
  const rand = prng(`${m.code}:rebate`);
  // parents before children: each account's rate is 2 to 7 tenths below its parent's
  const members = db.all<{ id: number; parent_id: number }>(
    `WITH RECURSIVE t(id, parent_id, level) AS (SELECT id, parent_id, 1 FROM members WHERE parent_id IN (SELECT member_id FROM team_rebates)
       UNION ALL SELECT m.id, m.parent_id, t.level + 1 FROM members m JOIN t ON m.parent_id = t.id WHERE t.level < 20)
     SELECT id, parent_id FROM t ORDER BY level, id`,
  );
  const tenths = new Map(db.all<{ member_id: number; rate_tenths: number }>('SELECT member_id, rate_tenths FROM team_rebates').map((r) => [r.member_id, r.rate_tenths]));
  for (const x of members) {
    if (tenths.has(x.id)) continue;
    const rate = Math.max(0, (tenths.get(x.parent_id) ?? 0) - 2 - Math.floor(rand() * 6));
    tenths.set(x.id, rate);
    db.run('INSERT INTO team_rebates (member_id, rate_tenths) VALUES (?, ?)', x.id, rate);
  }
  // the weeks before this one, oldest first; their money is in the seeded balances, as the rewards' history is
  const current = periodOf(now);
  for (const agentId of uplines(db)) {
    for (let weeksAgo = PERIODS_KEPT - 1; weeksAgo >= 1; weeksAgo -= 1) {
      const period = { start: current.start - weeksAgo * WEEK_MS, end: current.start - (weeksAgo - 1) * WEEK_MS - 1 };
      const accrual = agentAccrual(db, agentId, period);
      if (accrual.amount === 0n) continue;
      const status = seededStatus(weeksAgo);
      const closed = period.end + 1;
      const at = status === 'claimed' ? closed + Math.floor(rand() * Math.min(2 * DAY_MS, now - closed)) : closed;
      db.run('INSERT INTO agent_rebate_settlements (member_id, period_start, period_end, valid_minor, amount_minor, status, at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        agentId, period.start, period.end, accrual.valid, accrual.amount, status, at);
    }
  }
}
