/** The home sections' data (SPEC 2.14, 3, 7): winner board, lottery draws, partners. */
import { createHash } from 'node:crypto';
import type { LotteryDraw, Winner } from '../../src/generated/api/home.ts';
import type { Ctx } from './context.ts';
import type { Handlers } from './handler.ts';

const MINUTE = 60_000;

interface WinnerRow { id: number; masked_name: string; amount: number; node_id: string; minutes_ago: number; name: string; vendor: string; category: Winner['category'] }
interface ScheduleRow { node_id: string; period_min: number; phase_min: number; picks: number; pool: number; name: string; vendor: string; category: LotteryDraw['category'] }

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** Draw number: the UTC day and the draw's place in it (20250101-003). */
function issueOf(time: number, period: number): string {
  const day = new Date(time);
  const dayStart = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  return `${day.getUTCFullYear()}${pad(day.getUTCMonth() + 1, 2)}${pad(day.getUTCDate(), 2)}-${pad(Math.floor((time - dayStart) / period) + 1, 3)}`;
}

/** The numbers of one draw, the same every time it is asked for: distinct ones from a pool above 10, digits (0-9) with pool 0. */
export function drawNumbers(seed: string, picks: number, pool: number): LotteryDraw['numbers'] {
  const out: number[] = [];
  for (let round = 0; out.length < picks; round += 1) {
    for (const byte of createHash('sha256').update(`${seed}:${round}`).digest()) {
      const n = pool === 0 ? byte % 10 : 1 + (byte % pool);
      if (pool > 10 && out.includes(n)) continue;
      out.push(n);
      if (out.length === picks) break;
    }
  }
  const [first = 0, ...rest] = out;
  const print = (n: number): string => (pool > 9 ? pad(n, 2) : String(n));
  return [print(first), ...rest.map(print)];
}

function lotteryDraw(ctx: Ctx, row: ScheduleRow): LotteryDraw {
  const period = row.period_min * MINUTE;
  const phase = row.phase_min * MINUTE;
  const drawTime = Math.floor((ctx.now() - phase) / period) * period + phase;
  const nextDrawTime = drawTime + period;
  return {
    nodeId: row.node_id, gameName: row.name, vassalage: row.vendor, category: row.category,
    issue: issueOf(drawTime, period), drawTime, numbers: drawNumbers(`${ctx.m.code}:${row.node_id}:${drawTime}`, row.picks, row.pool),
    nextIssue: issueOf(nextDrawTime, period), nextDrawTime,
  };
}

export const homeHandlers = {
  winnerBoard: ({ ctx, input }) => {
    const minute = Math.floor(ctx.now() / MINUTE) * MINUTE;
    const rows = ctx.db.all<WinnerRow>(
      'SELECT w.*, g.name, g.vendor, g.category FROM winners w JOIN games g ON g.node_id = w.node_id ORDER BY w.minutes_ago LIMIT ?', input.size ?? 20,
    );
    return {
      list: rows.map((w) => ({
        id: w.id, userName: w.masked_name, amount: w.amount, currencySymbol: ctx.m.currencySymbol, gameName: w.name, nodeId: w.node_id, vassalage: w.vendor,
        category: w.category, iconUrl: `${ctx.m.imageCdn}/${ctx.m.code}/game/${w.node_id}.png`, winTime: minute - w.minutes_ago * MINUTE,
      })),
    };
  },
  lotteryDraws: ({ ctx, input }) => {
    const vendor = typeof input.vassalage === 'string' && input.vassalage !== '' ? input.vassalage : undefined;
    const rows = ctx.db.all<ScheduleRow>(
      `SELECT s.*, g.name, g.vendor, g.category FROM lottery_schedules s JOIN games g ON g.node_id = s.node_id
       ${vendor === undefined ? '' : 'WHERE g.vendor = ?'} ORDER BY s.sequence`, ...(vendor === undefined ? [] : [vendor]),
    );
    return { list: rows.map((r) => lotteryDraw(ctx, r)).sort((a, b) => a.nextDrawTime - b.nextDrawTime) };
  },
  partners: ({ ctx }) => ({
    list: ctx.db.all<{ id: number; code: string; name: string; kind: 'sponsor' | 'provider' | 'licence' }>('SELECT * FROM partners ORDER BY sequence')
      .map((p) => ({ id: p.id, name: p.name, kind: p.kind, logoUrl: `${ctx.m.imageCdn}/${ctx.m.code}/partner/${p.code}.png` })),
  }),
} satisfies Partial<Handlers>;
