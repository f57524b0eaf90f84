// @vitest-environment node
// Node's own Web Crypto: jose refuses jsdom's Uint8Array (another realm), as in wallet-calls.test.ts.
/** The agent calls as the front end sends them (SPEC 7 Agent): contracts, team counters, team reports, downline accounts. */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  answerContract, fetchAgentRegisterSettings, fetchContractInfo, fetchContractTerms, fetchMemberInfo, fetchTeamBets, fetchTeamCounters,
  fetchTeamDividends, fetchTeamMembers, fetchTeamOverview, fetchTeamPnl, fetchTeamTransactions, openDownlineAccount,
} from '../../../src/api/agent.ts';
import { makeSealingKey, type SealingKey } from './sealing-key.ts';
import { installStubPlatform, type StubPlatform } from './stub-platform.ts';

const TOKEN = 'tok-agent-0123456789';
let platform: StubPlatform;
let key: SealingKey;

beforeAll(async () => {
  key = await makeSealingKey('agent-test-key');
});

beforeEach(() => {
  platform = installStubPlatform(() => TOKEN);
});

const opened = (body: unknown) => key.fields(body);

const refusal = { success: false, code: 'AGENT_REFUSED', message: 'not an agent' };
const range = { startDate: '2026-11-01', endDate: '2026-11-25', pageNo: 2, pageSize: 20 };

describe('agent calls', () => {
  it('asks for the member info with the token and no query, and answers the value', async () => {
    const info = { userName: 'agent01', type: 2 };
    platform.answer(info);
    await expect(fetchMemberInfo()).resolves.toStrictEqual(info);
    expect(platform.sent).toHaveLength(1);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/member/info', params: undefined });
    expect(platform.last().headers['Authorization']).toBe(`Bearer ${TOKEN}`);
  });

  it('R7-30 asks the contract daily salary and contract dividend requests, each GET with the token, and reads the prompts from their three fields', async () => {
    platform.replyAt('/wps/agent/contract/daily-salary', { success: true, value: { dailysalreqtype: 'D1', divtypecompperiodreq: 'ignored', contracthoursalreq: 'ignored' } });
    platform.replyAt('/wps/agent/contract/dividend', { success: true, value: { dailysalreqtype: 'ignored', divtypecompperiodreq: 'P7', contracthoursalreq: 'H2' } });
    await expect(fetchContractInfo()).resolves.toStrictEqual({ dailysalreqtype: 'D1', divtypecompperiodreq: 'P7', contracthoursalreq: 'H2' });
    expect(platform.sent.map(({ method, url, params }) => ({ method, url, params }))).toStrictEqual([
      { method: 'GET', url: '/wps/agent/contract/daily-salary', params: undefined },
      { method: 'GET', url: '/wps/agent/contract/dividend', params: undefined },
    ]);
    for (const request of platform.sent) expect(request.headers['Authorization']).toBe(`Bearer ${TOKEN}`);
  });

  it('keeps the prompts of the contract request that answered when the other one is refused', async () => {
    platform.reply(refusal);
    platform.replyAt('/wps/agent/contract/dividend', { success: true, value: { dailysalreqtype: 'D1', divtypecompperiodreq: 'P7', contracthoursalreq: '' } });
    await expect(fetchContractInfo({ quiet: true })).resolves.toStrictEqual({ dailysalreqtype: '', divtypecompperiodreq: 'P7', contracthoursalreq: '' });
    platform.replyAt('/wps/agent/contract/dividend', refusal);
    platform.replyAt('/wps/agent/contract/daily-salary', { success: true, value: { dailysalreqtype: 'D1', divtypecompperiodreq: 'P7', contracthoursalreq: 'H2' } });
    await expect(fetchContractInfo({ quiet: true })).resolves.toStrictEqual({ dailysalreqtype: 'D1', divtypecompperiodreq: '', contracthoursalreq: '' });
  });

  it('asks for today\'s team counters with today as both dates and size 0, and answers the footer', async () => {
    const footer = { teamSize: 12, newMembers: 3, deposit: '100.00' };
    platform.answer({ list: [{ ignored: true }], footer });
    await expect(fetchTeamCounters('2026-11-26')).resolves.toStrictEqual(footer);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/agent/team-kpi' });
    expect(platform.last().params).toStrictEqual({ startDate: '2026-11-26', endDate: '2026-11-26', size: 0 });
  });

  it('asks for the terms of one kind of contract by its kind', async () => {
    const terms = { kind: 'dividend', rows: [] };
    platform.answer(terms);
    await expect(fetchContractTerms('dividend')).resolves.toStrictEqual(terms);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/agent/contract/terms' });
    expect(platform.last().params).toStrictEqual({ kind: 'dividend' });
  });

  it('posts the answer to a contract with its kind and whether it is accepted', async () => {
    platform.answer({ accepted: false });
    await expect(answerContract('dividend', false)).resolves.toStrictEqual({ accepted: false });
    expect(platform.last()).toMatchObject({ method: 'POST', url: '/wps/agent/contract/answer' });
    expect(platform.last().data).toStrictEqual({ kind: 'dividend', accept: false });
    await answerContract('dividend', true);
    expect(platform.last().data).toStrictEqual({ kind: 'dividend', accept: true });
  });

  it.each([
    ['team overview', fetchTeamOverview, '/wps/agent/team/overview'],
    ['team transactions', fetchTeamTransactions, '/wps/agent/team/transactions'],
    ['team profit and loss', fetchTeamPnl, '/wps/agent/team/pnl'],
    ['team bets', fetchTeamBets, '/wps/agent/team/bets'],
    ['team dividends', fetchTeamDividends, '/wps/agent/team/dividends'],
  ] as const)('asks for the %s of a date range and page, and answers the value', async (_name, fetch, url) => {
    const page = { list: [{ userName: 'down01' }], total: 1 };
    platform.answer(page);
    await expect(fetch(range)).resolves.toStrictEqual(page);
    expect(platform.sent).toHaveLength(1);
    expect(platform.last()).toMatchObject({ method: 'GET', url });
    expect(platform.last().params).toStrictEqual(range);
    expect(platform.last().headers['Authorization']).toBe(`Bearer ${TOKEN}`);
  });

  it('asks for the team members by name, parent and page, and answers the value', async () => {
    const page = { list: [{ userName: 'down02' }], total: 1 };
    platform.answer(page);
    const query = { userName: 'down', parent: 'agent01', pageNo: 1, pageSize: 10 };
    await expect(fetchTeamMembers(query)).resolves.toStrictEqual(page);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/agent/team/members' });
    expect(platform.last().params).toStrictEqual(query);
  });

  it('asks for the downline register settings with no query', async () => {
    const settings = { rebateRates: ['0.5', '1.0'] };
    platform.answer(settings);
    await expect(fetchAgentRegisterSettings()).resolves.toStrictEqual(settings);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/agent/register/settings', params: undefined });
  });

  it('seals a new downline account for the platform key and never sends its password in clear', async () => {
    platform.answer({ userName: 'down03', rebateRate: '0.5' });
    const payload = { username: 'down03', password: 'Secret123', confirmPassword: 'Secret123', nickname: 'Three', rebateRate: '0.5' };
    await expect(openDownlineAccount(payload, { publicKey: key.publicKey })).resolves.toStrictEqual({ userName: 'down03', rebateRate: '0.5' });
    expect(platform.sent).toHaveLength(1);
    expect(platform.last()).toMatchObject({ method: 'PUT', url: '/wps/agent/register' });
    expect(platform.last().headers['Encryption']).toBe('agent-test-key');
    expect(JSON.stringify(platform.last().data)).not.toContain('Secret123');
    expect(await opened(platform.last().data)).toStrictEqual(payload);
  });

  it('reports a refused agent call on the general error path unless the caller keeps it quiet', async () => {
    platform.reply(refusal);
    await expect(fetchTeamOverview(range)).rejects.toMatchObject({ code: 'AGENT_REFUSED' });
    expect(platform.onError).toHaveBeenCalledTimes(1);
    platform.onError.mockClear();
    const quiet = { quiet: true };
    await expect(fetchMemberInfo(quiet)).rejects.toMatchObject({ code: 'AGENT_REFUSED' });
    await expect(fetchContractInfo(quiet)).rejects.toMatchObject({ code: 'AGENT_REFUSED' });
    await expect(fetchTeamCounters('2026-11-26', quiet)).rejects.toMatchObject({ code: 'AGENT_REFUSED' });
    await expect(fetchContractTerms('dividend', quiet)).rejects.toMatchObject({ code: 'AGENT_REFUSED' });
    await expect(answerContract('dividend', true, quiet)).rejects.toMatchObject({ code: 'AGENT_REFUSED' });
    await expect(fetchTeamOverview(range, quiet)).rejects.toMatchObject({ code: 'AGENT_REFUSED' });
    await expect(fetchTeamMembers({}, quiet)).rejects.toMatchObject({ code: 'AGENT_REFUSED' });
    await expect(fetchTeamTransactions(range, quiet)).rejects.toMatchObject({ code: 'AGENT_REFUSED' });
    await expect(fetchTeamPnl(range, quiet)).rejects.toMatchObject({ code: 'AGENT_REFUSED' });
    await expect(fetchTeamBets(range, quiet)).rejects.toMatchObject({ code: 'AGENT_REFUSED' });
    await expect(fetchTeamDividends(range, quiet)).rejects.toMatchObject({ code: 'AGENT_REFUSED' });
    await expect(fetchAgentRegisterSettings(quiet)).rejects.toMatchObject({ code: 'AGENT_REFUSED' });
    await expect(openDownlineAccount({ username: 'd', password: 'p', confirmPassword: 'p', rebateRate: '0' }, { quiet: true, publicKey: key.publicKey })).rejects.toMatchObject({ code: 'AGENT_REFUSED' });
    expect(platform.onError).not.toHaveBeenCalled();
  });
});
