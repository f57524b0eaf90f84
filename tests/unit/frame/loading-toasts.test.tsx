/**
 * Each loading toast of the app stays at most its merchant cap (constants.timings, SPEC 9: 3, 10 or 15 s,
 * or 9999 until done) and goes when its work ends first. The platform is a stub at axios's adapter that
 * answers only when the test lets it.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient, http } from '../../../src/api/client.ts';
import { openChat } from '../../../src/features/account-gates/index.ts';
import { startFreePlay } from '../../../src/features/auth/free-play.ts';
import { GameListScreen } from '../../../src/features/games/game-list-screen.tsx';
import { useLaunch } from '../../../src/features/games/launch.ts';
import { SettingsScreen } from '../../../src/features/settings/settings-screen.tsx';
import { i18next } from '../../../src/i18n/i18n.ts';
import { logout, startSession } from '../../../src/state/session-store.ts';
import { resetToastStore, toastStore } from '../../../src/state/toast-store.ts';
import { boot, renderAt, TTSLOT } from '../auth/harness.tsx';
import { FakeIntersectionObserver } from '../lobby/fake-intersection-observer.ts';

const CAPS = TTSLOT.constants.timings;
/** The answers held back, by path; `answer` lets them through. */
let held: { url: string; release: () => void }[] = [];
const answer = (url: string): void => held.filter((h) => h.url.includes(url)).forEach((h) => h.release());

function value(url: string): unknown {
  if (url.includes('/chat/')) return { chatUrl: '/__sandbox/chat' };
  if (url.includes('launch')) return { url: '/__sandbox/game' };
  if (url.includes('test-play')) return { trial: false };
  if (url.includes('/game/list')) return { games: [], pageNum: 1, totalPages: 1 };
  return null;
}

beforeEach(async () => {
  await boot();
  await i18next.loadNamespaces(['lobby', 'common']);
  resetToastStore();
  startSession({ token: 'token-1234567890abcdef', merchantCode: 'ttslot', userName: 'demo01', type: 1, firstTimeLogin: false, read: true }, { remember: false });
  configureClient({ onError: () => {} });
  held = [];
  http.defaults.adapter = (config: AxiosRequestConfig) => new Promise((resolve) => {
    const url = config.url ?? '';
    held.push({ url, release: () => resolve({ data: { success: true, value: value(url) }, status: 200, statusText: 'OK', headers: {}, config: config as never }) });
  });
  vi.useFakeTimers({ shouldAdvanceTime: false });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  logout();
});

/** The loading toast with this text is shown until `cap` ms have passed, and gone at `cap`. */
async function shownAtMost(text: string, cap: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(cap - 1));
  expect(toastStore.current).toMatchObject({ kind: 'loading', message: text });
  await act(() => vi.advanceTimersByTimeAsync(1));
  expect(toastStore.current).toBeUndefined();
}

describe('loading toasts end by their cap or their work, whichever comes first (SPEC 8, 9)', () => {
  it('R9-11 the chat launch\'s "please wait" stays at most the quick cap, 3 s, and goes with the redirect when the chat answers first', async () => {
    expect(CAPS.quickLoadingToastMs).toBe(3000);
    void openChat(undefined, () => {});
    await shownAtMost('Please wait...', CAPS.quickLoadingToastMs);

    const assign = vi.fn();
    void openChat(undefined, assign);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    answer('/chat/');
    await act(() => vi.advanceTimersByTimeAsync(CAPS.chatRedirectMs));
    expect(assign).toHaveBeenCalled();
    expect(toastStore.current).toBeUndefined();
  });

  it('R9-11 free play\'s loading toast stays at most the launch cap, 15 s, and goes when the test play answers first', async () => {
    expect(CAPS.launchLoadingToastMs).toBe(15_000);
    const navigate = vi.fn();
    void startFreePlay(navigate);
    const text = i18next.t('trial.free_play_loading', { ns: 'auth' });
    await shownAtMost(text, CAPS.launchLoadingToastMs);

    const done = startFreePlay(navigate);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(toastStore.current).toMatchObject({ kind: 'loading', message: text });
    await act(async () => { answer('test-play'); await done; });
    expect(toastStore.current).toBeUndefined();
  });

  it('R9-11 a game launch\'s loading toast stays at most the launch cap, 15 s, and goes when the launch answers first', async () => {
    function Play() {
      const launch = useLaunch(() => {});
      return <button type="button" onClick={() => void launch({ vassalage: 'PG', category: 'RNG', gameId: 'PG_0001', nodeId: '100001', freeplay: 0 })}>Play</button>;
    }
    renderAt('/m/home', '/m/home', <Play />);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    const text = i18next.t('launching', { ns: 'lobby' });
    await shownAtMost(text, CAPS.launchLoadingToastMs);

    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.getByRole('status')).toHaveTextContent(text);
    await act(async () => { answer('/wps/game/launch'); await vi.advanceTimersByTimeAsync(0); answer('/wps/game/recent'); await vi.advanceTimersByTimeAsync(0); });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('R8-18 "please wait" shows while a member signs out, while the chat launches, and while a game list is fetched past the progress delay', async () => {
    const wait = i18next.t('general.please_wait', { ns: 'common' });
    const { unmount } = renderAt('/m/set', '/m/set', <SettingsScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('status')).toHaveTextContent(wait);
    await act(async () => { answer('/wps/session'); await vi.advanceTimersByTimeAsync(0); });
    expect(screen.getByTestId('path')).toHaveTextContent('/m/home');
    expect(screen.queryByRole('status')).toBeNull();
    unmount();

    startSession({ token: 'token-1234567890abcdef', merchantCode: 'ttslot', userName: 'demo01', type: 1, firstTimeLogin: false, read: true }, { remember: false });
    void openChat(undefined, () => {});
    expect(toastStore.current).toMatchObject({ kind: 'loading', message: wait });
    resetToastStore();

    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    renderAt('/m/gameList?gameType=RNG', '/m/gameList', <GameListScreen />);
    await act(() => vi.advanceTimersByTimeAsync(CAPS.progressDelayMs - 1));
    expect(held.some((h) => h.url.includes('/game/list'))).toBe(true);
    expect(screen.queryByText(wait)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText(wait)).toBeVisible();
    await act(async () => { answer('/game/list'); await vi.advanceTimersByTimeAsync(0); });
    expect(screen.queryByText(wait)).toBeNull();
  });
});
