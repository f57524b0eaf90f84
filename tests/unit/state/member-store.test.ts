/** The member info call's state (SPEC 3, 7 Member): one call at a time, kept in the session store, discarded after a session change. */
import { act, renderHook, waitFor } from '@testing-library/react';
import { snapshot } from 'valtio';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallOptions } from '../../../src/api/client.ts';
import { ApiError } from '../../../src/api/errors.ts';
import type { MemberInfo } from '../../../src/generated/api/member.ts';
import { memberStore, refreshMemberInfo, resetMemberStore, useMemberInfo } from '../../../src/state/member-store.ts';
import { endSession, sessionStore, setMemberInfo, startSession } from '../../../src/state/session-store.ts';
import { deferred } from './deferred.ts';

const api = vi.hoisted(() => ({ fetchMemberInfo: vi.fn<(options?: CallOptions) => Promise<MemberInfo>>() }));
vi.mock('../../../src/api/member.ts', async (original) => ({ ...(await original<object>()), ...api }));

const info = (account: string): MemberInfo => ({
  id: 7, type: 0, account, nickname: `${account} nick`, clubLabel: { labelName: 'Gold' }, agent: false, mobileNum: '0812345678', email: `${account}@example.com`, dividendInfo: '',
});
const INFO = info('demo01');
const signIn = (token: string) => startSession({ token, merchantCode: 'ttslot', userName: 'demo01', type: 0, firstTimeLogin: false, read: true }, { remember: false });
const busy = () => new ApiError('SERVICE_BUSY', 'Service busy, try later', 200);

beforeEach(() => {
  api.fetchMemberInfo.mockReset();
});

describe('member info state (SPEC 3, 7 Member)', () => {
  it('starts not loading and without an error', () => {
    expect(snapshot(memberStore)).toStrictEqual({ loading: false, error: undefined });
  });

  it('reset brings back not loading and no error', () => {
    memberStore.loading = true;
    memberStore.error = 'old';
    resetMemberStore();
    expect(snapshot(memberStore)).toStrictEqual({ loading: false, error: undefined });
  });

  it('without a session nothing is asked', async () => {
    await expect(refreshMemberInfo()).resolves.toBeUndefined();
    expect(api.fetchMemberInfo).not.toHaveBeenCalled();
    expect(snapshot(memberStore)).toStrictEqual({ loading: false, error: undefined });
  });

  it('asks quietly, shows loading while it runs, then keeps the info in the session and is no longer loading', async () => {
    signIn('token-a');
    const answer = deferred<MemberInfo>();
    api.fetchMemberInfo.mockReturnValue(answer.promise);
    const refresh = refreshMemberInfo();
    expect(memberStore.loading).toBe(true);
    expect(api.fetchMemberInfo.mock.calls).toStrictEqual([[{ quiet: true }]]);
    answer.resolve(INFO);
    await refresh;
    expect(snapshot(sessionStore).memberInfo).toStrictEqual(INFO);
    expect(JSON.parse(localStorage.getItem('memberInfo') ?? 'null')).toStrictEqual(INFO);
    expect(snapshot(memberStore)).toStrictEqual({ loading: false, error: undefined });
  });

  it('a call already running: a second call asks nothing more', async () => {
    signIn('token-a');
    const answer = deferred<MemberInfo>();
    api.fetchMemberInfo.mockReturnValue(answer.promise);
    const first = refreshMemberInfo();
    await expect(refreshMemberInfo()).resolves.toBeUndefined();
    expect(api.fetchMemberInfo).toHaveBeenCalledTimes(1);
    expect(memberStore.loading).toBe(true);
    answer.resolve(INFO);
    await first;
    expect(memberStore.loading).toBe(false);
  });

  it('a failure keeps the last info and records the platform\'s message as given', async () => {
    signIn('token-a');
    api.fetchMemberInfo.mockResolvedValueOnce(INFO).mockRejectedValueOnce(busy());
    await refreshMemberInfo();
    await expect(refreshMemberInfo()).resolves.toBeUndefined();
    expect(snapshot(sessionStore).memberInfo).toStrictEqual(INFO);
    expect(snapshot(memberStore)).toStrictEqual({ loading: false, error: 'Service busy, try later' });
  });

  it('a success after a failure clears the message', async () => {
    signIn('token-a');
    api.fetchMemberInfo.mockRejectedValueOnce(busy()).mockResolvedValueOnce(INFO);
    await refreshMemberInfo();
    expect(memberStore.error).toBe('Service busy, try later');
    expect(sessionStore.memberInfo).toBeUndefined();
    await refreshMemberInfo();
    expect(snapshot(sessionStore).memberInfo).toStrictEqual(INFO);
    expect(snapshot(memberStore)).toStrictEqual({ loading: false, error: undefined });
  });

  it('a sign out while the call runs discards the answer', async () => {
    signIn('token-a');
    const answer = deferred<MemberInfo>();
    api.fetchMemberInfo.mockReturnValue(answer.promise);
    const refresh = refreshMemberInfo();
    endSession();
    answer.resolve(INFO);
    await refresh;
    expect(sessionStore.memberInfo).toBeUndefined();
    expect(localStorage.getItem('memberInfo')).toBeNull();
    expect(snapshot(memberStore)).toStrictEqual({ loading: false, error: undefined });
  });

  it('a sign in with another token while the call runs discards the answer; the new session then asks again', async () => {
    signIn('token-a');
    const answer = deferred<MemberInfo>();
    api.fetchMemberInfo.mockReturnValueOnce(answer.promise).mockResolvedValueOnce(info('demo02'));
    const refresh = refreshMemberInfo();
    signIn('token-b');
    answer.resolve(INFO);
    await refresh;
    expect(sessionStore.memberInfo).toBeUndefined();
    expect(snapshot(memberStore)).toStrictEqual({ loading: false, error: undefined });
    await refreshMemberInfo();
    expect(snapshot(sessionStore).memberInfo).toStrictEqual(info('demo02'));
  });

  it('a discarded answer leaves an earlier message as it was', async () => {
    signIn('token-a');
    const answer = deferred<MemberInfo>();
    api.fetchMemberInfo.mockRejectedValueOnce(busy()).mockReturnValueOnce(answer.promise);
    await refreshMemberInfo();
    const refresh = refreshMemberInfo();
    endSession();
    answer.resolve(INFO);
    await refresh;
    expect(sessionStore.memberInfo).toBeUndefined();
    expect(snapshot(memberStore)).toStrictEqual({ loading: false, error: 'Service busy, try later' });
  });

  it('the hook gives the session\'s info with the call\'s loading flag and message', async () => {
    signIn('token-a');
    setMemberInfo(INFO);
    memberStore.error = 'old';
    const { result } = renderHook(() => useMemberInfo());
    expect(result.current).toStrictEqual({ info: INFO, loading: false, error: 'old' });
    const answer = deferred<MemberInfo>();
    api.fetchMemberInfo.mockReturnValue(answer.promise);
    let refresh: Promise<void> = Promise.resolve();
    act(() => {
      refresh = refreshMemberInfo();
    });
    await waitFor(() => expect(result.current.loading).toBe(true));
    answer.resolve(info('demo02'));
    await act(() => refresh);
    await waitFor(() => expect(result.current).toStrictEqual({ info: info('demo02'), loading: false, error: undefined }));
  });
});
