/**
 * The sportsbooks' match lists (SPEC 7: Facebook game launch, the FBGame screen): for each vendor of the SPORTS
 * category, matches in play and coming up over a few leagues, each on one of the vendor's games (its room and
 * node). Kick-offs are minutes from the clock's hour, which the handler applies, so the list stays current.
 */
import type { Db } from './db.ts';

/** League and its teams. */
const LEAGUES: readonly (readonly [league: string, teams: readonly string[]])[] = [
  ['Premier Cup', ['Manila Eagles', 'Cebu Sharks', 'Davao Bulls', 'Iloilo Kings', 'Baguio Pines', 'Laguna Stars']],
  ['ASEAN Champions League', ['Hanoi Dragons', 'Bangkok Kings', 'Jakarta Lions', 'Kuala Tigers', 'Saigon Warriors', 'Yangon United']],
  ['Pro Basketball Cup', ['Gold Roosters', 'Iron Spurs', 'Red Wolves', 'Blue Hawks', 'Metro Titans', 'Island Waves']],
];

/** Minutes from the clock's hour: in play (kicked off up to 80 minutes ago) and coming up over three days. */
const OFFSETS = [-75, -20, 45, 150, 330, 780, 1500, 2900, 4200];

export function seedSportsMatches(db: Db): void {
  const vendors = db.all<{ code: string }>("SELECT code FROM vendors WHERE category = 'SPORTS' ORDER BY sequence");
  let id = 0;
  vendors.forEach((vendor, v) => {
    const games = db.all<{ node_id: string; room_id: string }>('SELECT node_id, room_id FROM games WHERE vendor = ? ORDER BY sequence', vendor.code);
    OFFSETS.forEach((offset, i) => {
      const [league, teams] = LEAGUES[(i + v) % LEAGUES.length] ?? ['Cup', []];
      // the league's k-th match of this vendor: each one a different pair of its teams
      const k = Math.floor(i / LEAGUES.length);
      const home = teams[(k * 2 + v) % teams.length] ?? 'Home';
      const away = teams[(k * 2 + v + 1) % teams.length] ?? 'Away';
      // a match in play is on the vendor's live game, one coming up on its main game
      const game = games[offset < 0 ? 1 : 0] ?? games[0];
      id += 1;
      db.run('INSERT INTO sports_matches (id, match_id, league, home, away, offset_min, vendor, room_id, node_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        id, `${vendor.code}-${1000 + id}`, league, home, away, offset, vendor.code, game?.room_id ?? '', game?.node_id ?? '');
    });
  });
}
