/**
 * The agent home's data (SPEC 2.13, 7 Agent; D6): member info, today's team counters and the pending
 * contract requests, loaded once per visit. Until the member info has answered the session is "loading"
 * and the agent home's menus do nothing (R2.13-12, D6).
 */
import { proxy, useSnapshot } from 'valtio';
import { type ContractInfo, fetchContractInfo, fetchMemberInfo, fetchTeamCounters, type TeamCounters } from '../api/agent.ts';
import type { ApiError } from '../api/errors.ts';
import { refreshWallet } from './wallet-store.ts';
import { sessionStore, setMemberInfo } from './session-store.ts';

interface AgentState {
  /** The member info of this visit answered: menus act. */
  ready: boolean;
  counters: TeamCounters | undefined;
  countersFailed: ApiError | undefined;
  contracts: ContractInfo | undefined;
}

const initial = (): AgentState => ({ ready: false, counters: undefined, countersFailed: undefined, contracts: undefined });

export const agentStore = proxy<AgentState>(initial());

let visit = 0;

/** Loads the agent home: member info first (menus act after it), then balance, counters and contracts side by side. */
export async function loadAgentHome(today: string): Promise<void> {
  visit += 1;
  const mine = visit;
  Object.assign(agentStore, initial());
  if (sessionStore.session === undefined) return;
  try {
    const info = await fetchMemberInfo({ quiet: true });
    if (mine !== visit) return;
    setMemberInfo(info);
  } catch {
    // the general error path of a later call tells the user; the menus stay inert without a session
    return;
  }
  agentStore.ready = true;
  await Promise.all([
    refreshWallet(),
    fetchTeamCounters(today, { quiet: true }).then((counters) => {
      if (mine === visit) agentStore.counters = counters;
    }, (error: ApiError) => {
      if (mine === visit) agentStore.countersFailed = error;
    }),
    fetchContractInfo({ quiet: true }).then((contracts) => {
      if (mine === visit) agentStore.contracts = contracts;
    }, () => undefined),
  ]);
}

export function resetAgentStore(): void {
  visit += 1;
  Object.assign(agentStore, initial());
}

export function useAgentHome(): Readonly<AgentState> {
  return useSnapshot(agentStore);
}
