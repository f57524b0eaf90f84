// @vitest-environment jsdom
/** The member's head icon on the settings screen (SPEC 7 Member: GET head icon, POST form-urlencoded). */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureClient, http } from '../../../src/api/client.ts';
import { SettingsScreen } from '../../../src/features/settings/settings-screen.tsx';
import { currentToken, startSession } from '../../../src/state/session-store.ts';
import { boot, renderAt } from '../auth/harness.tsx';

const icon = (id: string, name: string) => ({ id, name, url: `/cdn/ttslot/avatar/${id}.png` });
const ICONS = [icon('lion', 'Lion'), icon('tiger', 'Tiger'), icon('panda', 'Panda')];
let saveAnswer: { success: boolean; value?: unknown; code?: string; message?: string } = { success: true };
let asked: InternalAxiosRequestConfig[] = [];

beforeAll(() => boot());
beforeEach(() => {
  asked = [];
  saveAnswer = { success: true, value: { current: 'panda', icons: ICONS } };
  configureClient({ token: currentToken, language: () => 'EN', onError: () => {} });
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    asked.push(config);
    const data = config.method === 'post' ? saveAnswer : { success: true, value: { current: 'tiger', icons: ICONS } };
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  startSession({ token: 'tok-icon-0123456789', merchantCode: 'ttslot', userName: 'demo01', type: 1, firstTimeLogin: false, read: true }, { remember: false });
});

const saves = () => asked.filter((c) => c.url === '/wps/member/head-icon' && c.method === 'post');
const avatar = () => within(screen.getByRole('region', { name: 'Account' })).getByRole('img', { name: 'Your avatar' });

async function choosePanda() {
  const user = userEvent.setup();
  renderAt('/m/set', '/m/set', <SettingsScreen />);
  await user.click(await screen.findByRole('button', { name: 'Change avatar' }));
  const dialog = screen.getByRole('dialog', { name: 'Choose an avatar' });
  const group = within(dialog).getByRole('radiogroup', { name: 'Avatars' });
  expect(within(group).getByRole('radio', { name: 'Tiger' })).toBeChecked();
  await user.click(within(group).getByRole('radio', { name: 'Panda' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

describe('the head icon (SPEC 7 Member)', () => {
  it('R7-25 fetches the head icon with GET and shows the member\'s choice', async () => {
    renderAt('/m/set', '/m/set', <SettingsScreen />);
    await screen.findByRole('button', { name: 'Change avatar' });
    await waitForAvatar('/cdn/ttslot/avatar/tiger.png');
    expect(asked.filter((c) => c.url === '/wps/member/head-icon')).toMatchObject([{ method: 'get' }]);
  });

  it('R7-25 saves the chosen preset with POST form-urlencoded; the new head icon shows at once', async () => {
    await choosePanda();
    await waitForAvatar('/cdn/ttslot/avatar/panda.png');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(saves()).toHaveLength(1);
    expect(String(saves()[0]?.data)).toBe('iconId=panda');
    expect(String(saves()[0]?.headers['Content-Type'])).toMatch(/^application\/x-www-form-urlencoded/);
  });

  it('a refused save shows the platform\'s message and keeps the old head icon', async () => {
    saveAnswer = { success: false, code: 'NOT_FOUND', message: 'This avatar is not offered' };
    const dialog = await choosePanda();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This avatar is not offered');
    expect(avatar()).toHaveAttribute('src', '/cdn/ttslot/avatar/tiger.png');
  });
});

/** Waits until the account's head icon shows `src`. */
async function waitForAvatar(src: string): Promise<void> {
  await screen.findByRole('img', { name: 'Your avatar' });
  await expect.poll(() => avatar().getAttribute('src')).toBe(src);
}
