// @vitest-environment jsdom
/** The live dealers strip of the LIVE game center (SPEC 2.3, 7 Chat: the live model list). */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureClient, http } from '../../../src/api/client.ts';
import { LiveModels } from '../../../src/features/games/live-models.tsx';
import { i18next } from '../../../src/i18n/i18n.ts';
import { currentToken, startSession } from '../../../src/state/session-store.ts';
import { boot, renderAt } from '../auth/harness.tsx';

const model = (id: number, name: string, streaming: boolean) => ({
  id, name, pictureUrl: `/cdn/ttslot/model/${id}.png`, vassalage: 'EVO', vendorName: 'Evolution', tableName: `Baccarat ${id}`,
  gameId: `EVO_${id}`, nodeId: `30000${id}`, roomId: `R30000${id}`, active: true, streaming,
});
let asked: InternalAxiosRequestConfig[] = [];
let list: unknown[] = [];

beforeEach(async () => {
  await boot();
  await i18next.loadNamespaces('lobby');
  asked = [];
  list = [model(1, 'Aiko', true), model(2, 'Bea', false)];
  configureClient({ token: currentToken, language: () => 'EN', onError: () => {} });
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    asked.push(config);
    const value = config.url === '/wps/chat/live-models' ? { list } : { url: '' };
    return { data: { success: true, value }, status: 200, statusText: 'OK', headers: {}, config };
  };
});

const show = () => renderAt('/m/live', '/m/live', <LiveModels />);

describe('the live dealers (SPEC 7 Chat)', () => {
  it('R7-23 asks for the live model list with GET and the params active and streaming, and shows each dealer\'s name, picture, table, vendor and whether she streams', async () => {
    show();
    const strip = await screen.findByRole('region', { name: 'Live dealers' });
    // named by what it shows, in its order: state, name, table, vendor
    const aiko = await within(strip).findByRole('button', { name: /^Live\s*Aiko\s*Baccarat 1\s*Evolution$/ });
    expect(within(strip).getByRole('button', { name: /^Off air\s*Bea\s*Baccarat 2\s*Evolution$/ })).toBeTruthy();
    expect(aiko.querySelector('img')).toHaveAttribute('src', '/cdn/ttslot/model/1.png');
    const call = asked.find((c) => c.url === '/wps/chat/live-models');
    expect(call).toMatchObject({ method: 'get', params: { active: 1, streaming: 0 } });
  });

  it('a tap launches the dealer\'s table through the launch flow', async () => {
    startSession({ token: 'tok-live-0123456789', merchantCode: 'ttslot', userName: 'demo01', type: 1, firstTimeLogin: false, read: true }, { remember: false });
    show();
    await userEvent.click(await screen.findByRole('button', { name: /Aiko/ }));
    await expect.poll(() => asked.find((c) => c.url === '/wps/game/launch')).toBeDefined();
    const launch = asked.find((c) => c.url === '/wps/game/launch');
    expect(JSON.parse(String(launch?.data))).toMatchObject({ vassalage: 'EVO', gameId: 'EVO_1', nodeId: '300001', roomId: 'R300001', gameType: 'LIVE' });
  });

  it('sends a guest to /m/login', async () => {
    show();
    await userEvent.click(await screen.findByRole('button', { name: /Bea/ }));
    expect(screen.getByTestId('path')).toHaveTextContent('/m/login');
  });

  it('shows nothing when no dealer is on duty', async () => {
    list = [];
    show();
    await expect.poll(() => asked.length).toBe(1);
    await expect.poll(() => screen.queryByRole('region', { name: 'Live dealers' })).toBeNull();
  });
});
