/** The head icon's state (SPEC 7 Member): asked once per session, saved with the platform's answer, a refusal keeps the old choice. */
import { renderHook } from '@testing-library/react';
import { snapshot } from 'valtio';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallOptions } from '../../../src/api/client.ts';
import { ApiError } from '../../../src/api/errors.ts';
import type { HeadIcons } from '../../../src/api/member.ts';
import { chooseHeadIcon, headIconStore, loadHeadIcon, resetHeadIconStore, useHeadIcon } from '../../../src/state/head-icon-store.ts';
import { endSession, startSession } from '../../../src/state/session-store.ts';
import { deferred } from './deferred.ts';

const api = vi.hoisted(() => ({
  fetchHeadIcon: vi.fn<(options?: CallOptions) => Promise<HeadIcons>>(),
  saveHeadIcon: vi.fn<(iconId: string, options?: CallOptions) => Promise<HeadIcons>>(),
}));
vi.mock('../../../src/api/member.ts', async (original) => ({ ...(await original<object>()), ...api }));

const ICONS = [{ id: 'a', name: 'Tiger', url: '/cdn/a.png' }, { id: 'b', name: 'Dragon', url: '/cdn/b.png' }];
const answer = (current: string): HeadIcons => ({ icons: ICONS, current });
const signIn = (token: string) => startSession({ token, merchantCode: 'ttslot', userName: 'demo01', type: 0, firstTimeLogin: false, read: true }, { remember: false });

beforeEach(() => {
  endSession();
  resetHeadIconStore();
  api.fetchHeadIcon.mockReset();
  api.saveHeadIcon.mockReset();
});

describe('head icon state (SPEC 7 Member)', () => {
  it('starts idle and empty, and reset brings that back', () => {
    const empty = { token: undefined, load: 'idle', icons: [], current: '', saving: false };
    expect(snapshot(headIconStore)).toStrictEqual(empty);
    Object.assign(headIconStore, { token: 't', load: 'ready', icons: ICONS, current: 'a', saving: true });
    resetHeadIconStore();
    expect(snapshot(headIconStore)).toStrictEqual(empty);
  });

  it('asks nothing without a session, and saves nothing', async () => {
    await loadHeadIcon();
    expect(api.fetchHeadIcon).not.toHaveBeenCalled();
    await expect(chooseHeadIcon('a')).resolves.toStrictEqual({ ok: false, message: '' });
    expect(api.saveHeadIcon).not.toHaveBeenCalled();
  });

  it('asks quietly once per session: loading, then ready with the presets and the choice; again only when forced', async () => {
    signIn('t1');
    const call = deferred<HeadIcons>();
    api.fetchHeadIcon.mockReturnValueOnce(call.promise).mockResolvedValue(answer('b'));
    const first = loadHeadIcon();
    expect(snapshot(headIconStore)).toMatchObject({ token: 't1', load: 'loading' });
    await loadHeadIcon();
    expect(api.fetchHeadIcon).toHaveBeenCalledTimes(1);
    expect(api.fetchHeadIcon).toHaveBeenCalledWith({ quiet: true });
    call.resolve(answer('a'));
    await first;
    expect(snapshot(headIconStore)).toStrictEqual({ token: 't1', load: 'ready', icons: ICONS, current: 'a', saving: false });
    await loadHeadIcon();
    expect(api.fetchHeadIcon).toHaveBeenCalledTimes(1);
    await loadHeadIcon(true);
    expect(api.fetchHeadIcon).toHaveBeenCalledTimes(2);
    expect(headIconStore.current).toBe('b');
  });

  it('a failed or unusable answer is a failure, and the next load asks again', async () => {
    signIn('t1');
    api.fetchHeadIcon.mockRejectedValueOnce(new ApiError('SERVICE_BUSY', 'busy', 200));
    await loadHeadIcon();
    expect(headIconStore.load).toBe('failed');
    api.fetchHeadIcon.mockResolvedValueOnce({ current: 'a' } as unknown as HeadIcons);
    await loadHeadIcon();
    expect(api.fetchHeadIcon).toHaveBeenCalledTimes(2);
    expect(snapshot(headIconStore)).toMatchObject({ load: 'failed', icons: [] });
    api.fetchHeadIcon.mockResolvedValueOnce(null as unknown as HeadIcons);
    await loadHeadIcon();
    expect(headIconStore.load).toBe('failed');
    api.fetchHeadIcon.mockResolvedValueOnce(answer('a'));
    await loadHeadIcon();
    expect(headIconStore.load).toBe('ready');
  });

  it('another session asks again; an answer that comes after the session changed is dropped', async () => {
    signIn('t1');
    api.fetchHeadIcon.mockResolvedValueOnce(answer('a'));
    await loadHeadIcon();
    signIn('t2');
    const late = deferred<HeadIcons>();
    api.fetchHeadIcon.mockReturnValueOnce(late.promise);
    const pending = loadHeadIcon();
    expect(api.fetchHeadIcon).toHaveBeenCalledTimes(2);
    signIn('t3');
    late.resolve(answer('b'));
    await pending;
    expect(snapshot(headIconStore)).toMatchObject({ token: 't2', load: 'loading', current: 'a' });
    const failed = deferred<HeadIcons>();
    api.fetchHeadIcon.mockReturnValueOnce(failed.promise);
    const third = loadHeadIcon();
    resetHeadIconStore();
    failed.reject(new Error('network'));
    await third;
    expect(headIconStore.load).toBe('idle');
  });

  it('a save shows the platform\'s answer at once, or the chosen id when the answer has no presets; one save at a time', async () => {
    signIn('t1');
    const save = deferred<HeadIcons>();
    api.saveHeadIcon.mockReturnValueOnce(save.promise);
    const saving = chooseHeadIcon('b');
    expect(headIconStore.saving).toBe(true);
    await expect(chooseHeadIcon('a')).resolves.toStrictEqual({ ok: false, message: '' });
    expect(api.saveHeadIcon).toHaveBeenCalledTimes(1);
    expect(api.saveHeadIcon).toHaveBeenCalledWith('b', { quiet: true });
    save.resolve(answer('b'));
    await expect(saving).resolves.toStrictEqual({ ok: true });
    expect(snapshot(headIconStore)).toStrictEqual({ token: 't1', load: 'ready', icons: ICONS, current: 'b', saving: false });
    api.saveHeadIcon.mockResolvedValueOnce({} as HeadIcons);
    await expect(chooseHeadIcon('a')).resolves.toStrictEqual({ ok: true });
    expect(headIconStore.current).toBe('a');
  });

  it('a refused save answers the platform\'s message and keeps the choice; a save whose session ended changes nothing', async () => {
    signIn('t1');
    Object.assign(headIconStore, { token: 't1', load: 'ready', icons: ICONS, current: 'a' });
    api.saveHeadIcon.mockRejectedValueOnce(new ApiError('HEAD_ICON_REFUSED', 'Head icon not allowed', 200));
    await expect(chooseHeadIcon('b')).resolves.toStrictEqual({ ok: false, message: 'Head icon not allowed' });
    expect(snapshot(headIconStore)).toMatchObject({ current: 'a', saving: false });
    const late = deferred<HeadIcons>();
    api.saveHeadIcon.mockReturnValueOnce(late.promise);
    const pending = chooseHeadIcon('b');
    signIn('t2');
    late.resolve(answer('b'));
    await expect(pending).resolves.toStrictEqual({ ok: true });
    expect(snapshot(headIconStore)).toMatchObject({ token: 't1', current: 'a', saving: false });
  });

  it('the hook shows this session\'s state and the chosen preset, idle for another session\'s', () => {
    signIn('t1');
    Object.assign(headIconStore, { token: 't1', load: 'ready', icons: ICONS, current: 'b', saving: true });
    const { result, rerender } = renderHook(() => useHeadIcon());
    expect(result.current).toStrictEqual({ load: 'ready', icons: ICONS, current: ICONS[1], saving: true });
    headIconStore.current = 'zzz';
    rerender();
    expect(result.current.current).toBeUndefined();
    signIn('t2');
    rerender();
    expect(result.current).toStrictEqual({ load: 'idle', icons: [], current: undefined, saving: false });
    endSession();
    rerender();
    expect(result.current.load).toBe('idle');
  });
});
