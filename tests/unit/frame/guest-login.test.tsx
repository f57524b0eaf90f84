/** SPEC 6 (D3): what sends a guest to /m/login, through the app's own routes. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter, useLocation, useRoutes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient, http } from '../../../src/api/client.ts';
import { ENDPOINTS } from '../../../src/api/endpoints.ts';
import { routeObjects } from '../../../src/app/router.tsx';
import { i18next } from '../../../src/i18n/i18n.ts';
import { resetGamesStore } from '../../../src/state/games-store.ts';
import { FakeIntersectionObserver } from '../lobby/fake-intersection-observer.ts';
import { testGame } from '../lobby/game-fixture.ts';
import { sessionOf, TTSLOT, withMerchant } from './harness.tsx';

function App() {
  const location = useLocation();
  return (
    <>
      <output data-testid="path">{location.pathname}</output>
      {useRoutes(routeObjects(TTSLOT))}
    </>
  );
}

const main = (): HTMLElement => screen.getByRole('main');

/** Each entry of SPEC 6's list: where the guest starts and what they tap there (nothing: opening the path is the request). */
const GUEST_ASKS: readonly [string, string, ((user: UserEvent) => Promise<void>) | undefined][] = [
  ['the inbox', '/m/webEmail', undefined],
  ['announcements', '/m/notice', undefined],
  ['chat', '/m/message', async (user) => user.click(await within(main()).findByRole('button', { name: 'Live chat' }, { timeout: 5000 }))],
  ['settings', '/m/set', undefined],
  ['favourites', '/m/gameList?gameType=FAV', undefined],
  ['the recent tab', '/m/rng', async (user) => user.click(await within(main()).findByRole('tab', { name: 'Recent game' }, { timeout: 5000 }))],
  ['game launch', '/m/rng', async (user) => user.click(await within(main()).findByRole('button', { name: /^Game 7/ }, { timeout: 5000 }))],
  // D3: opened directly, /m/changePsw goes home; its entries (settings, the security centre) are where a guest asks for it
  ['change password, from settings', '/m/set', undefined],
  ['change password, from the security centre', '/m/securityCenter', undefined],
];

beforeEach(async () => {
  await withMerchant(TTSLOT);
  await i18next.loadNamespaces(['lobby', 'auth']);
  sessionOf(undefined);
  resetGamesStore();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  configureClient({ token: () => undefined, device: () => 'H5', language: () => 'EN', onError: () => {} });
  http.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    if (config.url !== ENDPOINTS.gameList.path) throw new Error(`not answered here: ${config.url}`);
    const value = { games: [testGame('7')], pageNum: 1, totalPages: 1 };
    return { data: { success: true, value }, status: 200, statusText: 'OK', headers: {}, config };
  };
});

describe('guests and login (SPEC 6; D3)', () => {
  it.each(GUEST_ASKS)('R6-1 a guest asking for %s is sent to /m/login', async (_what, path, act) => {
    render(<MemoryRouter initialEntries={[path]}><App /></MemoryRouter>);
    await waitFor(() => expect(screen.queryByRole('status', { name: i18next.t('loading') })).toBeNull(), { timeout: 5000 });
    if (act !== undefined) {
      expect(screen.getByTestId('path')).not.toHaveTextContent('/m/login');
      await act(userEvent.setup());
    }
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/m\/login$/));
  });
});
