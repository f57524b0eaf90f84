/**
 * The agent's rebate and the team rebate (SPEC 2.13, 7 Agent; D15 menu keys GAMSER and AGEREBINC3).
 * A claim moves money: it takes the idempotency key the screen made once for the agent's action
 * (newIdempotencyKey), so a retry is answered with the first answer and pays nothing twice.
 */
import type { AgentRebate, AgentRebateClaimResponse, AgentRebateHistoryResponse, RebatePeriod, RebateSettlement, TeamRebateQuery, TeamRebateResponse } from '../generated/api/rebate.ts';
import { call, type CallOptions } from './client.ts';

export type { AgentRebate, RebatePeriod, RebateSettlement };
export type RebateCategory = AgentRebate['categories'][number];
export type RebateClaimResult = AgentRebateClaimResponse['value'];
export type RebateHistory = AgentRebateHistoryResponse['value'];
export type TeamRebate = TeamRebateResponse['value'];
export type TeamRebateRow = TeamRebate['list'][number];

/** The agent's rates per category and the current period's accrual. */
export function fetchAgentRebate(options?: CallOptions): Promise<AgentRebate> {
  return call('agentRebate', undefined, options);
}

/** Claims the current period's accrued rebate into the main wallet. */
export function claimAgentRebate(idempotencyKey: string, options?: CallOptions): Promise<RebateClaimResult> {
  return call('agentRebateClaim', { idempotencyKey }, options);
}

/** A page of the settled periods, newest first. */
export function fetchRebateHistory(page: { pageNo: number; pageSize: number }, options?: CallOptions): Promise<RebateHistory> {
  return call('agentRebateHistory', page, options);
}

/** The downline members' rebates of one period (the current one without periodStart), optionally one member's. */
export function fetchTeamRebate(query: TeamRebateQuery, options?: CallOptions): Promise<TeamRebate> {
  return call('teamRebate', query, options);
}
