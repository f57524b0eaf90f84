/** A sportsbook's match list (SPEC 7: Facebook game launch; SPEC 2.14 FBGame): matches in play first, then by kick-off. */
import type { SportsMatch } from '../generated/api/game.ts';
import { call, type CallOptions } from './client.ts';

export type { SportsMatch };

export async function fetchSportsMatches(vassalage: string, language: string, options?: CallOptions): Promise<SportsMatch[]> {
  return (await call('sportsMatches', { vassalage, language }, options)).list;
}
