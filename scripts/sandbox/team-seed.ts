/**
 * The agent's team (issue 20): a multi-level downline under agent01 and its 90 days of sign-ins,
 * bets, deposits and withdrawals, in tables of its own (team_*), so every figure of the agent home
 * and the team pages is computed from stored rows. Deterministic: the same rows on every seed,
 * placed relative to the UTC day the seed runs, so "the last 90 days" always holds data.
 * Amounts are integer minor units (2 decimals); no binary floating point touches them.
 */
import type { Db } from './db.ts';
import type { MerchantInfo } from './merchant.ts';
import { prng } from './prng.ts';

export const DAY_MS = 86_400_000;
/** Days of history the seed writes. */
export const TEAM_HISTORY_DAYS = 90;

export type ContractKind = 'daily' | 'dividend' | 'hourly';
export const CONTRACT_KINDS: readonly ContractKind[] = ['daily', 'dividend', 'hourly'];

export interface ContractTerms {
  period: 'day' | 'half-month' | 'hour';
  minActiveMembers: number;
  /** Threshold in minor units and rate in hundredths of a percent (150 = 1.50 %). */
  tiers: readonly { thresholdMinor: bigint; rateBp: number }[];
}

/** The contracts the platform offers its agents (D16): salary on team stakes, dividends on team loss. */
export const CONTRACT_TERMS: Readonly<Record<ContractKind, ContractTerms>> = {
  daily: { period: 'day', minActiveMembers: 5, tiers: [{ thresholdMinor: 1_000_000n, rateBp: 50 }, { thresholdMinor: 5_000_000n, rateBp: 80 }, { thresholdMinor: 20_000_000n, rateBp: 120 }] },
  dividend: { period: 'half-month', minActiveMembers: 10, tiers: [{ thresholdMinor: 500_000n, rateBp: 1000 }, { thresholdMinor: 2_000_000n, rateBp: 1500 }, { thresholdMinor: 10_000_000n, rateBp: 2000 }] },
  hourly: { period: 'hour', minActiveMembers: 3, tiers: [{ thresholdMinor: 200_000n, rateBp: 30 }, { thresholdMinor: 1_000_000n, rateBp: 50 }] },
};

const TABLES = `
  CREATE TABLE IF NOT EXISTS team_logins (member_id INTEGER NOT NULL, at INTEGER NOT NULL);
  CREATE INDEX IF NOT EXISTS team_logins_member ON team_logins (member_id, at);
  CREATE TABLE IF NOT EXISTS team_bets (
    id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, at INTEGER NOT NULL, vendor TEXT NOT NULL, game TEXT NOT NULL,
    stake_minor INTEGER NOT NULL, payout_minor INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS team_bets_member ON team_bets (member_id, at);
  CREATE TABLE IF NOT EXISTS team_transfers (id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, at INTEGER NOT NULL, kind TEXT NOT NULL, amount_minor INTEGER NOT NULL);
  CREATE INDEX IF NOT EXISTS team_transfers_member ON team_transfers (member_id, at);
  CREATE TABLE IF NOT EXISTS team_balances (member_id INTEGER PRIMARY KEY, balance_minor INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS team_rebates (member_id INTEGER PRIMARY KEY, rate_tenths INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS team_contract_answers (member_id INTEGER NOT NULL, kind TEXT NOT NULL, status TEXT NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (member_id, kind));
`;
const TEAM_TABLES = ['team_logins', 'team_bets', 'team_transfers', 'team_balances', 'team_rebates', 'team_contract_answers'] as const;
/** agent01's own rebate rate in tenths of a percent (2.0 %): the most it may give a downline account. */
export const AGENT01_REBATE_TENTHS = 20;

/** Creates the team tables when missing (kept out of db.ts's migrations: the wallet ledger appends there). */
export function ensureTeamTables(db: Db): void {
  db.raw.exec(TABLES);
}

/** The downline below the seed's level-1 members (team01..team12): sub-agents and their own members. */
const SUB_TEAMS: readonly { parent: string; agent: boolean; members: readonly string[] }[] = [
  { parent: 'team03', agent: true, members: ['sub0301', 'sub0302', 'sub0303', 'sub0304', 'sub0305', 'sub0306'] },
  { parent: 'team08', agent: true, members: ['sub0801', 'sub0802', 'sub0803', 'sub0804', 'sub0805'] },
  { parent: 'sub0301', agent: true, members: ['lv3a01', 'lv3a02', 'lv3a03'] },
];
/** Another agent with a downline of its own, which agent01 may not see (issue 20 point 5). */
export const OTHER_AGENT = 'agent02';
const OTHER_TEAM = ['other01', 'other02', 'other03'];
const VENDORS: readonly [string, readonly string[]][] = [
  ['PG', ['Golden Tiger', 'Fortune Ox', 'Mahjong Ways']], ['JILI', ['Super Ace', 'Boxing King']], ['EVO', ['Lightning Roulette', 'Baccarat A']],
  ['SABA', ['Football parlay', 'Basketball handicap']], ['TCG_LOTTO_VN', ['Mega 6/45']],
];

const startOfDay = (ms: number): number => Math.floor(ms / DAY_MS) * DAY_MS;

/**
 * Writes the team under agent01 (and agent02's) into members and the team tables, anchored at the
 * UTC day of `nowMs`. Runs inside the seed's transaction, after the members are written.
 */
export function seedTeam(db: Db, m: MerchantInfo, nowMs: number): void {
  ensureTeamTables(db);
  for (const table of TEAM_TABLES) db.run(`DELETE FROM ${table}`);
  const rand = prng(`${m.code}:team`);
  const today = startOfDay(nowMs);
  const elapsedMin = Math.max(1, Math.floor((nowMs - today) / 60_000));
  const idOf = (name: string): number | undefined => db.get<{ id: number }>('SELECT id FROM members WHERE username = ?', name)?.id;
  const agentId = idOf('agent01');
  if (agentId === undefined) return;
  db.run('INSERT INTO team_rebates (member_id, rate_tenths) VALUES (?, ?)', agentId, AGENT01_REBATE_TENTHS);

  const insertMember = (username: string, parentId: number | null, type: number, agent: boolean, regDaysAgo: number): number => {
    // seeded team members cannot sign in (no password hash): they exist for the agent's reports
    const r = db.run(
      `INSERT INTO members (username, password, type, kind, agent, parent_id, nickname, balance, registered_at, last_login_at, first_login)
       VALUES (?, '!', ?, 'member', ?, ?, ?, 0, ?, 0, 0)`,
      username, type, agent ? 1 : 0, parentId, username.replace(/^(\D+)/, (w) => `${w[0]?.toUpperCase() ?? ''}${w.slice(1)} `).trim(), today - regDaysAgo * DAY_MS + 9 * 3_600_000,
    );
    return Number(r.lastInsertRowid);
  };

  // level 1 exists (seed.ts): spread its registrations over the 90 days, oldest first
  const level1 = db.all<{ id: number; username: string }>('SELECT id, username FROM members WHERE parent_id = ? ORDER BY id', agentId);
  level1.forEach((row, i) => db.run('UPDATE members SET registered_at = ? WHERE id = ?', today - (88 - i * 7) * DAY_MS + 10 * 3_600_000, row.id));
  const team: { id: number; regDaysAgo: number }[] = level1.map((row, i) => ({ id: row.id, regDaysAgo: 88 - i * 7 }));
  for (const sub of SUB_TEAMS) {
    const parentId = idOf(sub.parent);
    if (parentId === undefined) continue;
    if (sub.agent) db.run('UPDATE members SET agent = 1, type = 1 WHERE id = ?', parentId);
    const parentAge = team.find((x) => x.id === parentId)?.regDaysAgo ?? 60;
    sub.members.forEach((name, i) => {
      const regDaysAgo = Math.max(0, parentAge - 3 - Math.floor(rand() * (parentAge - 3)) - i);
      team.push({ id: insertMember(name, parentId, 0, false, regDaysAgo), regDaysAgo });
    });
  }
  const otherId = insertMember(OTHER_AGENT, null, 1, true, 80);
  for (const name of OTHER_TEAM) team.push({ id: insertMember(name, otherId, 0, false, 40), regDaysAgo: 40 });

  // each member's days since registration: sign-ins, bets, deposits and withdrawals
  for (const member of team) {
    const activity = 0.25 + rand() * 0.6;
    const stakeScale = 1 + Math.floor(rand() * 20);
    let balance = 0n;
    for (let d = Math.min(member.regDaysAgo, TEAM_HISTORY_DAYS - 1); d >= 0; d -= 1) {
      if (rand() > activity) continue;
      const dayStart = today - d * DAY_MS;
      const span = d === 0 ? elapsedMin : 1440;
      const minute = Math.floor(rand() * span);
      const at = dayStart + minute * 60_000;
      db.run('INSERT INTO team_logins (member_id, at) VALUES (?, ?)', member.id, at);
      if (rand() < 0.18 || balance === 0n) {
        const amount = BigInt(100 + Math.floor(rand() * 50) * 100) * 100n;
        balance += amount;
        db.run("INSERT INTO team_transfers (member_id, at, kind, amount_minor) VALUES (?, ?, 'deposit', ?)", member.id, at, amount);
      }
      if (rand() < 0.7) {
        const bets = 1 + Math.floor(rand() * 4);
        for (let b = 0; b < bets; b += 1) {
          const [vendor, games] = VENDORS[Math.floor(rand() * VENDORS.length)] ?? VENDORS[0]!;
          const game = games[Math.floor(rand() * games.length)] ?? '';
          const stake = BigInt((1 + Math.floor(rand() * 50)) * stakeScale) * 100n;
          if (stake > balance) break;
          const multiplier = rand() < 0.55 ? 0 : 50 + Math.floor(rand() * 250);
          const payout = (stake * BigInt(multiplier)) / 100n;
          balance += payout - stake;
          const betAt = Math.min(at + (b + 1) * 60_000, d === 0 ? nowMs : dayStart + DAY_MS - 1);
          db.run('INSERT INTO team_bets (member_id, at, vendor, game, stake_minor, payout_minor) VALUES (?, ?, ?, ?, ?, ?)', member.id, betAt, vendor, game, stake, payout);
        }
      }
      if (balance > 200_000n && rand() < 0.1) {
        const amount = (balance / 200n) * 100n;
        balance -= amount;
        db.run("INSERT INTO team_transfers (member_id, at, kind, amount_minor) VALUES (?, ?, 'withdraw', ?)", member.id, Math.min(at + 30 * 60_000, d === 0 ? nowMs : dayStart + DAY_MS - 1), amount);
      }
    }
    db.run('INSERT INTO team_balances (member_id, balance_minor) VALUES (?, ?)', member.id, balance);
  }
}
