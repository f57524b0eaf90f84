/** Every route of the route table, rendered whole, has one title, a way back and a document title. */
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureClient, http } from '../../../src/api/client.ts';
import { routeObjects } from '../../../src/app/router.tsx';
import { isHomePath, type Route, ROUTES } from '../../../src/config/routes.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { i18next } from '../../../src/i18n/i18n.ts';
import { SAHARA, sessionOf, TTSLOT, withMerchant } from './harness.tsx';

function Routes({ merchant }: { merchant: Merchant }) {
  return useRoutes(routeObjects(merchant));
}

/** Renders the app's routes at a path and waits until the screen's chunk has replaced the loader. */
async function open(merchant: Merchant, path: string): Promise<void> {
  render(<MemoryRouter initialEntries={[path]}><Routes merchant={merchant} /></MemoryRouter>);
  // A screen's chunk is imported on first use: registration's (rjsf) took over 5 s with the unit tests beside the journeys.
  await waitFor(() => expect(screen.queryByRole('status', { name: i18next.t('loading') })).toBeNull(), { timeout: 12_000 });
}

beforeEach(() => {
  // The platform is out of reach: titles and ways back never wait for data, and a screen's failure state keeps them.
  http.defaults.adapter = () => Promise.reject(new Error('platform unreachable'));
  configureClient({ token: () => undefined, device: () => 'H5', language: () => 'EN', onError: () => {} });
});

/**
 * changePsw without a session is sent home (D3), settings, announcements, the inbox, the reward application, the wallet, reward and security pages to login (SPEC 6); the agent's
 * screens send every non-agent home (SPEC 6: neither a guest nor type 0 is one); every other path stays where it is.
 */
const AGENT_SCREENS = ['agent', 'agentContract', 'agentTeam', 'agentRegister', 'redRain', 'agentRebate', 'teamRebate'];
const STAYS = (route: Route, member: boolean) => !AGENT_SCREENS.includes(route.screen) && (member || !['changePsw', 'set', 'notice', 'agentNotice', 'inbox', 'applyReward', 'memberHome', 'deposit', 'withdraw', 'transfer', 'records', 'securityCenter', 'rewardCenter', 'signIn', 'manualRebate', 'benefits'].includes(route.screen));

describe.each([
  ['ttslot', 'a member', TTSLOT, 0],
  ['sahara', 'a guest', SAHARA, undefined],
] as const)('titles and ways back from the route table on %s for %s', (_code, _who, merchant, type) => {
  beforeEach(async () => {
    await withMerchant(merchant);
    sessionOf(type);
  });

  it.each(ROUTES.filter((route) => STAYS(route, type !== undefined)).map((route) => [route.path, route] as const))('%s: one h1 with the route title, never repeated, a way back, and the document title', async (path, route) => {
    await open(merchant, path);
    const home = isHomePath(path);
    const title = home ? merchant.name : i18next.t(route.title);
    expect(title.trim()).not.toBe('');
    const h1 = screen.getAllByRole('heading', { level: 1 });
    expect(h1.map((h) => h.textContent)).toEqual([title]);
    expect(screen.getAllByRole('heading').filter((h) => h.textContent === title)).toHaveLength(1);
    expect(document.title).toBe(home ? merchant.name : `${title} · ${merchant.name}`);
    const header = screen.getAllByRole('banner')[0]!;
    if (route.header === 'home' && route.topBar) {
      expect(within(header).getByRole('link', { name: i18next.t('go_home', { name: merchant.name }) })).toHaveAttribute('href', '/m/home');
    } else if (route.back.kind === 'none') {
      expect(within(header).getByRole('link', { name: i18next.t('close') })).toHaveAttribute('href', '/m/home');
    } else {
      expect(within(header).getByRole('button', { name: /^Back to / })).toBeVisible();
    }
  });
});
