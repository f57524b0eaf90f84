/** A platform game for lobby unit tests; `extra` overrides any field. */
import type { Game } from '../../../src/api/games.ts';

export const testGame = (nodeId: string, extra: Partial<Game> = {}): Game => ({
  nodeId, nodeName: `Node ${nodeId}`, gameName: `Game ${nodeId}`, gameId: `G${nodeId}`, displayName: 'PG Soft', mobileLargeIcon: '', showIcon: '', iconUrl: '',
  vassalage: 'PG', gameType: 'RNG', category: 'RNG', gameClassifyNew: 'SL', roomId: '', supportPlay: 0, isGameH5: true, freeplay: 0, lottoMode: null,
  jackpot: null, hot: false, minBet: 1, lines: 1, ...extra,
});
