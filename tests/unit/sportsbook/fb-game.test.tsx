// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureClient, http } from '../../../src/api/client.ts';
import { FbGameScreen } from '../../../src/features/sportsbook/fb-game-screen.tsx';
import { i18next, languageState } from '../../../src/i18n/i18n.ts';
import { startSession } from '../../../src/state/session-store.ts';
import { boot, renderAt } from '../auth/harness.tsx';

const now = Date.now();
const vendor = (vassalage: string, displayName: string, sequence: number) => ({ vassalage, displayName, accountTypeName: vassalage, iconUrl: '', smallIconUrl: '', sequence });
const SORTING = [{ gameCategory: 'SPORTS', vendorNames: [vendor('SABA', 'SABA Sports', 1), vendor('CMD', 'CMD368', 2), vendor('BTI', 'BTi Sports', 3)] }];
const match = (matchId: string, league: string, homeTeam: string, awayTeam: string, minutes: number, vendorCode = 'SABA') => ({
  matchId, league, homeTeam, awayTeam, homeTeamImageUrl: '', awayTeamImageUrl: '', matchTime: now + minutes * 60_000, live: minutes <= 0,
  vendor: vendorCode, roomId: `R${matchId}`, nodeId: `N${matchId}`,
});
const MATCHES: Record<string, unknown[]> = {
  SABA: [match('1', 'Premier Cup', 'Manila Eagles', 'Cebu Sharks', -20), match('2', 'Pro Basketball Cup', 'Gold Roosters', 'Iron Spurs', 45), match('3', 'Premier Cup', 'Davao Bulls', 'Iloilo Kings', 300)],
  CMD: [match('9', 'ASEAN Champions League', 'Hanoi Dragons', 'Bangkok Kings', 90, 'CMD')],
};

let asked: InternalAxiosRequestConfig[] = [];
let down = new Set<string>();

beforeAll(async () => {
  await boot();
  await i18next.loadNamespaces('lobby');
});
beforeEach(() => {
  asked = [];
  down = new Set();
  languageState.code = 'EN';
  configureClient({ language: () => 'EN', onError: () => {} });
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    asked.push(config);
    const url = config.url ?? '';
    const vassalage = String((config.params as { vassalage?: string } | undefined)?.vassalage ?? '');
    const value = url === '/wps/game/vendor-sorting' ? SORTING : url === '/wps/game/vendor-mapping' ? { SPORTS: ['SABA', 'CMD'] }
      : url === '/wps/game/sports/matches' ? { list: MATCHES[vassalage] ?? [] } : { url: '#game' };
    const data = down.has(url) ? { success: false, code: 'internal', message: 'down' } : { success: true, value };
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
});

const open = (path = '/m/fbGame') => renderAt(path, '/m/fbGame', <FbGameScreen />);
const member = () => startSession({ token: 'token-1234567890abcdef', merchantCode: 'ttslot', userName: 'demo01', type: 1, firstTimeLogin: false, read: true }, { remember: false });
const posted = (url: string) => asked.filter((c) => c.url === url).map((c) => JSON.parse(String(c.data)) as Record<string, unknown>);

describe('the sportsbook screen (SPEC 2.14 FBGame, SPEC 7 Facebook game launch)', () => {
  it('offers the SPORTS vendors, opens on the first, and lists its matches by league, those in play marked live', async () => {
    open();
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['SABA Sports', 'CMD368', 'BTi Sports']);
    expect(screen.getByRole('tab', { name: 'SABA Sports' })).toHaveAttribute('aria-selected', 'true');
    const premier = await screen.findByRole('region', { name: 'Premier Cup' });
    expect(asked.find((c) => c.url === '/wps/game/sports/matches')?.params).toEqual({ vassalage: 'SABA', language: 'EN' });
    expect(within(premier).getAllByRole('listitem')).toHaveLength(2);
    expect(within(premier).getAllByRole('listitem')[0]).toHaveTextContent('Live');
    expect(screen.getByRole('region', { name: 'Pro Basketball Cup' })).toBeVisible();
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual(['Premier Cup', 'Pro Basketball Cup']);
  });

  it('another vendor\'s tab shows that vendor\'s matches and keeps it in the address', async () => {
    open();
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'CMD368' }));
    expect(await screen.findByRole('region', { name: 'ASEAN Champions League' })).toBeVisible();
    expect(screen.getByTestId('path')).toHaveTextContent('/m/fbGame?vassalage=CMD');
  });

  it('R4-53 a guest who bets on a match goes to /m/login', async () => {
    open('/m/fbGame?vassalage=CMD');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Bet now: Hanoi Dragons vs Bangkok Kings' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/m/login');
  });

  it('R4-58 a member\'s bet launches the match by vendor, room id and node id; the sportsbook button launches the vendor', async () => {
    member();
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Bet now: Gold Roosters vs Iron Spurs' }));
    await expect.poll(() => posted('/wps/game/launch')).toHaveLength(1);
    expect(posted('/wps/game/launch')[0]).toMatchObject({ vassalage: 'SABA', gameType: 'SPORTS', roomId: 'R2', nodeId: 'N2', freeplay: 0 });
    await user.click(screen.getByRole('button', { name: 'Open sportsbook' }));
    await expect.poll(() => posted('/wps/game/launch')).toHaveLength(2);
    expect(posted('/wps/game/launch')[1]).toEqual({ vassalage: 'SABA', gameType: 'SPORTS', freeplay: 0, language: 'EN' });
  });

  it('says when a vendor has no matches, and offers a retry when the matches fail to load', async () => {
    const first = open('/m/fbGame?vassalage=BTI');
    expect(await screen.findByText('No matches to bet on right now.')).toBeVisible();
    first.unmount();
    down.add('/wps/game/sports/matches');
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('The matches could not be loaded.');
    down.clear();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Premier Cup' })).toBeVisible();
  });

  it('offers a retry when the vendors fail to load', async () => {
    down.add('/wps/game/vendor-sorting');
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('The matches could not be loaded.');
    down.clear();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: 'SABA Sports' })).toBeVisible();
  });
});
