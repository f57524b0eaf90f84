/** A sportsbook's matches by league (SPEC 2.14 FBGame): leagues in the order their first match comes, matches kept in the platform's order. */
import type { SportsMatch } from '../../api/sportsbook.ts';

export interface League {
  name: string;
  matches: readonly SportsMatch[];
}

export function groupByLeague(list: readonly SportsMatch[]): League[] {
  const leagues = new Map<string, SportsMatch[]>();
  for (const match of list) {
    const matches = leagues.get(match.league);
    if (matches === undefined) leagues.set(match.league, [match]);
    else matches.push(match);
  }
  return [...leagues].map(([name, matches]) => ({ name, matches }));
}
