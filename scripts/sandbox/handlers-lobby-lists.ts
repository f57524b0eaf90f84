/** The Vietnamese lottery's provinces and the sportsbooks' match lists (SPEC 7 Games, SPEC 2.14 VNListCenter and FBGame). */
import { API_ERROR } from '../../src/api/endpoints.ts';
import type { SportsMatch, VnLottery } from '../../src/generated/api/game.ts';
import { fail } from './context.ts';
import type { Handlers } from './handler.ts';
import { drawsAround, specialPrize } from './vn-lottery.ts';

const HOUR = 3600_000;
/** How long a match stays in play after kick-off. */
const IN_PLAY = 110 * 60_000;
const REGIONS: readonly VnLottery['region'][] = ['NORTH', 'CENTRAL', 'SOUTH'];

interface ProvinceRow { code: string; name: string; region: VnLottery['region']; draw_days: string }
interface MatchRow { match_id: string; league: string; home: string; away: string; offset_min: number; vendor: string; room_id: string; node_id: string }

export const lobbyListHandlers = {
  vnLottery: ({ ctx, input }) => {
    const now = ctx.now();
    const rows = ctx.db.all<ProvinceRow>(
      `SELECT * FROM vn_lotteries ${input.region === undefined ? '' : 'WHERE region = ?'} ORDER BY sequence`, ...(input.region === undefined ? [] : [input.region]),
    );
    const list = rows.map((p): VnLottery => {
      const [first = 0, ...rest] = p.draw_days.split(',').map(Number);
      const drawDays: VnLottery['drawDays'] = [first, ...rest];
      const { latest, next } = drawsAround(now, p.region, drawDays);
      return {
        code: p.code, name: p.name, region: p.region, vassalage: 'TCG_LOTTO_VN', gameId: `VN_${p.code}`, drawDays, nextDrawTime: next,
        latest: { drawTime: latest, specialPrize: specialPrize(`${ctx.m.code}:vn:${p.code}:${latest}`, p.region) },
      };
    });
    return { list: list.sort((a, b) => REGIONS.indexOf(a.region) - REGIONS.indexOf(b.region) || a.nextDrawTime - b.nextDrawTime) };
  },
  sportsMatches: ({ ctx, input }) => {
    if (ctx.db.get("SELECT code FROM vendors WHERE code = ? AND category = 'SPORTS'", input.vassalage) === undefined) {
      fail(404, API_ERROR.notFound, 'Sports vendor not found', { field: 'vassalage' });
    }
    const now = ctx.now();
    const hour = Math.floor(now / HOUR) * HOUR;
    const team = (name: string) => `${ctx.m.imageCdn}/${ctx.m.code}/team/${encodeURIComponent(name)}.png`;
    const list = ctx.db.all<MatchRow>('SELECT * FROM sports_matches WHERE vendor = ? ORDER BY offset_min, id', input.vassalage)
      .map((m): SportsMatch => {
        const matchTime = hour + m.offset_min * 60_000;
        return {
          matchId: m.match_id, league: m.league, homeTeam: m.home, awayTeam: m.away, homeTeamImageUrl: team(m.home), awayTeamImageUrl: team(m.away),
          matchTime, live: matchTime <= now, vendor: m.vendor, roomId: m.room_id, nodeId: m.node_id,
        };
      })
      // a match over is off the list
      .filter((m) => m.matchTime + IN_PLAY > now);
    return { list };
  },
} satisfies Partial<Handlers>;
