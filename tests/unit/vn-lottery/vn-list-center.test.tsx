// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureClient, http } from '../../../src/api/client.ts';
import { VnListCenterScreen } from '../../../src/features/vn-lottery/vn-list-center-screen.tsx';
import { i18next, languageState } from '../../../src/i18n/i18n.ts';
import { gamesStore } from '../../../src/state/games-store.ts';
import { startSession } from '../../../src/state/session-store.ts';
import { boot, renderAt } from '../auth/harness.tsx';

const HOUR = 3600_000;
const now = Date.now();
const PROVINCES = [
  { code: 'HN', name: 'Hà Nội', region: 'NORTH', vassalage: 'TCG_LOTTO_VN', gameId: 'VN_HN', drawDays: [1, 4], nextDrawTime: now + 3 * HOUR, latest: { drawTime: now - 20 * HOUR, specialPrize: '12345' } },
  { code: 'DNG', name: 'Đà Nẵng', region: 'CENTRAL', vassalage: 'TCG_LOTTO_VN', gameId: 'VN_DNG', drawDays: [3, 6], nextDrawTime: now + 2 * HOUR, latest: { drawTime: now - 70 * HOUR, specialPrize: '908172' } },
  { code: 'HCM', name: 'TP. Hồ Chí Minh', region: 'SOUTH', vassalage: 'TCG_LOTTO_VN', gameId: 'VN_HCM', drawDays: [1, 6], nextDrawTime: now + HOUR, latest: { drawTime: now - 48 * HOUR, specialPrize: '654321' } },
  { code: 'CT', name: 'Cần Thơ', region: 'SOUTH', vassalage: 'TCG_LOTTO_VN', gameId: 'VN_CT', drawDays: [3], nextDrawTime: now + 100 * HOUR },
];

let asked: InternalAxiosRequestConfig[] = [];
let answer: 'list' | 'empty' | 'down' = 'list';
/** The vendor mapping: no ELOTT entry for TCG_LOTTO_VN or LOTT, so the current prize mode is Lott (SPEC 4 prize mode). */
const MAPPING = { LOTT: ['TCG_SEA'], ELOTT: ['VR'] };

beforeAll(async () => {
  await boot();
  await i18next.loadNamespaces('lobby');
});
beforeEach(() => {
  asked = [];
  answer = 'list';
  languageState.code = 'EN';
  configureClient({ language: () => 'EN', onError: () => {} });
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    asked.push(config);
    const value = config.url === '/wps/game/lottery/vn' ? { list: answer === 'empty' ? [] : PROVINCES }
      : config.url === '/wps/game/vendor-mapping' ? MAPPING
        : config.url === '/wps/game/vendor-sorting' ? []
          : { url: '#game' };
    const data = config.url === '/wps/game/lottery/vn' && answer === 'down' ? { success: false, code: 'internal', message: 'down' } : { success: true, value };
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
});

const open = () => renderAt('/m/vnLottery', '/m/vnLottery', <VnListCenterScreen />);

describe('the Vietnamese lottery centre (SPEC 2.14 VNListCenter, SPEC 7 Vietnamese lottery and numero)', () => {
  it('asks the platform in the player\'s language and groups the provinces by region, opening on the region that draws next', async () => {
    open();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['North', 'Central', 'South']);
    expect(asked.find((c) => c.url === '/wps/game/lottery/vn')?.params).toEqual({ language: 'EN' });
    expect(screen.getByRole('tab', { name: 'South' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'South' });
    const cards = within(panel).getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'UL');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['TP. Hồ Chí Minh', 'Cần Thơ']);
  });

  it('shows each province\'s next draw and its latest special prize digit by digit, or that it has no result yet', async () => {
    open();
    const panel = await screen.findByRole('tabpanel', { name: 'South' });
    const numero = within(panel).getByRole('list', { name: 'Special prize 654321' });
    expect(within(numero).getAllByRole('listitem').map((d) => d.textContent)).toEqual(['6', '5', '4', '3', '2', '1']);
    expect(within(panel).getAllByText('Next draw')).toHaveLength(2);
    expect(within(panel).getByText('No result yet')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'North' }));
    const north = screen.getByRole('tabpanel', { name: 'North' });
    expect(within(north).getByRole('heading', { name: 'Hà Nội' })).toBeVisible();
    expect(within(north).getByRole('list', { name: 'Special prize 12345' })).toBeVisible();
    expect(screen.getByTestId('path')).toHaveTextContent('/m/vnLottery?region=north');
  });

  it('R4-53 a guest who plays a province goes to /m/login', async () => {
    open();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Play TP. Hồ Chí Minh' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeVisible();
    expect(screen.getByTestId('path')).toHaveTextContent('/m/login');
  });

  it('R4-54 a member who plays a province launches the TCG_LOTTO_VN lottery with the current prize mode and the province\'s game', async () => {
    startSession({ token: 'token-1234567890abcdef', merchantCode: 'ttslot', userName: 'demo01', type: 1, firstTimeLogin: false, read: true }, { remember: false });
    open();
    const play = await screen.findByRole('button', { name: 'Play TP. Hồ Chí Minh' });
    await expect.poll(() => gamesStore.mapping).toBeDefined();
    await userEvent.setup().click(play);
    await expect.poll(() => asked.find((c) => c.url === '/wps/game/lottery/launch')).toBeDefined();
    const launch = asked.find((c) => c.url === '/wps/game/lottery/launch');
    expect(launch?.method).toBe('post');
    expect(JSON.parse(String(launch?.data))).toMatchObject({ vassalage: 'TCG_LOTTO_VN', prizeMode: 'Lott', gameId: 'VN_HCM', language: 'EN' });
  });

  it('says when the platform has no draws, and offers a retry when the load fails', async () => {
    answer = 'empty';
    const { unmount } = open();
    expect(await screen.findByText('No Vietnam lottery draws right now.')).toBeVisible();
    unmount();
    answer = 'down';
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('The draws could not be loaded.');
    answer = 'list';
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tablist', { name: 'Regions' })).toBeVisible();
  });
});
