/** The game launch flow of SPEC 4 as a pure decision (R4-52..58); launch.ts carries it out. */
import type { Game, LaunchRequest, LotteryLaunchRequest, VendorMapping } from '../../api/games.ts';
import { queryGameType } from '../../state/vendor-setup.ts';

/** What can be launched: a game, a hot match (vendor, room, node) or a vendor entry flagged VASSALAGE. */
export interface LaunchItem {
  vassalage: string;
  /** Display category (RNG, LIVE, SPORTS, ELOTT ...). */
  category?: string;
  gameId?: string;
  nodeId?: string;
  roomId?: string;
  freeplay?: 0 | 1;
  lottoMode?: string | null;
  /** A vendor entry rather than a game. */
  flag?: 'VASSALAGE';
}

export type PrizeMode = 'Elott' | 'Lott';

export type LaunchTarget =
  | { kind: 'login' }
  | { kind: 'lottery'; request: LotteryLaunchRequest }
  | { kind: 'route'; path: string }
  | { kind: 'generic'; request: LaunchRequest };

/** R4-52: electronic lottery when the mapping's ELOTT entry holds TCG_LOTTO_VN or LOTT, else plain lottery; Elott until the mapping is known. */
export function prizeModeOf(mapping: Readonly<VendorMapping> | undefined, fallback: PrizeMode = 'Elott'): PrizeMode {
  if (mapping === undefined) return fallback;
  // Stryker disable next-line ArrayDeclaration: equivalent, any list without TCG_LOTTO_VN or LOTT gives Lott
  const elott = mapping['ELOTT'] ?? [];
  return elott.includes('TCG_LOTTO_VN') || elott.includes('LOTT') ? 'Elott' : 'Lott';
}

/** SPEC 3 Game (R3-12): supportPlay 0 means the game has free play. */
export function supportsFreePlay(game: Pick<Game, 'supportPlay'>): boolean {
  return game.supportPlay === 0;
}

/**
 * A game as launched: for real money, or in free play (freeplay 1, SPEC 3 Game) when the player chose it on a
 * game that supports it; a game without free play always launches for real money.
 */
export function itemFromGame(game: Pick<Game, 'vassalage' | 'category' | 'gameId' | 'nodeId' | 'roomId' | 'supportPlay' | 'lottoMode'>, mode: 'real' | 'free' = 'real'): LaunchItem {
  return {
    vassalage: game.vassalage, category: game.category, gameId: game.gameId, nodeId: String(game.nodeId),
    ...(game.roomId ? { roomId: game.roomId } : {}), freeplay: mode === 'free' && supportsFreePlay(game) ? 1 : 0, lottoMode: game.lottoMode,
  };
}

export interface LaunchContext {
  loggedIn: boolean;
  prizeMode: PrizeMode;
  language: string;
}

function optional(item: LaunchItem): Pick<LaunchRequest, 'gameId' | 'nodeId'> {
  return {
    ...(item.gameId ? { gameId: item.gameId } : {}),
    ...(item.nodeId ? { nodeId: item.nodeId } : {}),
  };
}

/** SPEC 4 Game launch flow, in its order. */
export function resolveLaunch(item: LaunchItem, ctx: LaunchContext): LaunchTarget {
  if (!ctx.loggedIn) return { kind: 'login' };
  const category = (item.category ?? '').toUpperCase();
  const language = ctx.language;
  if (item.vassalage === 'TCG_LOTTO_VN') return { kind: 'lottery', request: { vassalage: item.vassalage, prizeMode: ctx.prizeMode, ...optional(item), language } };
  if (item.vassalage === 'TCG_SEA') return { kind: 'lottery', request: { vassalage: item.vassalage, prizeMode: 'SEA', ...optional(item), language } };
  if (category === 'LOTT' || category === 'ELOTT') {
    // Stryker disable next-line StringLiteral: equivalent, any text without Entertainment gives trad
    const playType = (item.lottoMode ?? '').includes('Entertainment') ? 'ent' : 'trad';
    return { kind: 'lottery', request: { vassalage: item.vassalage, playType, ...optional(item), language } };
  }
  if (item.flag === 'VASSALAGE' && category !== 'SPORTS') {
    return { kind: 'route', path: `/m/${category.toLowerCase()}?vassalage=${encodeURIComponent(item.vassalage)}` };
  }
  const request: LaunchRequest = { vassalage: item.vassalage, ...optional(item), freeplay: item.freeplay ?? 0, language };
  if (category !== '') request.gameType = queryGameType(category);
  if (item.roomId) request.roomId = item.roomId;
  return { kind: 'generic', request };
}
