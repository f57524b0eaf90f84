/** Vendors, game lists, favourites, recent, hot games and matches, launches (SPEC 3, 4, 7 Games). */
import { API_ERROR, SANDBOX_CONTROL } from '../../src/api/endpoints.ts';
import type { SQLInputValue } from 'node:sqlite';
import { fail, type Ctx, type Member } from './context.ts';
import type { Game, GameListQuery } from '../../src/generated/api/game.ts';
import type { HandlerArgs, Handlers, ValueOf } from './handler.ts';
import { CATEGORY_ORDER, CLASSIFY_NAMES } from './seed.ts';

/** A games row joined with its vendor; enum columns hold only the values the schema allows. */
interface GameRow {
  node_id: string; game_id: string; name: string; vendor: string; category: Game['category']; game_type: string; classify: string; room_id: string;
  support_play: Game['supportPlay']; freeplay: Game['freeplay']; is_h5: number; lotto_mode: string | null; jackpot: number | null; hot: number; min_bet: number; lines: number;
  vendor_name: string;
}

const GAME_COLS = 'g.*, v.name AS vendor_name';
const DISPLAY_ONLY = new Set(['ESPORTS', 'COCKFIGHT', 'BGS']);

export function gameOut(ctx: Ctx, g: GameRow): Game {
  const icon = `${ctx.m.imageCdn}/${ctx.m.code}/game/${g.node_id}.png`;
  return {
    nodeId: g.node_id, nodeName: g.name, gameName: g.name, gameId: g.game_id, displayName: g.vendor_name, mobileLargeIcon: icon, showIcon: icon, iconUrl: icon,
    vassalage: g.vendor, gameType: g.game_type, category: g.category, gameClassifyNew: g.classify, roomId: g.room_id, supportPlay: g.support_play,
    isGameH5: g.is_h5 === 1, freeplay: g.freeplay, lottoMode: g.lotto_mode, jackpot: g.jackpot, hot: g.hot === 1, minBet: g.min_bet, lines: g.lines,
  };
}

/** WHERE parts for gameType (platform type, or a display-only category) and vendor. */
function typeFilter(filter: { gameType?: string | undefined; vendor?: string | undefined }, where: string[], params: SQLInputValue[]): void {
  const type = filter.gameType;
  if (type !== undefined && type !== 'ALL') {
    where.push(DISPLAY_ONLY.has(type) ? 'g.category = ?' : 'g.game_type = ?');
    params.push(type);
  }
  const vendor = filter.vendor;
  if (vendor !== undefined && vendor !== '') {
    where.push('g.vendor = ?');
    params.push(vendor);
  }
}

/** Page size (0 or none: the fallback), page number from 1 and the row offset. */
const pageOf = (pageSize: number | undefined, pageNo: number | undefined, fallback: number) => {
  const size = pageSize !== undefined && pageSize > 0 ? pageSize : fallback;
  const page = pageNo ?? 1;
  return { size, page, offset: (page - 1) * size };
};

function gameList({ ctx, input }: HandlerArgs<'gameList'>): ValueOf<'gameList'> {
  const key = JSON.stringify(Object.entries(input).sort(([a], [b]) => a.localeCompare(b)));
  const hit = ctx.gameCache.get(key);
  if (hit !== undefined) return hit;
  const value = queryGames(ctx, input);
  if (ctx.gameCache.size >= 2000) ctx.gameCache.clear();
  ctx.gameCache.set(key, value);
  return value;
}

function queryGames(ctx: Ctx, input: GameListQuery): ValueOf<'gameList'> {
  const where: string[] = [];
  const params: SQLInputValue[] = [];
  typeFilter({ gameType: input.gameType, vendor: input.vassalage }, where, params);
  if (input.gameName !== undefined && input.gameName.trim() !== '') {
    where.push("g.name LIKE ? ESCAPE '\\'");
    params.push(`%${input.gameName.trim().replace(/[\\%_]/g, (c: string) => `\\${c}`)}%`);
  }
  if (input.gameClassify !== undefined && input.gameClassify !== '') {
    where.push('g.classify = ?');
    params.push(input.gameClassify);
  }
  if (input.minBet !== undefined) {
    where.push('g.min_bet >= ?');
    params.push(input.minBet);
  }
  if (input.minLine !== undefined) {
    where.push('g.lines >= ?');
    params.push(input.minLine);
  }
  const sqlWhere = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const { size, page, offset } = pageOf(input.pageSize, input.pageNo, 25);
  const total = ctx.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM games g ${sqlWhere}`, ...params)?.n ?? 0;
  const rows = ctx.db.all<GameRow>(`SELECT ${GAME_COLS} FROM games g JOIN vendors v ON v.code = g.vendor ${sqlWhere} ORDER BY g.sequence LIMIT ? OFFSET ?`, ...params, size, offset);
  return { games: rows.map((g) => gameOut(ctx, g)), pageNum: page, totalPages: Math.ceil(total / size), total };
}

const requireGame = (ctx: Ctx, nodeId: unknown): GameRow => {
  const g = ctx.db.get<GameRow>(`SELECT ${GAME_COLS} FROM games g JOIN vendors v ON v.code = g.vendor WHERE g.node_id = ?`, String(nodeId));
  if (g === undefined) return fail(404, API_ERROR.notFound, 'Game not found', { field: 'nodeId' });
  return g;
};

let seq = 0;
const nextSeq = (ctx: Ctx): number => {
  seq = Math.max(seq + 1, ctx.now() * 1000);
  return seq;
};

interface MemberListQuery { gameType?: string | undefined; vendor?: string | undefined; pageSize?: number | undefined; page?: number | undefined }

function memberList(ctx: Ctx, query: MemberListQuery, member: Member, table: 'favourites' | 'recents', fallback: number) {
  const where = ['x.member_id = ?'];
  const params: SQLInputValue[] = [member.id];
  typeFilter(query, where, params);
  const { size, page, offset } = pageOf(query.pageSize, query.page, fallback);
  const total = ctx.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table} x JOIN games g ON g.node_id = x.node_id WHERE ${where.join(' AND ')}`, ...params)?.n ?? 0;
  const rows = ctx.db.all<GameRow>(
    `SELECT ${GAME_COLS} FROM ${table} x JOIN games g ON g.node_id = x.node_id JOIN vendors v ON v.code = g.vendor WHERE ${where.join(' AND ')} ORDER BY x.seq DESC LIMIT ? OFFSET ?`,
    ...params, size, offset,
  );
  return { games: rows.map((g) => gameOut(ctx, g)), page, totalPages: Math.ceil(total / size) };
}

function launchUrl(params: Record<string, string>): string {
  return `${SANDBOX_CONTROL.gamePage}?${new URLSearchParams(params).toString()}`;
}

export const gameHandlers = {
  /** Each vendor's game types (SPEC 7 Games): the classify codes its seeded games carry, vendors in sorting order. */
  vendorTypes: ({ ctx }) => {
    const rows = ctx.db.all<{ vendor: string; classify: string }>(
      'SELECT DISTINCT g.vendor, g.classify FROM games g JOIN vendors v ON v.code = g.vendor ORDER BY v.sequence, g.vendor, g.classify',
    );
    const byVendor = new Map<string, { caId: string; name: string }[]>();
    for (const r of rows) {
      const types = byVendor.get(r.vendor) ?? [];
      types.push({ caId: r.classify, name: CLASSIFY_NAMES[r.classify] ?? r.classify });
      byVendor.set(r.vendor, types);
    }
    return [...byVendor].map(([vassalage, gameTypes]) => ({ vassalage, gameTypes }));
  },
  vendorSorting: ({ ctx }) => {
    const vendors = ctx.db.all<{ code: string; category: string; game_type: string; name: string; sequence: number }>('SELECT * FROM vendors ORDER BY sequence');
    const base = `${ctx.m.imageCdn}/${ctx.m.code}/vendor`;
    return CATEGORY_ORDER.map((cat) => ({
      gameCategory: cat,
      vendorNames: vendors
        .filter((v) => (cat === 'ESPORTS' ? v.category === 'ESPORTS' : v.game_type === cat && v.category !== 'ESPORTS'))
        .sort((a, b) => Number(a.category === 'BGS') - Number(b.category === 'BGS') || a.sequence - b.sequence)
        .map((v, i) => ({ vassalage: v.code, displayName: v.name, accountTypeName: v.code, iconUrl: `${base}/${v.code}.png`, smallIconUrl: `${base}/${v.code}.png?small=1`, sequence: i + 1 })),
    })).filter((c) => c.vendorNames.length > 0);
  },
  vendorMapping: ({ ctx }) => {
    const out: Record<string, string[]> = {};
    for (const v of ctx.db.all<{ code: string; category: string; game_type: string }>('SELECT code, category, game_type FROM vendors ORDER BY sequence')) {
      const key = v.category === 'ESPORTS' ? 'ESPORTS' : v.game_type;
      (out[key] ??= []).push(v.code);
    }
    return out;
  },
  gameClassify: ({ ctx, input }) => {
    const where: string[] = [];
    const params: SQLInputValue[] = [];
    typeFilter(input, where, params);
    return ctx.db.all<{ classify: string }>(`SELECT DISTINCT g.classify FROM games g ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY g.classify`, ...params)
      .map((r) => ({ caId: r.classify, name: CLASSIFY_NAMES[r.classify] ?? r.classify }));
  },
  gameList,
  favouriteAdd: ({ ctx, input, member }) => {
    requireGame(ctx, input.nodeId);
    ctx.db.run('INSERT OR IGNORE INTO favourites (member_id, node_id, created_at, seq) VALUES (?, ?, ?, ?)', (member as Member).id, String(input.nodeId), ctx.now(), nextSeq(ctx));
    return undefined;
  },
  favouriteRemove: ({ ctx, input, member }) => {
    ctx.db.run('DELETE FROM favourites WHERE member_id = ? AND node_id = ?', (member as Member).id, String(input.nodeId));
    return undefined;
  },
  favouriteIds: ({ ctx, input, member }) => {
    const { size, offset } = pageOf(input.pageSize, input.pageNo, 100);
    return ctx.db.all<{ node_id: string }>('SELECT node_id FROM favourites WHERE member_id = ? ORDER BY seq DESC LIMIT ? OFFSET ?', (member as Member).id, size, offset).map((r) => r.node_id);
  },
  favouriteList: ({ ctx, input, member }) => {
    const r = memberList(ctx, { gameType: input.gameType, vendor: input.vendor, pageSize: input.pageSize, page: input.pageNo }, member as Member, 'favourites', 25);
    return { content: r.games, pageNum: r.page, totalPages: r.totalPages };
  },
  /** Records the game played, then answers the recent page the request describes (SPEC 7 Games). */
  recentAdd: ({ ctx, input, member }) => {
    requireGame(ctx, input.nodeId);
    ctx.db.run('INSERT INTO recents (member_id, node_id, played_at, seq) VALUES (?, ?, ?, ?) ON CONFLICT (member_id, node_id) DO UPDATE SET played_at = excluded.played_at, seq = excluded.seq',
      (member as Member).id, String(input.nodeId), ctx.now(), nextSeq(ctx));
    const r = memberList(ctx, { gameType: input.gameType, vendor: input.vassalage, pageSize: input.pageSize, page: input.page }, member as Member, 'recents', 25);
    return { list: r.games, totalPages: r.totalPages };
  },
  recentList: ({ ctx, input, member }) => {
    const r = memberList(ctx, { gameType: input.gameType, vendor: input.vassalage, pageSize: input.pageSize, page: input.page }, member as Member, 'recents', 25);
    return { list: r.games, totalPages: r.totalPages };
  },
  hotGames: ({ ctx, input }) => {
    const where = ['g.hot = 1'];
    const params: SQLInputValue[] = [];
    typeFilter(input, where, params);
    return { list: ctx.db.all<GameRow>(`SELECT ${GAME_COLS} FROM games g JOIN vendors v ON v.code = g.vendor WHERE ${where.join(' AND ')} ORDER BY g.sequence LIMIT 200`, ...params).map((g) => gameOut(ctx, g)) };
  },
  hotMatches: ({ ctx }) => {
    const hour = Math.floor(ctx.now() / 3600_000) * 3600_000;
    const team = (name: string) => `${ctx.m.imageCdn}/${ctx.m.code}/team/${encodeURIComponent(name)}.png`;
    return {
      list: ctx.db.all<{ home: string; away: string; league: string; offset_min: number; vendor: string; room_id: string; node_id: string }>('SELECT * FROM hot_matches ORDER BY offset_min')
        .map((h) => ({
          homeTeam: h.home, awayTeam: h.away, homeTeamImageUrl: team(h.home), awayTeamImageUrl: team(h.away), matchTime: hour + h.offset_min * 60_000,
          vendor: h.vendor, roomId: h.room_id, nodeId: h.node_id, league: h.league,
        })),
    };
  },
  launchGame: ({ ctx, input, member }) => {
    const m = member as Member;
    let name = String(input.vassalage);
    if (typeof input.nodeId === 'string' && input.nodeId !== '') {
      const g = requireGame(ctx, input.nodeId);
      name = g.name;
      // SPEC 3 Game: supportPlay 0 means free play is supported; a free-play launch (freeplay 1) of another game is refused
      if (input.freeplay === 1 && g.support_play !== 0) fail(200, API_ERROR.noPermission, 'This game has no free play', { field: 'freeplay' });
      ctx.db.run('INSERT INTO recents (member_id, node_id, played_at, seq) VALUES (?, ?, ?, ?) ON CONFLICT (member_id, node_id) DO UPDATE SET played_at = excluded.played_at, seq = excluded.seq',
        m.id, g.node_id, ctx.now(), nextSeq(ctx));
    } else if (ctx.db.get('SELECT code FROM vendors WHERE code = ?', String(input.vassalage)) === undefined) {
      fail(404, API_ERROR.notFound, 'Vendor not found', { field: 'vassalage' });
    }
    return {
      url: launchUrl({
        vendor: String(input.vassalage), gameType: String(input.gameType ?? ''), gameId: String(input.gameId ?? ''), nodeId: String(input.nodeId ?? ''),
        roomId: String(input.roomId ?? ''), freeplay: String(input.freeplay ?? 0), name, user: m.username, language: String(input.language ?? 'EN'),
      }),
    };
  },
  launchLottery: ({ ctx, input, member }) => {
    if (ctx.db.get('SELECT code FROM vendors WHERE code = ?', String(input.vassalage)) === undefined) fail(404, API_ERROR.notFound, 'Vendor not found', { field: 'vassalage' });
    return {
      url: launchUrl({
        lottery: '1', vendor: String(input.vassalage), prizeMode: String(input.prizeMode ?? 'Elott'), playType: String(input.playType ?? 'trad'),
        gameId: String(input.gameId ?? ''), nodeId: String(input.nodeId ?? ''), user: (member as Member).username, language: String(input.language ?? 'EN'),
      }),
    };
  },
} satisfies Partial<Handlers>;
