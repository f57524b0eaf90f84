/**
 * The red rain's schedule and claims (SPEC 2.13 agent grid, D15; schemas/api/redrain.schema.json). The seed
 * places the rains around the moment it runs, as the team and wallet seeds do: one live, the next starting
 * within minutes, three more later, and 24 ended ones, most of which agent01 grabbed. A claim is always its row
 * and its ledger entry together (recordClaim), so the history and the wallet never disagree. Deterministic:
 * the same merchant and minute give the same rows; amounts come from a hash, never a float.
 */
import { createHash } from 'node:crypto';
import type { Db } from './db.ts';
import { mainAccount, post } from './ledger.ts';
import type { MerchantInfo } from './merchant.ts';
import { prng } from './prng.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The house account red envelopes are paid from. */
export const RED_RAIN_HOUSE = 'house:red-rain';

export function ensureRedRainTables(db: Db): void {
  db.raw.exec(`
    CREATE TABLE IF NOT EXISTS red_rain_events (
      id INTEGER PRIMARY KEY, title_code TEXT NOT NULL, starts_at INTEGER NOT NULL, ends_at INTEGER NOT NULL,
      min_minor INTEGER NOT NULL, max_minor INTEGER NOT NULL, CHECK (ends_at > starts_at), CHECK (min_minor > 0 AND max_minor >= min_minor)
    );
    CREATE INDEX IF NOT EXISTS red_rain_events_end ON red_rain_events (ends_at);
    CREATE TABLE IF NOT EXISTS red_rain_claims (
      id INTEGER PRIMARY KEY, event_id INTEGER NOT NULL, member_id INTEGER NOT NULL, amount_minor INTEGER NOT NULL,
      entry_id INTEGER NOT NULL, claimed_at INTEGER NOT NULL, UNIQUE (event_id, member_id)
    );
    CREATE INDEX IF NOT EXISTS red_rain_claims_member ON red_rain_claims (member_id, claimed_at);
  `);
}

/** Rain titles the platform keeps per language (EN is its own). */
const TITLES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  lucky: { EN: 'Lucky red rain', TY: 'Maswerteng ulan ng ampao', AR: 'مطر الظروف الحمراء المحظوظ' },
  golden: { EN: 'Golden red rain', TY: 'Gintong ulan ng ampao', AR: 'مطر الظروف الحمراء الذهبي' },
  fortune: { EN: 'Fortune red rain', TY: 'Ulan ng ampao ng kapalaran', AR: 'مطر الظروف الحمراء للثروة' },
  jackpot: { EN: 'Jackpot red rain', TY: 'Ulan ng ampao ng jackpot', AR: 'مطر الظروف الحمراء للجائزة الكبرى' },
  flash: { EN: 'Flash red rain', TY: 'Biglaang ulan ng ampao', AR: 'مطر الظروف الحمراء الخاطف' },
};
const SEEDED_TITLES = ['lucky', 'golden', 'fortune', 'jackpot'] as const;
/** Envelope ranges in minor units, by the rain's place in the seed. */
const RANGES: readonly (readonly [bigint, bigint])[] = [[100n, 8_800n], [500n, 18_800n], [188n, 6_888n], [888n, 28_800n]];
/** The range of a rain opened by the control API when it names none. */
export const DEFAULT_RANGE = { min: 100n, max: 8_800n } as const;

/** A rain's title in a platform language code, else English. */
export function titleOf(code: string, language: string): string {
  const titles = TITLES[code];
  return titles?.[language] ?? titles?.['EN'] ?? code;
}

export interface RainRow { id: number; title_code: string; starts_at: number; ends_at: number; min_minor: number | bigint; max_minor: number | bigint }

/** The envelope `memberId` gets in `rain`: a fixed draw between its smallest and largest, from a hash (integers only). */
export function envelopeOf(merchant: string, rain: RainRow, memberId: number): bigint {
  const min = BigInt(rain.min_minor);
  const span = BigInt(rain.max_minor) - min + 1n;
  const digest = createHash('sha256').update(`${merchant}:red-rain:${rain.id}:${memberId}`).digest();
  return min + (digest.readBigUInt64BE(0) % span);
}

/**
 * One grab: the ledger entry from the house to the member's main wallet (a reward in the transaction
 * records) and the claim row that points at it. The (rain, member) key refuses a second row, and the
 * entry's idempotency key a second credit. Answers the claim's id.
 */
export function recordClaim(db: Db, merchant: string, rain: RainRow, memberId: number, at: number): number {
  return db.tx(() => {
    const amount = envelopeOf(merchant, rain, memberId);
    const { entryId } = post(db, {
      idempotencyKey: `red-rain:${rain.id}:${memberId}`, from: RED_RAIN_HOUSE, to: mainAccount(memberId), amountMinor: amount, kind: 'reward',
      memo: titleOf(rain.title_code, 'EN'), at,
    });
    const r = db.run('INSERT INTO red_rain_claims (event_id, member_id, amount_minor, entry_id, claimed_at) VALUES (?, ?, ?, ?, ?)', rain.id, memberId, amount, entryId, at);
    return Number(r.lastInsertRowid);
  });
}

function insertRain(db: Db, code: string, start: number, end: number, range: readonly [bigint, bigint]): RainRow {
  const r = db.run('INSERT INTO red_rain_events (title_code, starts_at, ends_at, min_minor, max_minor) VALUES (?, ?, ?, ?, ?)', code, start, end, range[0], range[1]);
  return { id: Number(r.lastInsertRowid), title_code: code, starts_at: start, ends_at: end, min_minor: range[0], max_minor: range[1] };
}

/** Writes the schedule around `now` and agent01's grabs of the ended rains. Runs inside the seed's transaction, after the wallet's seed. */
export function seedRedRain(db: Db, m: MerchantInfo, agentId: number | undefined, now: number): void {
  ensureRedRainTables(db);
  db.run('DELETE FROM red_rain_claims');
  db.run('DELETE FROM red_rain_events');
  const rand = prng(`${m.code}:red-rain`);
  const base = Math.floor(now / MINUTE) * MINUTE;
  let n = 0;
  const rain = (start: number, minutes: number): RainRow => {
    const i = n;
    n += 1;
    return insertRain(db, SEEDED_TITLES[i % SEEDED_TITLES.length] ?? 'lucky', start, start + minutes * MINUTE, RANGES[i % RANGES.length] ?? [DEFAULT_RANGE.min, DEFAULT_RANGE.max]);
  };
  for (let k = 24; k >= 1; k -= 1) {
    const ended = rain(base - 5 * MINUTE - k * 6 * HOUR, 20);
    if (agentId !== undefined && rand() < 0.8) recordClaim(db, m.code, ended, agentId, ended.starts_at + Math.floor(rand() * 20) * MINUTE + 17_000);
  }
  rain(base - 5 * MINUTE, 20);
  rain(base + 20 * MINUTE, 10);
  for (let j = 1; j <= 3; j += 1) rain(base + 20 * MINUTE + j * 6 * HOUR, 20);
}

/**
 * Opens a rain `startsIn` ms from `now` for `minutes` (control API). A rain live at its start ends there; later
 * rains it would overlap move after it, keeping their length, so rains never overlap.
 */
export function openRain(db: Db, now: number, startsIn: number, minutes: number, range: readonly [bigint, bigint]): RainRow {
  const start = now + startsIn;
  const end = start + minutes * MINUTE;
  return db.tx(() => {
    db.run('UPDATE red_rain_events SET ends_at = ? WHERE starts_at < ? AND ends_at > ?', start, start, start);
    let cursor = end;
    for (const later of db.all<RainRow>('SELECT * FROM red_rain_events WHERE starts_at >= ? ORDER BY starts_at, id', start)) {
      if (later.starts_at >= cursor) break;
      const shift = cursor - later.starts_at;
      db.run('UPDATE red_rain_events SET starts_at = ?, ends_at = ? WHERE id = ?', later.starts_at + shift, later.ends_at + shift, later.id);
      cursor = later.ends_at + shift;
    }
    return insertRain(db, 'flash', start, end, range);
  });
}
