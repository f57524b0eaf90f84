// @vitest-environment node
/** The rebate calls as the front end sends them (SPEC 2.13, 7 Agent): the agent's rebate, its claim, its history, the team rebate. */
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import { claimAgentRebate, fetchAgentRebate, fetchRebateHistory, fetchTeamRebate } from '../../../src/api/rebate.ts';
import { installStubPlatform, type StubPlatform } from './stub-platform.ts';

const TOKEN = 'tok-agent-0123456789';
let platform: StubPlatform;

beforeEach(() => {
  platform = installStubPlatform(() => TOKEN);
});

describe('rebate calls', () => {
  it('asks for the agent\'s rebate with the token and no query', async () => {
    const rebate = { period: { start: '2026-11-23', end: '2026-11-29' }, amount: '1.00' };
    platform.answer(rebate);
    await expect(fetchAgentRebate()).resolves.toStrictEqual(rebate);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/agent/rebate', params: undefined });
    expect(platform.last().headers['Authorization']).toBe(`Bearer ${TOKEN}`);
  });

  it('claims with the action\'s idempotency key in a JSON body', async () => {
    platform.answer({ credited: '12.34', balance: '100.00' });
    await expect(claimAgentRebate('key-0123456789abcdef')).resolves.toMatchObject({ credited: '12.34' });
    expect(platform.last()).toMatchObject({ method: 'POST', url: '/wps/agent/rebate/claim', data: { idempotencyKey: 'key-0123456789abcdef' } });
  });

  it('hands a refused claim back with the platform\'s code and message', async () => {
    platform.reply({ success: false, code: 'REWARD_ALREADY_CLAIMED', message: 'You have already claimed the rebate of this period' });
    const refused = claimAgentRebate('key-0123456789abcdef', { quiet: true });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ code: 'REWARD_ALREADY_CLAIMED', message: 'You have already claimed the rebate of this period' });
    expect(platform.onError).not.toHaveBeenCalled();
  });

  it('asks for a page of the history and for the team rebate of a period and a member', async () => {
    platform.answer({ list: [], total: 0 });
    await fetchRebateHistory({ pageNo: 2, pageSize: 20 });
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/agent/rebate/history', params: { pageNo: 2, pageSize: 20 } });
    await fetchTeamRebate({ periodStart: '2026-11-16', userName: 'team07', pageNo: 1, pageSize: 20 });
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/agent/rebate/team', params: { periodStart: '2026-11-16', userName: 'team07', pageNo: 1, pageSize: 20 } });
  });
});
