/** The session record of SPEC 3 and its storage (D17: localStorage when staying signed in, else sessionStorage), SPEC 4 Login and Logout. */
import { renderHook } from '@testing-library/react';
import { snapshot } from 'valtio';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberInfo } from '../../../src/generated/api/member.ts';
import { heldPassword, holdPassword } from '../../../src/state/held-password.ts';
import {
  currentToken, endSession, logout, resetSessionStore, restoreSession, sessionStore, setMemberInfo, setTrialUser, startSession,
  type SessionRecord, useMemberType, useSession, useSessionKinds,
} from '../../../src/state/session-store.ts';
import { deferred } from './deferred.ts';

const api = vi.hoisted(() => ({ sendLogout: vi.fn<() => Promise<void>>() }));
vi.mock('../../../src/api/session.ts', async (original) => ({ ...(await original<object>()), ...api }));

const RECORD: SessionRecord = { token: 'token-a', merchantCode: 'ttslot', userName: 'demo01', type: 0, firstTimeLogin: false, read: true };
const INFO: MemberInfo = {
  id: 7, type: 0, account: 'demo01', nickname: 'nick', clubLabel: { labelName: 'Gold' }, agent: false, mobileNum: '0812345678', email: 'demo01@example.com', dividendInfo: '',
};
const stored = (area: Storage, key: string): unknown => JSON.parse(area.getItem(key) ?? 'null');
const EMPTY = { session: undefined, memberInfo: undefined, trialUser: undefined };

beforeEach(() => {
  api.sendLogout.mockReset();
  api.sendLogout.mockResolvedValue(undefined);
});

describe('session store: start (SPEC 4 Login)', () => {
  it('starts with no session, no member info and no trial user', () => {
    expect(snapshot(sessionStore)).toStrictEqual(EMPTY);
    expect(currentToken()).toBeUndefined();
  });

  it('staying signed in keeps the record in localStorage only and sets autoLogin to 1', () => {
    startSession(RECORD, { remember: true });
    expect(stored(localStorage, 'MC_SESSION_INFO')).toStrictEqual(RECORD);
    expect(sessionStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(localStorage.getItem('autoLogin')).toBe('1');
    expect(snapshot(sessionStore).session).toStrictEqual(RECORD);
    expect(currentToken()).toBe('token-a');
  });

  it('not staying signed in keeps the record in sessionStorage only and sets autoLogin to 0', () => {
    startSession(RECORD, { remember: false });
    expect(stored(sessionStorage, 'MC_SESSION_INFO')).toStrictEqual(RECORD);
    expect(localStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(localStorage.getItem('autoLogin')).toBe('0');
  });

  it('a new session removes the record of the last one from the other storage area', () => {
    startSession(RECORD, { remember: true });
    startSession({ ...RECORD, token: 'token-b' }, { remember: false });
    expect(localStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(stored(sessionStorage, 'MC_SESSION_INFO')).toStrictEqual({ ...RECORD, token: 'token-b' });
    startSession({ ...RECORD, token: 'token-c' }, { remember: true });
    expect(sessionStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(stored(localStorage, 'MC_SESSION_INFO')).toStrictEqual({ ...RECORD, token: 'token-c' });
  });

  it('keeps only the fields of the record, the agent flag only when the platform sent it', () => {
    const answer = { ...RECORD, password: 'secret', extra: 1 } as SessionRecord;
    startSession(answer, { remember: true });
    expect(stored(localStorage, 'MC_SESSION_INFO')).toStrictEqual(RECORD);
    expect(snapshot(sessionStore).session).toStrictEqual(RECORD);
    startSession({ ...RECORD, agent: false }, { remember: true });
    expect(stored(localStorage, 'MC_SESSION_INFO')).toStrictEqual({ ...RECORD, agent: false });
    expect(snapshot(sessionStore).session).toStrictEqual({ ...RECORD, agent: false });
  });

  it('drops the member info of the last session', () => {
    startSession(RECORD, { remember: true });
    setMemberInfo(INFO);
    startSession({ ...RECORD, token: 'token-b' }, { remember: true });
    expect(sessionStore.memberInfo).toBeUndefined();
  });
});

describe('session store: member info and trial user', () => {
  it('member info goes to the store and to localStorage', () => {
    setMemberInfo(INFO);
    expect(snapshot(sessionStore).memberInfo).toStrictEqual(INFO);
    expect(stored(localStorage, 'memberInfo')).toStrictEqual(INFO);
  });

  it('the trial user goes to the store and to sessionStorage', () => {
    setTrialUser('trial123');
    expect(sessionStore.trialUser).toBe('trial123');
    expect(sessionStorage.getItem('trialUser')).toBe('trial123');
    expect(localStorage.getItem('trialUser')).toBeNull();
  });
});

describe('session store: restore at boot (D17)', () => {
  it('restores the record from localStorage, with its member info and trial user', () => {
    localStorage.setItem('MC_SESSION_INFO', JSON.stringify(RECORD));
    localStorage.setItem('memberInfo', JSON.stringify(INFO));
    sessionStorage.setItem('trialUser', 'trial123');
    restoreSession();
    expect(snapshot(sessionStore)).toStrictEqual({ session: RECORD, memberInfo: INFO, trialUser: 'trial123' });
  });

  it('restores the record from sessionStorage when localStorage has none', () => {
    sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(RECORD));
    restoreSession();
    expect(snapshot(sessionStore).session).toStrictEqual(RECORD);
  });

  it('prefers the record of localStorage over the one of sessionStorage', () => {
    localStorage.setItem('MC_SESSION_INFO', JSON.stringify(RECORD));
    sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify({ ...RECORD, token: 'token-b' }));
    restoreSession();
    expect(currentToken()).toBe('token-a');
  });

  it('a trial user stored in localStorage is not restored', () => {
    localStorage.setItem('trialUser', 'trial123');
    restoreSession();
    expect(sessionStore.trialUser).toBeUndefined();
  });

  it('without a record, stored member info is not restored', () => {
    localStorage.setItem('memberInfo', JSON.stringify(INFO));
    restoreSession();
    expect(snapshot(sessionStore)).toStrictEqual(EMPTY);
  });

  it.each([
    ['null', null],
    ['a string', 'token-a'],
    ['no token', { ...RECORD, token: undefined }],
    ['a numeric token', { ...RECORD, token: 7 }],
    ['a list for a token', { ...RECORD, token: ['token-a'] }],
    ['an empty token', { ...RECORD, token: '' }],
    ['no user name', { ...RECORD, userName: undefined }],
    ['a numeric user name', { ...RECORD, userName: 7 }],
    ['no type', { ...RECORD, type: undefined }],
    ['a string type', { ...RECORD, type: '0' }],
  ])('a stored record with %s is ignored, and its member info with it', (_label, record) => {
    localStorage.setItem('MC_SESSION_INFO', JSON.stringify(record));
    sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(record));
    localStorage.setItem('memberInfo', JSON.stringify(INFO));
    restoreSession();
    expect(snapshot(sessionStore)).toStrictEqual(EMPTY);
  });

  it('an invalid record in localStorage falls back to a valid one in sessionStorage', () => {
    localStorage.setItem('MC_SESSION_INFO', JSON.stringify({ ...RECORD, token: '' }));
    sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify({ ...RECORD, token: 'token-b' }));
    restoreSession();
    expect(currentToken()).toBe('token-b');
  });

  it.each([
    ['null', null],
    ['a number', 7],
    ['a string', 'demo01'],
    ['no account', { ...INFO, account: undefined }],
    ['a numeric account', { ...INFO, account: 7 }],
    ['no type', { ...INFO, type: undefined }],
    ['a string type', { ...INFO, type: '0' }],
  ])('stored member info with %s is ignored; the session stays', (_label, info) => {
    localStorage.setItem('MC_SESSION_INFO', JSON.stringify(RECORD));
    localStorage.setItem('memberInfo', JSON.stringify(info));
    restoreSession();
    expect(snapshot(sessionStore)).toStrictEqual({ session: RECORD, memberInfo: undefined, trialUser: undefined });
  });

  it('reset forgets the session in memory and leaves storage as it is', () => {
    startSession(RECORD, { remember: true });
    setMemberInfo(INFO);
    setTrialUser('trial123');
    resetSessionStore();
    expect(snapshot(sessionStore)).toStrictEqual(EMPTY);
    expect(stored(localStorage, 'MC_SESSION_INFO')).toStrictEqual(RECORD);
    restoreSession();
    expect(snapshot(sessionStore)).toStrictEqual({ session: RECORD, memberInfo: INFO, trialUser: 'trial123' });
  });
});

describe('session store: end (SPEC 4 Logout)', () => {
  function signedInEverywhere(): void {
    startSession(RECORD, { remember: true });
    sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(RECORD));
    setMemberInfo(INFO);
    setTrialUser('trial123');
    holdPassword('demo01', 'pw-1');
  }

  function expectSignedOut(): void {
    expect(snapshot(sessionStore)).toStrictEqual(EMPTY);
    for (const area of [localStorage, sessionStorage]) {
      expect(area.getItem('MC_SESSION_INFO')).toBeNull();
      expect(area.getItem('memberInfo')).toBeNull();
      expect(area.getItem('trialUser')).toBeNull();
    }
    expect(localStorage.getItem('autoLogin')).toBe('0');
    expect(heldPassword('demo01')).toBeUndefined();
  }

  it('clears the record in both areas, the member info, the trial user and the held password, and sets autoLogin to 0', () => {
    signedInEverywhere();
    endSession();
    expectSignedOut();
  });

  it('logout deletes the session on the platform, then ends it here', async () => {
    signedInEverywhere();
    const answer = deferred<undefined>();
    api.sendLogout.mockReturnValue(answer.promise);
    const done = logout();
    expect(api.sendLogout).toHaveBeenCalledOnce();
    expect(currentToken()).toBe('token-a');
    answer.resolve(undefined);
    await done;
    expectSignedOut();
  });

  it('logout ends the session here even when the platform call fails', async () => {
    signedInEverywhere();
    api.sendLogout.mockRejectedValue(new Error('network'));
    await expect(logout()).resolves.toBeUndefined();
    expectSignedOut();
  });

  it('logout without a session asks the platform nothing and still clears what is stored', async () => {
    sessionStorage.setItem('trialUser', 'trial123');
    await logout();
    expect(api.sendLogout).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('trialUser')).toBeNull();
  });
});

describe('session store hooks', () => {
  it('follow the session: the record, the member type and the session kinds', () => {
    const session = renderHook(() => ({ record: useSession(), type: useMemberType(), kinds: useSessionKinds() }));
    expect(session.result.current).toStrictEqual({ record: undefined, type: undefined, kinds: ['guest'] });
    startSession({ ...RECORD, type: 2 }, { remember: false });
    session.rerender();
    expect(session.result.current).toStrictEqual({ record: { ...RECORD, type: 2 }, type: 2, kinds: ['member', 'agent'] });
    startSession({ ...RECORD, type: 4 }, { remember: false });
    session.rerender();
    expect(session.result.current.kinds).toStrictEqual(['trial']);
  });
});
