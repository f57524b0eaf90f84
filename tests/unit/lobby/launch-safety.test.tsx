import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, AxiosRequestConfig, InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient, http } from '../../../src/api/client.ts';
import { openChat } from '../../../src/features/account-gates/index.ts';
import { useLaunch } from '../../../src/features/games/launch.ts';
import { i18next } from '../../../src/i18n/i18n.ts';
import { startSession } from '../../../src/state/session-store.ts';
import { toastStore } from '../../../src/state/toast-store.ts';
import { boot, renderAt } from '../auth/harness.tsx';

let launchUrl = '';
const pageOf = (path: string | undefined): Record<string, string> => (path?.includes('/chat/') === true ? { chatUrl: launchUrl } : { url: launchUrl });
beforeEach(async () => {
  await boot();
  await i18next.loadNamespaces('lobby');
  startSession({ token: 'token-1234567890abcdef', merchantCode: 'ttslot', userName: 'demo01', type: 1, firstTimeLogin: false, read: true }, { remember: false });
  configureClient({ onError: () => {} });
  http.defaults.adapter = async (config: AxiosRequestConfig) =>
    ({ data: { success: true, value: config.url?.includes('launch') === true ? pageOf(config.url) : null }, status: 200, statusText: 'OK', headers: {}, config: config as never });
});

function PlayButton({ open }: { open: (url: string) => void }) {
  const launch = useLaunch(open);
  return <button type="button" onClick={() => void launch({ vassalage: 'PG', category: 'RNG', gameId: 'PG_0001', nodeId: '100001', freeplay: 0 })}>Play</button>;
}

describe('game launch opens only a safe game page (DESIGN 4)', () => {
  it('R4-58 goes to the game page the platform answers', async () => {
    launchUrl = '/__sandbox/game?gameId=PG_0001';
    const open = vi.fn();
    renderAt('/m/home', '/m/home', <PlayButton open={open} />);
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith('/__sandbox/game?gameId=PG_0001'));
  });

  it('R7-39 adds the launched game to the recent games with its node id, page 1, pageSize, gameType, vassalage, language and clientType 2', async () => {
    launchUrl = '/__sandbox/game?gameId=PG_0001';
    const asked: AxiosRequestConfig[] = [];
    const answer = http.defaults.adapter as AxiosAdapter;
    http.defaults.adapter = async (config: InternalAxiosRequestConfig) => { asked.push(config); return answer(config); };
    const open = vi.fn();
    renderAt('/m/home', '/m/home', <PlayButton open={open} />);
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await vi.waitFor(() => expect(open).toHaveBeenCalled());
    const added = asked.find((c) => c.url === '/wps/game/recent');
    expect(added?.method).toBe('post');
    expect(JSON.parse(String(added?.data))).toStrictEqual({ nodeId: '100001', page: 1, pageSize: 25, gameType: 'RNG', vassalage: 'PG', language: 'EN', clientType: 2 });
  });

  it.each([['javascript:alert(document.cookie)'], ['JAVASCRIPT:alert(1)'], [' javascript:alert(1)'], ['data:text/html,<script>alert(1)</script>'], ['//evil.example/game']])(
    'refuses the launch URL %j: goes nowhere and says the requested url is empty (SPEC 8)', async (url) => {
      launchUrl = url;
      const open = vi.fn();
      renderAt('/m/home', '/m/home', <PlayButton open={open} />);
      await userEvent.click(screen.getByRole('button', { name: 'Play' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The requested url is empty');
      expect(open).not.toHaveBeenCalled();
    });
});

describe('chat launch opens only a safe chat page (DESIGN 4)', () => {
  it('R7-21 launch chat is GET with b2c=1, the language, the back URL, the header colour and the title, and reads value.chatUrl', async () => {
    launchUrl = '/__sandbox/chat?user=demo01';
    const asked: AxiosRequestConfig[] = [];
    const answer = http.defaults.adapter as AxiosAdapter;
    http.defaults.adapter = async (config: InternalAxiosRequestConfig) => { asked.push(config); return answer(config); };
    document.documentElement.style.setProperty('--color-header-background', '#1a1033');
    const assign = vi.fn();
    await openChat(undefined, assign);
    expect(asked[0]).toMatchObject({ method: 'get', url: '/wps/chat/launch' });
    expect(asked[0]?.params).toEqual({ b2c: '1', language: 'EN', backUrl: window.location.href, headerColor: '#1a1033', title: 'TT Slot' });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/__sandbox/chat?user=demo01'));
  });

  it('R4-63 goes to the chat page the platform answers after the loading toast', async () => {
    launchUrl = '/__sandbox/chat?user=demo01';
    const assign = vi.fn();
    await openChat(undefined, assign);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/__sandbox/chat?user=demo01'));
  });

  it.each([['javascript:alert(1)'], ['java\tscript:alert(1)'], ['vbscript:x'], ['https:evil.example']])('refuses the chat URL %j and says the requested url is empty', async (url) => {
    launchUrl = url;
    const assign = vi.fn();
    await openChat(undefined, assign);
    expect(toastStore.current?.message).toBe('The requested url is empty');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(assign).not.toHaveBeenCalled();
  });
});
