// @vitest-environment node
/** The reward centre, sign-in, cash back and VIP calls as the front end sends them. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  claimRebate, claimReward, fetchRebate, fetchRewards, fetchSignIn, fetchVip, signInToday,
} from '../../../src/api/rewards.ts';
import { installStubPlatform, type StubPlatform } from './stub-platform.ts';

const TOKEN = 'tok-0123456789abcdef';
const KEY = 'key-0123456789abcdef';
const REFUSAL = { success: false, code: 'REWARD_REFUSED', message: 'Refused' } as const;

let platform: StubPlatform;

beforeEach(() => {
  platform = installStubPlatform(() => TOKEN);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the reward centre', () => {
  it('lists rewards with GET in the given language and the token, and answers the list as sent', async () => {
    const value = { unclaimed: [{ id: 1 }], claimed: [] };
    platform.answer(value);
    expect(await fetchRewards('TY')).toStrictEqual(value);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/rewards/list' });
    expect(platform.last().params).toStrictEqual({ language: 'TY' });
    expect(platform.last().headers['Authorization']).toBe(`Bearer ${TOKEN}`);
  });

  it('claims one reward with POST, the reward id, the action\'s key and the language, and answers the claim', async () => {
    const value = { amount: '10.00', balance: '110.00' };
    platform.answer(value);
    expect(await claimReward(42, KEY, 'EN')).toStrictEqual(value);
    expect(platform.last()).toMatchObject({ method: 'POST', url: '/wps/rewards/claim' });
    expect(platform.last().data).toStrictEqual({ rewardId: 42, idempotencyKey: KEY, language: 'EN' });
  });
});

describe('daily sign-in', () => {
  it('asks for the month\'s calendar with GET and answers it as sent', async () => {
    const value = { days: [1, 2], signedToday: false };
    platform.answer(value);
    expect(await fetchSignIn()).toStrictEqual(value);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/rewards/sign-in', params: undefined });
  });

  it('signs in today with POST and the action\'s key, and answers what was credited', async () => {
    const value = { credited: '1.00' };
    platform.answer(value);
    expect(await signInToday(KEY)).toStrictEqual(value);
    expect(platform.last()).toMatchObject({ method: 'POST', url: '/wps/rewards/sign-in' });
    expect(platform.last().data).toStrictEqual({ idempotencyKey: KEY });
  });
});

describe('cash back', () => {
  it('asks for the cash back per category with GET and answers it as sent', async () => {
    const value = { categories: [{ category: 'RNG', amount: '3.00' }] };
    platform.answer(value);
    expect(await fetchRebate()).toStrictEqual(value);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/rewards/rebate', params: undefined });
  });

  it('claims one category with its name and the key, and all categories with the key alone', async () => {
    const value = { credited: '3.00', categories: [] };
    platform.answer(value);
    expect(await claimRebate('RNG', KEY)).toStrictEqual(value);
    expect(platform.last()).toMatchObject({ method: 'POST', url: '/wps/rewards/rebate/claim' });
    expect(platform.last().data).toStrictEqual({ category: 'RNG', idempotencyKey: KEY });
    expect(await claimRebate(undefined, KEY)).toStrictEqual(value);
    expect(platform.last()).toMatchObject({ method: 'POST', url: '/wps/rewards/rebate/claim' });
    expect(platform.last().data).toStrictEqual({ idempotencyKey: KEY });
  });
});

describe('VIP', () => {
  it('asks for the VIP levels with GET and answers them as sent', async () => {
    const value = { levels: [{ level: 1 }], current: 1 };
    platform.answer(value);
    expect(await fetchVip()).toStrictEqual(value);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/rewards/vip', params: undefined });
  });
});

describe('refusals', () => {
  const calls: [string, (quiet?: { quiet: true }) => Promise<unknown>][] = [
    ['the reward list', (o) => fetchRewards('EN', o)],
    ['a reward claim', (o) => claimReward(42, KEY, 'EN', o)],
    ['the sign-in calendar', (o) => fetchSignIn(o)],
    ['a sign-in', (o) => signInToday(KEY, o)],
    ['the cash back status', (o) => fetchRebate(o)],
    ['a cash back claim', (o) => claimRebate(undefined, KEY, o)],
    ['the VIP levels', (o) => fetchVip(o)],
  ];

  it.each(calls)('%s throws the refusal and reports it, unless asked to stay quiet', async (_name, run) => {
    platform.reply(REFUSAL);
    await expect(run()).rejects.toMatchObject({ code: 'REWARD_REFUSED', message: 'Refused' });
    expect(platform.onError).toHaveBeenCalledTimes(1);
    await expect(run({ quiet: true })).rejects.toMatchObject({ code: 'REWARD_REFUSED' });
    expect(platform.onError).toHaveBeenCalledTimes(1);
  });
});
