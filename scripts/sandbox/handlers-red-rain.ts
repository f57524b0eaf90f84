/**
 * The agents' red rain (SPEC 2.13 agent grid, menu key AGENTRANSMULTDOWN3 per D15; schemas/api/redrain.schema.json):
 * the schedule, the agent's own grabs and the grab, and the control route that opens a rain. Every call goes
 * through agentOf, the one agent check. A grab runs once per idempotency key (wallet-store.ts `once`) and checks
 * the rain, the one-per-rain rule and the eligibility in the same transaction as the credit, so two grabs at once
 * credit once: the handler runs to its end before the next request's, and the claims' (rain, agent) key backs it.
 */
import type { FastifyInstance } from 'fastify';
import { API_ERROR, SANDBOX_CONTROL } from '../../src/api/endpoints.ts';
import type { RedRainClaim, RedRainEvent } from '../../src/generated/api/redrain.ts';
import { fail, type Ctx } from './context.ts';
import { agentOf, teamOf } from './handlers-agent.ts';
import type { HandlerArgs, Handlers, ValueOf } from './handler.ts';
import { balanceOf, mainAccount } from './ledger.ts';
import { formatMinor, parseMinor } from './money.ts';
import { DEFAULT_RANGE, openRain, type RainRow, recordClaim, titleOf } from './red-rain-seed.ts';
import { describeErrors } from './validation.ts';
import { idempotencyKeyOf, once, requestHash } from './wallet-store.ts';

const DAY = 86_400_000;
/** Eligibility: a member of the agent's team placed a bet within this long before the grab. */
export const ELIGIBLE_WINDOW_MS = 7 * DAY;

const lang = (language: string | undefined): string => (language ?? 'EN').toUpperCase();
const money = (minor: number | bigint): string => formatMinor(BigInt(minor));

function stateOf(rain: RainRow, now: number): RedRainEvent['state'] {
  if (now < rain.starts_at) return 'upcoming';
  return now < rain.ends_at ? 'live' : 'ended';
}

/** Whether a member of the agent's whole downline placed a bet in the window before `now`. */
export function hasBettingTeam(ctx: Ctx, agentId: number, now: number): boolean {
  const ids = teamOf(ctx, agentId).map((x) => x.id);
  if (ids.length === 0) return false;
  return ctx.db.get(`SELECT 1 AS x FROM team_bets WHERE member_id IN (${ids.map(() => '?').join(', ')}) AND at > ? AND at <= ? LIMIT 1`,
    ...ids, now - ELIGIBLE_WINDOW_MS, now) !== undefined;
}

interface ClaimRow { id: number; event_id: number; title_code: string; claimed_at: number; amount_minor: number | bigint }
const SELECT_CLAIMS = 'SELECT c.id, c.event_id, e.title_code, c.claimed_at, c.amount_minor FROM red_rain_claims c JOIN red_rain_events e ON e.id = c.event_id';

const claimOf = (row: ClaimRow, language: string): RedRainClaim => ({
  id: row.id, eventId: row.event_id, title: titleOf(row.title_code, language), claimedAt: row.claimed_at, amount: money(row.amount_minor),
});

function redRainSchedule({ ctx, input, member }: HandlerArgs<'redRainSchedule'>): ValueOf<'redRainSchedule'> {
  const agent = agentOf(member);
  const now = ctx.now();
  const language = lang(input.language);
  const coming = ctx.db.all<RainRow>('SELECT * FROM red_rain_events WHERE ends_at > ? ORDER BY starts_at, id LIMIT 8', now);
  const ended = ctx.db.all<RainRow>('SELECT * FROM red_rain_events WHERE ends_at <= ? AND ends_at > ? ORDER BY ends_at DESC, id DESC LIMIT 4', now, now - DAY);
  const rains = [...coming, ...ended];
  const grabbed = new Map(ctx.db.all<{ event_id: number; amount_minor: number }>(
    `SELECT event_id, amount_minor FROM red_rain_claims WHERE member_id = ? AND event_id IN (${rains.map(() => '?').join(', ') || 'NULL'})`, agent.id, ...rains.map((r) => r.id),
  ).map((c) => [c.event_id, money(c.amount_minor)]));
  return {
    serverTime: now,
    events: rains.map((r) => ({
      id: r.id, title: titleOf(r.title_code, language), startsAt: r.starts_at, endsAt: r.ends_at, minAmount: money(r.min_minor), maxAmount: money(r.max_minor),
      state: stateOf(r, now), claimedAmount: grabbed.get(r.id) ?? null,
    })),
  };
}

function redRainClaims({ ctx, input, member }: HandlerArgs<'redRainClaims'>): ValueOf<'redRainClaims'> {
  const agent = agentOf(member);
  const size = input.pageSize ?? 20;
  const offset = ((input.pageNo ?? 1) - 1) * size;
  const total = ctx.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM red_rain_claims WHERE member_id = ?', agent.id)?.n ?? 0;
  const rows = ctx.db.all<ClaimRow>(`${SELECT_CLAIMS} WHERE c.member_id = ? ORDER BY c.claimed_at DESC, c.id DESC LIMIT ? OFFSET ?`, agent.id, size, offset);
  return { list: rows.map((row) => claimOf(row, lang(input.language))), total };
}

function redRainGrab({ ctx, input, member, headers }: HandlerArgs<'redRainGrab'>): ValueOf<'redRainGrab'> {
  const agent = agentOf(member);
  const key = idempotencyKeyOf(input, headers);
  const now = ctx.now();
  return once(ctx.db, agent.id, 'redRainGrab', key, requestHash({ eventId: input.eventId }), now, () => {
    const rain = ctx.db.get<RainRow>('SELECT * FROM red_rain_events WHERE id = ?', input.eventId)
      ?? fail(404, API_ERROR.notFound, 'This red rain does not exist', { field: 'eventId' });
    if (now < rain.starts_at) fail(409, API_ERROR.rewardNotStarted, 'This red rain has not started yet');
    if (now >= rain.ends_at) fail(409, API_ERROR.rewardExpired, 'This red rain has ended');
    if (ctx.db.get('SELECT 1 AS x FROM red_rain_claims WHERE event_id = ? AND member_id = ?', rain.id, agent.id) !== undefined) {
      fail(409, API_ERROR.rewardClaimed, 'You have already grabbed an envelope in this red rain');
    }
    if (!hasBettingTeam(ctx, agent.id, now)) fail(403, API_ERROR.promotionNotEligible, 'Only agents whose team placed a bet in the last 7 days may grab red envelopes');
    const id = recordClaim(ctx.db, ctx.m.code, rain, agent.id, now);
    const row = ctx.db.get<ClaimRow>(`${SELECT_CLAIMS} WHERE c.id = ?`, id) as ClaimRow;
    return { claim: claimOf(row, lang(input.language)), balance: formatMinor(balanceOf(ctx.db, mainAccount(agent.id))) };
  });
}

export const redRainHandlers = { redRainSchedule, redRainClaims, redRainGrab } satisfies Partial<Handlers>;

/** Control route (tests and QA; the control header guards it like every /__sandbox path): opens a rain, see RedRainOpenRequest. */
export function registerRedRainControl(app: FastifyInstance, ctx: Ctx): void {
  app.post(SANDBOX_CONTROL.redRain, (req, reply) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const check = ctx.v.strict('sandbox', 'RedRainOpenRequest');
    if (!check(body)) return reply.code(400).send({ success: false, code: 'BAD_REQUEST', message: describeErrors(check.errors, 'body').message });
    const min = typeof body['minAmount'] === 'string' ? parseMinor(body['minAmount']) : DEFAULT_RANGE.min;
    const max = typeof body['maxAmount'] === 'string' ? parseMinor(body['maxAmount']) : DEFAULT_RANGE.max;
    if (min <= 0n || max < min) return reply.code(400).send({ success: false, code: 'BAD_REQUEST', message: 'minAmount must be more than 0 and at most maxAmount' });
    const rain = openRain(ctx.db, ctx.now(), (body['startsInSeconds'] as number) * 1000, body['minutes'] as number, [min, max]);
    return { ok: true, state: { event: { id: rain.id, startsAt: rain.starts_at, endsAt: rain.ends_at } } };
  });
}
