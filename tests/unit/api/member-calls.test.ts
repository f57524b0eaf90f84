// @vitest-environment node
/** The member calls as the front end sends them (SPEC 7 Member, Affiliate): member info and the invitation code. */
import { beforeEach, describe, expect, it } from 'vitest';
import { fetchAffiliateCode, fetchMemberInfo } from '../../../src/api/member.ts';
import { installStubPlatform, type StubPlatform } from './stub-platform.ts';

const TOKEN = 'tok-member-0123456789';
let platform: StubPlatform;

beforeEach(() => {
  platform = installStubPlatform(() => TOKEN);
});

const refusal = { success: false, code: 'SESSION_EXPIRED', message: 'log in again' };

describe('member calls', () => {
  it('asks for the member info with the token and no query, and answers the value', async () => {
    const info = { userName: 'demo01', type: 1, nickname: 'Demo' };
    platform.answer(info);
    await expect(fetchMemberInfo()).resolves.toStrictEqual(info);
    expect(platform.sent).toHaveLength(1);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/member/info', params: undefined });
    expect(platform.last().headers['Authorization']).toBe(`Bearer ${TOKEN}`);
  });

  it('R7-27 affiliate is GET with the module id and the token; the invitation code is read from value.code', async () => {
    platform.answer({ code: 'INV12345', link: 'https://m.example/r/INV12345' });
    await expect(fetchAffiliateCode()).resolves.toBe('INV12345');
    expect(platform.sent).toHaveLength(1);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/member/affiliate-code' });
    expect(platform.last().params).toStrictEqual({ moduleId: 'COMM3' });
    expect(platform.last().headers['Authorization']).toBe(`Bearer ${TOKEN}`);
    platform.answer({ code: '' });
    await expect(fetchAffiliateCode()).resolves.toBe('');
  });

  it('reports a refused member call on the general error path unless the caller keeps it quiet', async () => {
    platform.reply(refusal);
    await expect(fetchMemberInfo()).rejects.toMatchObject({ code: 'SESSION_EXPIRED', message: 'log in again' });
    await expect(fetchAffiliateCode()).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(platform.onError).toHaveBeenCalledTimes(2);
    platform.onError.mockClear();
    await expect(fetchMemberInfo({ quiet: true })).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    await expect(fetchAffiliateCode({ quiet: true })).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(platform.onError).not.toHaveBeenCalled();
  });
});
