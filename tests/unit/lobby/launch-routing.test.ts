// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { itemFromGame, type LaunchItem, prizeModeOf, resolveLaunch } from '../../../src/features/games/launch-routing.ts';

const ctx = { loggedIn: true, prizeMode: 'Elott' as const, language: 'EN' };
const slot: LaunchItem = { vassalage: 'PG', category: 'RNG', gameId: 'PG_0001', nodeId: '100001', freeplay: 1 };

describe('game launch flow (SPEC 4)', () => {
  it('R4-53 a guest goes to /m/login, whatever the game', () => {
    for (const item of [slot, { vassalage: 'TCG_SEA', category: 'LOTT' }, { vassalage: 'EVO', category: 'LIVE', flag: 'VASSALAGE' as const }]) {
      expect(resolveLaunch(item, { ...ctx, loggedIn: false })).toEqual({ kind: 'login' });
    }
  });

  it('R4-54 TCG_LOTTO_VN launches the lottery with the current prize mode', () => {
    const item = { vassalage: 'TCG_LOTTO_VN', category: 'ELOTT', gameId: 'G1', nodeId: '5', lottoMode: 'Traditional' };
    expect(resolveLaunch(item, ctx)).toEqual({ kind: 'lottery', request: { vassalage: 'TCG_LOTTO_VN', prizeMode: 'Elott', gameId: 'G1', nodeId: '5', language: 'EN' } });
    expect(resolveLaunch(item, { ...ctx, prizeMode: 'Lott' })).toMatchObject({ request: { prizeMode: 'Lott' } });
  });

  it('R4-55 TCG_SEA launches with prize mode SEA', () => {
    expect(resolveLaunch({ vassalage: 'TCG_SEA', category: 'LOTT', lottoMode: 'Entertainment' }, ctx))
      .toEqual({ kind: 'lottery', request: { vassalage: 'TCG_SEA', prizeMode: 'SEA', language: 'EN' } });
  });

  it('R4-56 LOTT and ELOTT launch the lottery with play type ent when lottoMode contains Entertainment, else trad', () => {
    expect(resolveLaunch({ vassalage: 'GPK', category: 'LOTT', lottoMode: 'Entertainment' }, ctx)).toMatchObject({ kind: 'lottery', request: { vassalage: 'GPK', playType: 'ent' } });
    expect(resolveLaunch({ vassalage: 'VR', category: 'ELOTT', lottoMode: 'Traditional' }, ctx)).toMatchObject({ kind: 'lottery', request: { playType: 'trad' } });
    expect(resolveLaunch({ vassalage: 'VR', category: 'ELOTT', lottoMode: null }, ctx)).toMatchObject({ kind: 'lottery', request: { playType: 'trad' } });
  });

  it('R4-57 a VASSALAGE vendor entry (not SPORTS) opens its category page with the vendor as query parameter', () => {
    expect(resolveLaunch({ vassalage: 'EVO', category: 'LIVE', flag: 'VASSALAGE' }, ctx)).toEqual({ kind: 'route', path: '/m/live?vassalage=EVO' });
    expect(resolveLaunch({ vassalage: 'PG', category: 'RNG', flag: 'VASSALAGE' }, ctx)).toEqual({ kind: 'route', path: '/m/rng?vassalage=PG' });
  });

  it('R4-58 SPORTS vendor entries and every other game use the generic launch with category, vendor, gameId, nodeId and free-play flag', () => {
    expect(resolveLaunch({ vassalage: 'SABA', category: 'SPORTS', flag: 'VASSALAGE' }, ctx))
      .toEqual({ kind: 'generic', request: { vassalage: 'SABA', gameType: 'SPORTS', freeplay: 0, language: 'EN' } });
    expect(resolveLaunch(slot, ctx))
      .toEqual({ kind: 'generic', request: { vassalage: 'PG', gameType: 'RNG', gameId: 'PG_0001', nodeId: '100001', freeplay: 1, language: 'EN' } });
  });

  it('R2.3-19 R4-42 a hot match launches by vendor, room id and node id, querying ESPORTS as SPORTS', () => {
    expect(resolveLaunch({ vassalage: 'IMES', category: 'ESPORTS', roomId: 'R7', nodeId: '42' }, ctx))
      .toEqual({ kind: 'generic', request: { vassalage: 'IMES', gameType: 'SPORTS', nodeId: '42', roomId: 'R7', freeplay: 0, language: 'EN' } });
  });

  it('R4-52 prize mode is Elott when the mapping has an ELOTT entry for TCG_LOTTO_VN or LOTT, else Lott; Elott by default', () => {
    expect(prizeModeOf({ ELOTT: ['TCG_LOTTO_VN', 'VR'] })).toBe('Elott');
    expect(prizeModeOf({ ELOTT: ['LOTT'] })).toBe('Elott');
    expect(prizeModeOf({ ELOTT: ['VR'], LOTT: ['TCG_LOTTO_VN'] })).toBe('Lott');
    expect(prizeModeOf({ RNG: ['PG'] })).toBe('Lott');
    expect(prizeModeOf(undefined)).toBe('Elott');
  });

  it('a game becomes a launch item with its node id as a string, and its room only when it has one', () => {
    const game = { vassalage: 'PG', category: 'RNG' as const, gameId: 'PG_0001', nodeId: 100001 as unknown as string, roomId: '', supportPlay: 0 as const, lottoMode: null };
    expect(itemFromGame(game)).toEqual({ vassalage: 'PG', category: 'RNG', gameId: 'PG_0001', nodeId: '100001', freeplay: 0, lottoMode: null });
    expect(itemFromGame({ ...game, roomId: 'R7' })).toMatchObject({ roomId: 'R7' });
  });

  it('an empty room id, gameId or nodeId is left out of the launch request rather than sent empty', () => {
    expect(resolveLaunch({ vassalage: 'PG', category: 'RNG', gameId: '', nodeId: '', roomId: '' }, ctx))
      .toStrictEqual({ kind: 'generic', request: { vassalage: 'PG', gameType: 'RNG', freeplay: 0, language: 'EN' } });
  });

  it('an entry without a category launches generically without a game type', () => {
    expect(resolveLaunch({ vassalage: 'PG', gameId: 'PG_0001' }, ctx)).toEqual({ kind: 'generic', request: { vassalage: 'PG', gameId: 'PG_0001', freeplay: 0, language: 'EN' } });
  });
});
