/**
 * Seed of the home sections' data (SPEC 2.14, issue 18 point 10): big wins on the seeded games, the
 * draw schedules of the seeded lotteries and the brand's partners. Times are offsets from the clock,
 * which the handlers apply, so the board and the draws stay current whatever the clock says.
 */
import type { Db } from './db.ts';

type Rand = () => number;

/** Account names as players pick them; the platform sends them masked. */
const PLAYERS = [
  'mariasantos89', 'jun_dela_cruz', 'kuyaben77', 'lucky_ana', 'paolo2024', 'rosemarie_s', 'jayjay_mnl', 'cebuboy21', 'aileen.r', 'marco_polo8',
  'dindo_g', 'kristine93', 'ramon_bet', 'nicole_l', 'aljon.v', 'sheila_m', 'omar_k7', 'fatima.z', 'yousef_01', 'layla.hh',
  'khalid_77', 'noura_s', 'hassan23', 'reem.a', 'tariq_m', 'salma_b', 'ahmed_z9', 'mona.k', 'bilal88', 'zainab_q',
];

/** The platform's mask: the first two characters, three asterisks, the last one (ab***9). */
export const maskName = (name: string): string => `${name.slice(0, 2)}***${name.slice(-1)}`;

/** Lottery rules by the seeded game name: draws every `period` minutes at `phase`, `picks` numbers from 1..pool (pool 0: digits 0-9). */
const LOTTERIES: Record<string, { period: number; phase: number; picks: number; pool: number }> = {
  'Lotto 6/45': { period: 1440, phase: 13 * 60, picks: 6, pool: 45 },
  'Lotto 6/55': { period: 1440, phase: 13 * 60 + 30, picks: 6, pool: 55 },
  Swertres: { period: 240, phase: 60, picks: 3, pool: 0 },
  EZ2: { period: 240, phase: 90, picks: 2, pool: 31 },
  'Fast 3': { period: 5, phase: 0, picks: 3, pool: 6 },
  'Pick 4': { period: 60, phase: 15, picks: 4, pool: 0 },
};

function seedWinners(db: Db, rand: Rand): void {
  const games = db.all<{ node_id: string }>("SELECT node_id FROM games WHERE category IN ('RNG', 'BGS', 'FISH', 'LIVE', 'PVP') ORDER BY sequence");
  let minutesAgo = 0;
  for (let id = 1; id <= 40; id += 1) {
    minutesAgo += 1 + Math.floor(rand() * 24);
    const player = PLAYERS[Math.floor(rand() * PLAYERS.length)] ?? 'player01';
    // Big wins spread over orders of magnitude: 800 to 350,000.
    const amount = Math.round(800 * Math.exp(rand() * Math.log(350000 / 800)) * 100) / 100;
    const game = games[Math.floor(rand() * games.length)]?.node_id ?? '100001';
    db.run('INSERT INTO winners (id, masked_name, amount, node_id, minutes_ago) VALUES (?, ?, ?, ?, ?)', id, maskName(player), amount, game, minutesAgo);
  }
}

/** One game per lottery name, taken from the four lottery vendors in turn. */
function seedLotteries(db: Db): void {
  const games = db.all<{ node_id: string; name: string }>("SELECT node_id, name FROM games WHERE category IN ('LOTT', 'ELOTT') ORDER BY sequence");
  Object.entries(LOTTERIES).forEach(([name, rules], i) => {
    const named = games.filter((g) => g.name === name);
    const game = named[i % named.length];
    if (game === undefined) return;
    db.run('INSERT INTO lottery_schedules (node_id, period_min, phase_min, picks, pool, sequence) VALUES (?, ?, ?, ?, ?, ?)',
      game.node_id, rules.period, rules.phase, rules.picks, rules.pool, i);
  });
}

/** Sponsored clubs and the brand's biggest game providers. */
function seedPartners(db: Db): void {
  const sponsors: [string, string][] = [['MANILA_EAGLES', 'Manila Eagles'], ['CEBU_SHARKS', 'Cebu Sharks'], ['GOLD_ROOSTERS', 'Gold Roosters']];
  const providers = db.all<{ code: string; name: string }>("SELECT code, name FROM vendors WHERE code IN ('PG', 'PP', 'JILI', 'EVO', 'SEXY') ORDER BY sequence");
  const rows = [...sponsors.map(([code, name]) => [code, name, 'sponsor']), ...providers.map((p) => [p.code, p.name, 'provider'])];
  rows.forEach(([code, name, kind], i) => db.run('INSERT INTO partners (id, code, name, kind, sequence) VALUES (?, ?, ?, ?, ?)', i + 1, code ?? '', name ?? '', kind ?? 'sponsor', i));
}

export function seedHomeSections(db: Db, rand: Rand): void {
  seedWinners(db, rand);
  seedLotteries(db);
  seedPartners(db);
}
