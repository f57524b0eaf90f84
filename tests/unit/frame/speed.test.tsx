/** The first-page speed plumbing: data asked for during boot, deferred work, navigation from outside React. */
import { render, screen } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import { configureClient, http } from '../../../src/api/client.ts';
import { fetchGameList } from '../../../src/api/games.ts';
import { navigateFromOutside, NavigatorBridge } from '../../../src/app/navigator.tsx';
import { prefetchScreenData } from '../../../src/app/screen-data.ts';
import { setMerchant } from '../../../src/config/merchant.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { markPageReady, PAGE_READY_FALLBACK_MS, resetPageReady, whenPageReady } from '../../../src/state/page-ready.ts';

const TTSLOT = ttslot as unknown as Merchant;
let sent: string[] = [];

beforeEach(() => {
  setMerchant(TTSLOT);
  sent = [];
  http.defaults.adapter = async (config: AxiosRequestConfig) => {
    sent.push(`${config.url ?? ''}?${new URLSearchParams(config.params as Record<string, string>).toString()}`);
    const value = config.url === '/wps/game/list' ? { games: [], pageNum: 1, totalPages: 1, total: 0 } : {};
    return { data: { success: true, value }, status: 200, statusText: 'OK', headers: {}, config: config as never };
  };
  configureClient({ token: () => undefined, device: () => 'H5', language: () => 'EN', onError: () => {} });
  resetPageReady();
});
afterEach(() => vi.useRealTimers());

describe('first-screen data asked for during boot', () => {
  it('home: its announcements and its first game list page start at once; the list\'s own request then takes the early one over', async () => {
    prefetchScreenData('/m/home', TTSLOT, 'EN');
    await vi.waitFor(() => expect(sent.filter((url) => url.startsWith('/wps/game/list'))).toHaveLength(1));
    await vi.waitFor(() => expect(sent.some((url) => url.startsWith('/wps/announcements'))).toBe(true));
    const query = { gameType: 'ALL' as const, pageNo: 1, pageSize: TTSLOT.constants.pageSizes.homeList, language: 'EN' };
    await fetchGameList(query);
    expect(sent.filter((url) => url.startsWith('/wps/game/list'))).toHaveLength(1);
    await fetchGameList(query); // taken over once only: a later identical request asks again
    expect(sent.filter((url) => url.startsWith('/wps/game/list'))).toHaveLength(2);
  });

  it('other screens, and a home without those sections, ask for nothing early', async () => {
    prefetchScreenData('/m/login', TTSLOT, 'EN');
    prefetchScreenData('/m/home', { ...TTSLOT, layout: { ...TTSLOT.layout, home: [{ type: 'goTop' }] } }, 'EN');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
  });
});

describe('deferred work waits for the page', () => {
  it('runs once the first games are shown, or after the fallback delay; a cancelled wait never runs', () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    whenPageReady(() => ran.push('a'));
    const cancel = whenPageReady(() => ran.push('cancelled'));
    cancel();
    expect(ran).toEqual([]);
    markPageReady();
    expect(ran).toEqual(['a']);
    whenPageReady(() => ran.push('after'));
    expect(ran).toEqual(['a', 'after']);
    resetPageReady();
    whenPageReady(() => ran.push('fallback'));
    vi.advanceTimersByTime(PAGE_READY_FALLBACK_MS - 1);
    expect(ran).not.toContain('fallback');
    vi.advanceTimersByTime(1);
    expect(ran).toContain('fallback');
  });
});

function Where() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

describe('navigation from outside React (the API error path)', () => {
  it('is queued until the router has mounted, then carried out', async () => {
    navigateFromOutside('/m/login');
    render(
      <MemoryRouter initialEntries={['/m/home']}>
        <NavigatorBridge />
        <Routes><Route path="*" element={<Where />} /></Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('/m/login')).toBeInTheDocument();
    navigateFromOutside('/m/set');
    expect(await screen.findByText('/m/set')).toBeInTheDocument();
  });
});
