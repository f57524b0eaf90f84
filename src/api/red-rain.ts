/**
 * The agents' red rain (SPEC 2.13 agent grid, D15): the schedule with the platform's clock, the agent's own
 * grabs and the grab. A grab carries the idempotency key the screen made once for the tap: a retry of that tap
 * sends the same key and is answered the first answer, never a second credit.
 */
import type { RedRainClaim, RedRainClaimsResponse, RedRainEvent, RedRainGrabResponse, RedRainScheduleResponse } from '../generated/api/redrain.ts';
import { call, type CallOptions } from './client.ts';

export type { RedRainClaim, RedRainEvent };
export type RedRainSchedule = RedRainScheduleResponse['value'];
export type RedRainClaims = RedRainClaimsResponse['value'];
export type RedRainGrab = RedRainGrabResponse['value'];

/** The live and upcoming rains (the next first), those ended in the last day, and the platform's clock; titles in `language`. */
export function fetchRedRainSchedule(language: string, options?: CallOptions): Promise<RedRainSchedule> {
  return call('redRainSchedule', { language }, options);
}

/** One page of the agent's own grabs, newest first. */
export function fetchRedRainClaims(query: { pageNo: number; pageSize: number; language: string }, options?: CallOptions): Promise<RedRainClaims> {
  return call('redRainClaims', query, options);
}

/** Grabs one envelope of a live rain into the main wallet. */
export function grabRedRain(eventId: number, idempotencyKey: string, language: string, options?: CallOptions): Promise<RedRainGrab> {
  return call('redRainGrab', { eventId, idempotencyKey, language }, options);
}
