// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosRequestConfig, InternalAxiosRequestConfig } from 'axios';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureClient, http } from '../../../src/api/client.ts';
import { HelpScreen } from '../../../src/features/help/help-screen.tsx';
import { boot, renderAt } from '../auth/harness.tsx';

const TOPICS = [
  { id: 1, title: 'How to register', content: '<h3>Register</h3><p>Tap <b>Register</b>.</p>' },
  { id: 2, title: 'How to deposit', content: '<h3>Deposit</h3><p>Open the menu.</p><img src="x" onerror="window.hacked = 1"><script>window.hacked = 2</script>' },
  { id: 3, title: 'Contact us', content: '<p>Live chat all day.</p>' },
];
let asked: AxiosRequestConfig[] = [];
let answer: { success: boolean; value?: unknown; code?: string; message?: string } = { success: true, value: TOPICS };

beforeAll(() => boot());
beforeEach(() => {
  asked = [];
  answer = { success: true, value: TOPICS };
  configureClient({ language: () => 'EN', onError: () => {} });
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    asked.push(config);
    return { data: answer, status: 200, statusText: 'OK', headers: {}, config };
  };
});

const show = (path = '/m/help') => renderAt(path, '/m/help', <HelpScreen />);
const panel = () => screen.findByRole('tabpanel');

describe('help centre (SPEC 2.11, 7)', () => {
  it('R2.11-1 a menu of the topics\' titles, and the sanitised HTML content of the selected topic', async () => {
    show();
    const menu = await screen.findByRole('tablist', { name: 'Help topics' });
    expect(within(menu).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['How to register', 'How to deposit', 'Contact us']);
    expect(await within(await panel()).findByRole('heading', { name: 'Register' })).toBeVisible();
    await userEvent.setup().click(within(menu).getByRole('tab', { name: 'How to deposit' }));
    expect(await within(await panel()).findByRole('heading', { name: 'Deposit' })).toBeVisible();
    expect(within(menu).getByRole('tab', { name: 'How to deposit' })).toHaveAttribute('aria-selected', 'true');
    expect((await panel()).querySelector('script, [onerror]')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('R2.11-2 the query parameter i opens that topic; without it, or out of range, topic 0', async () => {
    const { unmount } = show('/m/help?i=2');
    expect(await within(await panel()).findByText('Live chat all day.')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Contact us' })).toHaveAttribute('aria-selected', 'true');
    unmount();
    const again = show('/m/help?i=9');
    expect(await within(await panel()).findByRole('heading', { name: 'Register' })).toBeVisible();
    again.unmount();
    show();
    expect(await within(await panel()).findByRole('heading', { name: 'Register' })).toBeVisible();
  });

  it('R7-29 the help center is GET with device=MOBILE and the language, and reads its list from data.value', async () => {
    show();
    await screen.findByRole('tablist');
    expect(asked[0]).toMatchObject({ method: 'get', url: '/wps/system/help', params: { device: 'MOBILE', lang: 'EN' } });
  });

  it('a failed load says so and tries again on request; no topics shows an empty state', async () => {
    answer = { success: false, code: 'internal', message: 'down' };
    const { unmount } = show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load. Please try again.');
    answer = { success: true, value: TOPICS };
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tablist')).toBeVisible();
    unmount();
    answer = { success: true, value: [] };
    show();
    expect(await screen.findByText('No help topics are available right now.')).toBeVisible();
  });

  it('arrow keys move between topics', async () => {
    show();
    const first = await screen.findByRole('tab', { name: 'How to register' });
    first.focus();
    const user = userEvent.setup();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'How to deposit' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'How to deposit' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('tab', { name: 'Contact us' })).toHaveFocus();
  });
});
