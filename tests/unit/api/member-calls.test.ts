// @vitest-environment node
/** The member calls as the front end sends them (SPEC 7 Member, Affiliate): member info, the head icon and the invitation code. */
import { beforeEach, describe, expect, it } from 'vitest';
import { fetchAffiliateCode, fetchHeadIcon, fetchMemberInfo, saveHeadIcon } from '../../../src/api/member.ts';
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

  it('R7-25 fetches the head icon with GET and the token, no query, and answers the choice and the presets', async () => {
    const value = { current: 'tiger', icons: [{ id: 'tiger', name: 'Tiger', url: '/cdn/ttslot/avatar/tiger.png' }] };
    platform.answer(value);
    await expect(fetchHeadIcon()).resolves.toStrictEqual(value);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/member/head-icon', params: undefined });
    expect(platform.last().headers['Authorization']).toBe(`Bearer ${TOKEN}`);
  });

  it('R7-25 saves the head icon with POST form-urlencoded (not JSON), with the token, and answers the head icon as saved', async () => {
    const value = { current: 'panda', icons: [] };
    platform.answer(value);
    await expect(saveHeadIcon('panda')).resolves.toStrictEqual(value);
    expect(platform.last()).toMatchObject({ method: 'POST', url: '/wps/member/head-icon', data: 'iconId=panda' });
    expect(String(platform.last().headers['Content-Type'])).toMatch(/^application\/x-www-form-urlencoded/);
    expect(platform.last().headers['Authorization']).toBe(`Bearer ${TOKEN}`);
  });

  it('reports a refused member call on the general error path unless the caller keeps it quiet', async () => {
    platform.reply(refusal);
    await expect(fetchMemberInfo()).rejects.toMatchObject({ code: 'SESSION_EXPIRED', message: 'log in again' });
    await expect(fetchAffiliateCode()).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    await expect(saveHeadIcon('lion')).rejects.toMatchObject({ code: 'SESSION_EXPIRED', message: 'log in again' });
    expect(platform.onError).toHaveBeenCalledTimes(3);
    platform.onError.mockClear();
    await expect(fetchMemberInfo({ quiet: true })).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    await expect(fetchAffiliateCode({ quiet: true })).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    await expect(fetchHeadIcon({ quiet: true })).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(platform.onError).not.toHaveBeenCalled();
  });
});
