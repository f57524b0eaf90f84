/** The agent home's data (SPEC 2.13, 7 Agent; D6): member info first, then wallet, counters and contracts; answers of an older visit never show. */
import { act, renderHook, waitFor } from '@testing-library/react';
import { snapshot } from 'valtio';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContractInfo, TeamCounters } from '../../../src/api/agent.ts';
import type { CallOptions } from '../../../src/api/client.ts';
import { ApiError } from '../../../src/api/errors.ts';
import type { MemberInfo } from '../../../src/generated/api/member.ts';
import { agentStore, loadAgentHome, resetAgentStore, useAgentHome } from '../../../src/state/agent-store.ts';
import { sessionStore, startSession } from '../../../src/state/session-store.ts';
import { deferred } from './deferred.ts';

const api = vi.hoisted(() => ({
  fetchMemberInfo: vi.fn<(options?: CallOptions) => Promise<MemberInfo>>(),
  fetchTeamCounters: vi.fn<(today: string, options?: CallOptions) => Promise<TeamCounters>>(),
  fetchContractInfo: vi.fn<(options?: CallOptions) => Promise<ContractInfo>>(),
}));
vi.mock('../../../src/api/agent.ts', async (original) => ({ ...(await original<object>()), ...api }));
const wallet = vi.hoisted(() => ({ refreshWallet: vi.fn<() => Promise<void>>() }));
vi.mock('../../../src/state/wallet-store.ts', async (original) => ({ ...(await original<object>()), ...wallet }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const TODAY = '2030-01-02';
const info = (account: string): MemberInfo => ({
  id: 9, type: 1, account, nickname: `${account} nick`, clubLabel: null, agent: true, mobileNum: '0812345678', email: `${account}@example.com`, dividendInfo: '10%',
});
const INFO = info('agent01');
const COUNTERS: TeamCounters = { teamLoginMemberCount: 4, teamBetMemberCount: 3, teamRegisterMemberCount: 2, teamOnlineCount: 1 };
const CONTRACTS: ContractInfo = { dailysalreqtype: '1', divtypecompperiodreq: '0', contracthoursalreq: '1' };
const INITIAL = { ready: false, counters: undefined, countersFailed: undefined, contracts: undefined };
const closed = () => new ApiError('REPORT_CLOSED', 'Reports are closed', 200);

const signIn = () => startSession({ token: 'token-agent', merchantCode: 'ttslot', userName: 'agent01', type: 1, firstTimeLogin: false, read: true }, { remember: false });

/** Fills every field, as a finished earlier visit would have. */
function fillStore(): void {
  agentStore.ready = true;
  agentStore.counters = COUNTERS;
  agentStore.countersFailed = closed();
  agentStore.contracts = CONTRACTS;
}

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  wallet.refreshWallet.mockReset().mockResolvedValue(undefined);
});

describe('agent home state (SPEC 2.13, D6)', () => {
  it('starts not ready, with no counters, no counters failure and no contracts', () => {
    expect(snapshot(agentStore)).toStrictEqual(INITIAL);
  });

  it('reset brings back the initial state', () => {
    fillStore();
    resetAgentStore();
    expect(snapshot(agentStore)).toStrictEqual(INITIAL);
  });

  it('without a session nothing is asked, the last visit\'s data is gone and the menus stay inert', async () => {
    fillStore();
    await expect(loadAgentHome(TODAY)).resolves.toBeUndefined();
    expect(snapshot(agentStore)).toStrictEqual(INITIAL);
    expect(api.fetchMemberInfo).not.toHaveBeenCalled();
    expect(api.fetchTeamCounters).not.toHaveBeenCalled();
    expect(api.fetchContractInfo).not.toHaveBeenCalled();
    expect(wallet.refreshWallet).not.toHaveBeenCalled();
  });

  it('each visit starts from the initial state while its member info is out', () => {
    signIn();
    fillStore();
    api.fetchMemberInfo.mockReturnValue(new Promise(() => undefined));
    void loadAgentHome(TODAY);
    expect(snapshot(agentStore)).toStrictEqual(INITIAL);
  });

  it('asks member info quietly first; once it answers the menus act and wallet, counters and contracts are asked', async () => {
    signIn();
    const member = deferred<MemberInfo>();
    const counters = deferred<TeamCounters>();
    const contracts = deferred<ContractInfo>();
    api.fetchMemberInfo.mockReturnValue(member.promise);
    api.fetchTeamCounters.mockReturnValue(counters.promise);
    api.fetchContractInfo.mockReturnValue(contracts.promise);
    const load = loadAgentHome(TODAY);
    expect(api.fetchMemberInfo.mock.calls).toStrictEqual([[{ quiet: true }]]);
    await settle();
    expect(agentStore.ready).toBe(false);
    expect(api.fetchTeamCounters).not.toHaveBeenCalled();
    expect(api.fetchContractInfo).not.toHaveBeenCalled();
    expect(wallet.refreshWallet).not.toHaveBeenCalled();
    member.resolve(INFO);
    await settle();
    expect(snapshot(sessionStore).memberInfo).toStrictEqual(INFO);
    expect(snapshot(agentStore)).toStrictEqual({ ...INITIAL, ready: true });
    expect(wallet.refreshWallet.mock.calls).toStrictEqual([[]]);
    expect(api.fetchTeamCounters.mock.calls).toStrictEqual([[TODAY, { quiet: true }]]);
    expect(api.fetchContractInfo.mock.calls).toStrictEqual([[{ quiet: true }]]);
    counters.resolve(COUNTERS);
    contracts.resolve(CONTRACTS);
    await expect(load).resolves.toBeUndefined();
    expect(snapshot(agentStore)).toStrictEqual({ ready: true, counters: COUNTERS, countersFailed: undefined, contracts: CONTRACTS });
  });

  it('a member info failure leaves the menus inert and asks nothing more', async () => {
    signIn();
    api.fetchMemberInfo.mockRejectedValue(closed());
    await expect(loadAgentHome(TODAY)).resolves.toBeUndefined();
    expect(snapshot(agentStore)).toStrictEqual(INITIAL);
    expect(sessionStore.memberInfo).toBeUndefined();
    expect(api.fetchTeamCounters).not.toHaveBeenCalled();
    expect(api.fetchContractInfo).not.toHaveBeenCalled();
    expect(wallet.refreshWallet).not.toHaveBeenCalled();
  });

  it('a counters failure is kept as the error for the screen; the contracts still show', async () => {
    signIn();
    const error = closed();
    api.fetchMemberInfo.mockResolvedValue(INFO);
    api.fetchTeamCounters.mockRejectedValue(error);
    api.fetchContractInfo.mockResolvedValue(CONTRACTS);
    await expect(loadAgentHome(TODAY)).resolves.toBeUndefined();
    expect(agentStore.countersFailed).toBe(error);
    expect(snapshot(agentStore)).toStrictEqual({ ready: true, counters: undefined, countersFailed: error, contracts: CONTRACTS });
  });

  it('a contracts failure is ignored: the counters show and the load ends normally', async () => {
    signIn();
    api.fetchMemberInfo.mockResolvedValue(INFO);
    api.fetchTeamCounters.mockResolvedValue(COUNTERS);
    api.fetchContractInfo.mockRejectedValue(closed());
    await expect(loadAgentHome(TODAY)).resolves.toBeUndefined();
    expect(snapshot(agentStore)).toStrictEqual({ ready: true, counters: COUNTERS, countersFailed: undefined, contracts: undefined });
  });

  it('the hook follows the store', async () => {
    signIn();
    api.fetchMemberInfo.mockResolvedValue(INFO);
    api.fetchTeamCounters.mockResolvedValue(COUNTERS);
    api.fetchContractInfo.mockResolvedValue(CONTRACTS);
    const { result } = renderHook(() => useAgentHome());
    expect(result.current.ready).toBe(false);
    await act(() => loadAgentHome(TODAY));
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.counters).toStrictEqual(COUNTERS);
    expect(result.current.contracts).toStrictEqual(CONTRACTS);
  });
});

describe('answers of an older visit (SPEC 2.13, D6)', () => {
  it('a newer visit started while the member info is out discards the older member info', async () => {
    signIn();
    const older = deferred<MemberInfo>();
    const newer = deferred<MemberInfo>();
    api.fetchMemberInfo.mockReturnValueOnce(older.promise).mockReturnValueOnce(newer.promise);
    api.fetchTeamCounters.mockResolvedValue(COUNTERS);
    api.fetchContractInfo.mockResolvedValue(CONTRACTS);
    const first = loadAgentHome(TODAY);
    const second = loadAgentHome('2030-01-03');
    older.resolve(info('stale'));
    await first;
    expect(sessionStore.memberInfo).toBeUndefined();
    expect(snapshot(agentStore)).toStrictEqual(INITIAL);
    expect(api.fetchTeamCounters).not.toHaveBeenCalled();
    expect(api.fetchContractInfo).not.toHaveBeenCalled();
    expect(wallet.refreshWallet).not.toHaveBeenCalled();
    newer.resolve(INFO);
    await second;
    expect(snapshot(sessionStore).memberInfo).toStrictEqual(INFO);
    expect(api.fetchTeamCounters.mock.calls).toStrictEqual([['2030-01-03', { quiet: true }]]);
    expect(snapshot(agentStore)).toStrictEqual({ ready: true, counters: COUNTERS, countersFailed: undefined, contracts: CONTRACTS });
  });

  it('a reset while the member info is out discards it', async () => {
    signIn();
    const member = deferred<MemberInfo>();
    api.fetchMemberInfo.mockReturnValue(member.promise);
    const load = loadAgentHome(TODAY);
    resetAgentStore();
    member.resolve(INFO);
    await load;
    expect(sessionStore.memberInfo).toBeUndefined();
    expect(snapshot(agentStore)).toStrictEqual(INITIAL);
    expect(api.fetchTeamCounters).not.toHaveBeenCalled();
  });

  /** Starts a visit whose member info has answered, with its counters and contracts still out. */
  async function visitWaitingForData() {
    const counters = deferred<TeamCounters>();
    const contracts = deferred<ContractInfo>();
    api.fetchMemberInfo.mockResolvedValueOnce(INFO);
    api.fetchTeamCounters.mockReturnValueOnce(counters.promise);
    api.fetchContractInfo.mockReturnValueOnce(contracts.promise);
    const load = loadAgentHome(TODAY);
    await settle();
    expect(agentStore.ready).toBe(true);
    return { load, counters, contracts };
  }

  it('counters and contracts of an older visit do not show in a newer one', async () => {
    signIn();
    const older = await visitWaitingForData();
    api.fetchMemberInfo.mockReturnValue(new Promise(() => undefined));
    void loadAgentHome(TODAY);
    older.counters.resolve(COUNTERS);
    older.contracts.resolve(CONTRACTS);
    await older.load;
    expect(snapshot(agentStore)).toStrictEqual(INITIAL);
  });

  it('a counters failure of an older visit does not show in a newer one', async () => {
    signIn();
    const older = await visitWaitingForData();
    api.fetchMemberInfo.mockReturnValue(new Promise(() => undefined));
    void loadAgentHome(TODAY);
    older.counters.reject(closed());
    older.contracts.resolve(CONTRACTS);
    await older.load;
    expect(snapshot(agentStore)).toStrictEqual(INITIAL);
  });

  it('counters, a counters failure and contracts that answer after a reset do not show', async () => {
    signIn();
    const succeeding = await visitWaitingForData();
    resetAgentStore();
    succeeding.counters.resolve(COUNTERS);
    succeeding.contracts.resolve(CONTRACTS);
    await succeeding.load;
    expect(snapshot(agentStore)).toStrictEqual(INITIAL);
    const failing = await visitWaitingForData();
    resetAgentStore();
    failing.counters.reject(closed());
    failing.contracts.resolve(CONTRACTS);
    await failing.load;
    expect(snapshot(agentStore)).toStrictEqual(INITIAL);
  });

  it('after a reset and then a newer visit, the oldest visit\'s answers still do not show', async () => {
    signIn();
    const oldest = await visitWaitingForData();
    resetAgentStore();
    api.fetchMemberInfo.mockReturnValue(new Promise(() => undefined));
    void loadAgentHome(TODAY);
    oldest.counters.reject(closed());
    oldest.contracts.resolve(CONTRACTS);
    await oldest.load;
    expect(snapshot(agentStore)).toStrictEqual(INITIAL);
  });
});
