/** Agent calls (SPEC 2.13, 6, 7 Agent; D16): contracts, team counters and the team reports. */
import type {
  AgentRegisterRequest, AgentRegisterResponse, AgentRegisterSettingsResponse, ContractAnswerResponse, ContractResponse, ContractTermsResponse, DividendResponse, TeamBetsResponse, TeamKpiResponse, TeamMembersQuery,
  TeamMembersResponse, TeamOverviewResponse, TeamPnlResponse, TeamRangeQuery, TeamTransactionsResponse,
} from '../generated/api/agent.ts';
import type { MemberInfoResponse } from '../generated/api/member.ts';
import { call, type CallOptions } from './client.ts';

export type ContractKind = ContractTermsResponse['value']['kind'];
export type ContractInfo = ContractResponse['value'];
export type ContractTerms = ContractTermsResponse['value'];
export type TeamCounters = TeamKpiResponse['value']['footer'];
export type TeamRange = Pick<TeamRangeQuery, 'startDate' | 'endDate' | 'pageNo' | 'pageSize'>;
export type TeamOverview = TeamOverviewResponse['value'];
export type TeamMembers = TeamMembersResponse['value'];
export type TeamTransactions = TeamTransactionsResponse['value'];
export type TeamPnl = TeamPnlResponse['value'];
export type TeamBets = TeamBetsResponse['value'];
export type TeamDividends = DividendResponse['value'];

export function fetchMemberInfo(options?: CallOptions): Promise<MemberInfoResponse['value']> {
  return call('memberInfo', undefined, options);
}

/**
 * The pending contract requests (SPEC 7 Agent, D16): the contract daily salary request and the contract dividend
 * request side by side, both GET with the token and both answering dailysalreqtype, divtypecompperiodreq and
 * contracthoursalreq. The daily salary prompt reads the daily salary request's field, the dividend and hourly
 * prompts the dividend request's; a request that fails leaves its prompts out, both failing is a failure.
 */
export async function fetchContractInfo(options?: CallOptions): Promise<ContractInfo> {
  const [daily, dividend] = await Promise.allSettled([call('contractDailySalary', undefined, options), call('contractDividend', undefined, options)]);
  if (daily.status === 'rejected' && dividend.status === 'rejected') throw dividend.reason;
  return {
    dailysalreqtype: daily.status === 'fulfilled' ? daily.value.dailysalreqtype : '',
    divtypecompperiodreq: dividend.status === 'fulfilled' ? dividend.value.divtypecompperiodreq : '',
    contracthoursalreq: dividend.status === 'fulfilled' ? dividend.value.contracthoursalreq : '',
  };
}

/** Today's team counters (SPEC 7: startDate and endDate today, size 0; reads value.footer). */
export async function fetchTeamCounters(today: string, options?: CallOptions): Promise<TeamCounters> {
  return (await call('teamKpi', { startDate: today, endDate: today, size: 0 }, options)).footer;
}

export function fetchContractTerms(kind: ContractKind, options?: CallOptions): Promise<ContractTerms> {
  return call('contractTerms', { kind }, options);
}

export function answerContract(kind: ContractKind, accept: boolean, options?: CallOptions): Promise<ContractAnswerResponse['value']> {
  return call('contractAnswer', { kind, accept }, options);
}

export const fetchTeamOverview = (range: TeamRange, options?: CallOptions): Promise<TeamOverview> => call('teamOverview', range, options);
export const fetchTeamMembers = (query: TeamMembersQuery, options?: CallOptions): Promise<TeamMembers> => call('teamMembers', query, options);
export const fetchTeamTransactions = (range: TeamRange, options?: CallOptions): Promise<TeamTransactions> => call('teamTransactions', range, options);
export const fetchTeamPnl = (range: TeamRange, options?: CallOptions): Promise<TeamPnl> => call('teamPnl', range, options);
export const fetchTeamBets = (range: TeamRange, options?: CallOptions): Promise<TeamBets> => call('teamBets', range, options);
export const fetchTeamDividends = (range: TeamRange, options?: CallOptions): Promise<TeamDividends> => call('teamDividends', range, options);

export type AgentRegisterSettings = AgentRegisterSettingsResponse['value'];
export type AgentRegisterPayload = AgentRegisterRequest;

export const fetchAgentRegisterSettings = (options?: CallOptions): Promise<AgentRegisterSettings> => call('agentRegisterSettings', undefined, options);

/** Opens a downline account: the body is sealed like registration's (DESIGN 4). */
export function openDownlineAccount(payload: AgentRegisterRequest, options?: CallOptions): Promise<AgentRegisterResponse['value']> {
  return call('agentRegister', payload, options);
}
