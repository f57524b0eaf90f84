import type { AxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import { configureClient, http } from '../../../src/api/client.ts';
import { addFavourite, fetchFavouriteIds, fetchFavouriteList, fetchGameList, fetchHotGames, removeFavourite } from '../../../src/api/games.ts';
import { fetchHomeAnnouncements } from '../../../src/api/announcements.ts';
import { forgotPasswordByEmail } from '../../../src/api/password.ts';
import { checkInvitationCode } from '../../../src/api/register.ts';
import { createTrialAccount, testPlay } from '../../../src/api/session.ts';
import { sendSmsCode } from '../../../src/api/sms.ts';
import { setMerchant } from '../../../src/config/merchant.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { deviceHeader } from '../../../src/state/device.ts';
import { currentToken, endSession, logout, startSession } from '../../../src/state/session-store.ts';

interface Sent {
  method: string;
  url: string;
  params: Record<string, unknown> | undefined;
  data: unknown;
  headers: Record<string, unknown>;
}

let sent: Sent[] = [];
let answer: unknown = undefined;

function stubAdapter(): void {
  http.defaults.adapter = async (config: AxiosRequestConfig) => {
    const headers = (config.headers as { toJSON?: () => Record<string, unknown> } | undefined)?.toJSON?.() ?? {};
    sent.push({ method: (config.method ?? 'get').toUpperCase(), url: config.url ?? '', params: config.params as Record<string, unknown> | undefined, data: config.data, headers });
    return { data: { success: true, value: answer }, status: 200, statusText: 'OK', headers: {}, config: config as never };
  };
}

beforeEach(() => {
  setMerchant(ttslot as unknown as Merchant);
  sent = [];
  answer = undefined;
  stubAdapter();
  configureClient({ token: currentToken, device: deviceHeader, language: () => 'EN', onError: () => {} });
  endSession();
});
afterEach(() => vi.unstubAllGlobals());

const session = { token: 'tok-0123456789abcdef', merchantCode: 'ttslot', userName: 'demo01', type: 1 as const, firstTimeLogin: false, read: true };

describe('the calls of SPEC 7 as the front end sends them', () => {
  it('R7-3 the Device header is OTHERS as a standalone home-screen app, MOBILE otherwise', async () => {
    answer = { list: [] };
    await fetchHotGames('EN');
    expect(sent.at(-1)?.headers['Device']).toBe('MOBILE');
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('standalone'), media: query }));
    await fetchHotGames('EN');
    expect(sent.at(-1)?.headers['Device']).toBe('OTHERS');
  });

  it('R7-4 logout is DELETE with the token, and the session ends even when it fails', async () => {
    startSession(session, { remember: true });
    await logout();
    expect(sent[0]).toMatchObject({ method: 'DELETE', url: '/wps/session' });
    expect(sent[0]?.headers['Authorization']).toBe(`Bearer ${session.token}`);
    startSession(session, { remember: true });
    http.defaults.adapter = async () => Promise.reject(new Error('offline'));
    await logout();
    expect(localStorage.getItem('MC_SESSION_INFO')).toBeNull();
  });

  // SPEC 7 says form-urlencoded; the platform takes JSON only, so no cross-site form can post it (docs/platform.md)
  it('R5-4 forgot password by e-mail trims the username and the email; it is POST JSON (not form-urlencoded, see docs/platform.md)', async () => {
    await forgotPasswordByEmail(' demo01 ', ' demo01@example.com ');
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/wps/password/forgot' });
    expect(String(sent[0]?.headers['Content-Type'])).toContain('application/json');
    expect(JSON.parse(String(sent[0]?.data))).toEqual({ username: 'demo01', email: 'demo01@example.com' });
  });

  it('R7-13 the SMS code request is POST JSON with mobileNum and countryDialingCode and reads value.expirationTime', async () => {
    answer = { expirationTime: 1_900_000_000_000 };
    expect(await sendSmsCode('9170000001', '63')).toBe(1_900_000_000_000);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/wps/sms/send' });
    expect(JSON.parse(String(sent[0]?.data))).toEqual({ mobileNum: '9170000001', countryDialingCode: '63' });
  });

  it('R7-35 the game list is GET with merchant, platform html5, gameType, pageNo, pageSize and language', async () => {
    answer = { games: [], pageNum: 1, totalPages: 1 };
    await fetchGameList({ gameType: 'RNG', pageNo: 2, pageSize: 25, language: 'EN', vassalage: 'PG', gameName: 'dragon' });
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/wps/game/list' });
    expect(sent[0]?.params).toMatchObject({ merchant: 'ttslot', platform: 'html5', gameType: 'RNG', pageNo: 2, pageSize: 25, language: 'EN', vassalage: 'PG', gameName: 'dragon' });
  });

  it('R7-36 add favourite is POST and remove favourite is DELETE, with nodeId, vendor and the token', async () => {
    startSession(session, { remember: true });
    await addFavourite('100001', 'PG');
    await removeFavourite('100001', 'PG');
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual(['POST /wps/game/favourite', 'DELETE /wps/game/favourite']);
    expect(JSON.parse(String(sent[0]?.data))).toEqual({ nodeId: '100001', vendor: 'PG' });
    expect(sent[1]?.params).toEqual({ nodeId: '100001', vendor: 'PG' });
    expect(sent.every((s) => s.headers['Authorization'] === `Bearer ${session.token}`)).toBe(true);
  });

  it('R7-37 favourite ids are GET with pageNo 1 and pageSize 100', async () => {
    answer = [];
    await fetchFavouriteIds(ttslot.constants.pageSizes.favouriteIds);
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/wps/game/favourite/ids', params: { pageNo: 1, pageSize: 100 } });
  });

  it('R7-40 hot games send merchantCode, isPlatform 2, language and platform html5', async () => {
    answer = { list: [] };
    await fetchHotGames('TY');
    expect(sent[0]?.params).toMatchObject({ isPlatform: 2, language: 'TY', platform: 'html5' });
    expect(JSON.stringify(sent[0]?.params)).toContain('ttslot');
  });

  it('R7-5 test play is POST with the module id; creating a trial account is GET', async () => {
    answer = { trial: true };
    expect(await testPlay('COMM3')).toBe(true);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/wps/session/test-play' });
    expect(JSON.parse(String(sent[0]?.data))).toEqual({ moduleId: 'COMM3' });
    answer = { ...session, type: 4 };
    await createTrialAccount();
    expect(sent[1]).toMatchObject({ method: 'GET', url: '/wps/session/trial' });
  });

  it('R7-8 the invitation code check sends code and domain and reads success', async () => {
    await checkInvitationCode('AGENT01', 'm.ttslot.com');
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/wps/register/invitation-code', params: { code: 'AGENT01', domain: 'm.ttslot.com' } });
    http.defaults.adapter = async (config: AxiosRequestConfig) => ({ data: { success: false, code: 'invitation.invalid', message: 'Invalid invitation code' }, status: 200, statusText: 'OK', headers: {}, config: config as never });
    await expect(checkInvitationCode('NOPE', 'm.ttslot.com')).rejects.toMatchObject({ message: 'Invalid invitation code' });
  });

  it('R7-15 R7-16 home announcements are GET with types B,PL,PU plus PR,H, platform M, the merchant code, cache and flush, and the token', async () => {
    startSession(session, { remember: true });
    answer = { banners: [], player: [], popup: [], promotion: [], hot: [], agent: [], footer: { unreadCount: 0, total: 0 } };
    await fetchHomeAnnouncements('EN');
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/wps/announcements' });
    expect(sent[0]?.params).toMatchObject({ types: 'B,PL,PU,PR,H', platform: 'M', merchantCode: 'ttslot', cache: true, flush: false });
    expect(sent[0]?.headers['Authorization']).toBe(`Bearer ${session.token}`);
  });

  it('R7-38 the favourite list is GET with pageNo, gameType, vendor, pageSize and language, and the token', async () => {
    startSession(session, { remember: true });
    answer = { content: [], pageNum: 1, totalPages: 1 };
    await fetchFavouriteList({ pageNo: 2, pageSize: 30, language: 'EN', gameType: 'RNG', vendor: 'PG' });
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/wps/game/favourite/list', params: { pageNo: 2, pageSize: 30, language: 'EN', gameType: 'RNG', vendor: 'PG' } });
    expect(sent[0]?.headers['Authorization']).toBe(`Bearer ${session.token}`);
  });
});
