// @vitest-environment node
/** SPEC 1: every game kind a player browses (a game screen of the route table) and launches (the launch flow of SPEC 4). */
import { describe, expect, it } from 'vitest';
import { itemFromGame, resolveLaunch } from '../../../src/features/games/launch-routing.ts';
import { ROUTES } from '../../../src/config/routes.ts';
import { queryGameType } from '../../../src/state/vendor-setup.ts';
import { testGame } from './game-fixture.ts';

const GAME_SCREENS: readonly string[] = ['category', 'gameCenter'];

/** Each kind of SPEC 1: the platform category of its games, the classify filter inside it (arcade, crash), a vendor, and how it launches. */
const KINDS = [
  ['slots (RNG)', 'RNG', undefined, 'PG', 'generic'],
  ['fish', 'FISH', undefined, 'JDB', 'generic'],
  ['live casino', 'LIVE', undefined, 'EVO', 'generic'],
  ['sports', 'SPORTS', undefined, 'SABA', 'generic'],
  ['e-sports', 'ESPORTS', undefined, 'IMES', 'generic'],
  ['poker (PVP)', 'PVP', undefined, 'KY', 'generic'],
  ['lottery (LOTT)', 'LOTT', undefined, 'GPK', 'lottery'],
  ['lottery (ELOTT)', 'ELOTT', undefined, 'VR', 'lottery'],
  ['cockfight', 'COCKFIGHT', undefined, 'S128', 'generic'],
  ['arcade', 'RNG', 'AC', 'JILI', 'generic'],
  ['crash', 'RNG', 'CR', 'SPRIBE', 'generic'],
  ['BGS', 'BGS', undefined, 'BG', 'generic'],
] as const;

describe('game kinds (SPEC 1, 2.1, 4)', () => {
  it.each(KINDS)('R1-1 %s: a game screen of the route table shows the kind, and a game of it launches', (_kind, code, classify, vendor, launchKind) => {
    const shown = ROUTES.filter((r) => r.category?.code === code && r.category.classify?.code === classify && GAME_SCREENS.includes(r.screen));
    expect(shown.map((r) => r.path)).not.toEqual([]);

    const game = testGame('7', { vassalage: vendor, category: code, gameType: code, gameId: `${vendor}_7`, gameClassifyNew: classify ?? 'SL' });
    const target = resolveLaunch(itemFromGame(game), { loggedIn: true, prizeMode: 'Elott', language: 'EN' });
    expect(target.kind).toBe(launchKind);
    if (target.kind === 'generic') {
      // launched as the type its screen lists it under (SPEC 4 game type mapping)
      expect(target.request).toMatchObject({ vassalage: vendor, gameId: `${vendor}_7`, nodeId: '7', gameType: queryGameType(code) });
    }
    if (target.kind === 'lottery') expect(target.request).toMatchObject({ vassalage: vendor, gameId: `${vendor}_7`, nodeId: '7' });
  });
});
