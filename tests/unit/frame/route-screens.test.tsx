/** SPEC 2.1: the app's own route table, rendered whole, puts the named screen on each path (not a screen rendered by hand). */
import { render, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureClient, http } from '../../../src/api/client.ts';
import { ENDPOINTS } from '../../../src/api/endpoints.ts';
import { routeObjects } from '../../../src/app/router.tsx';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { i18next } from '../../../src/i18n/i18n.ts';
import { AGENT_NOTICES, NOTICES } from '../messages/notices.ts';
import { sessionOf, TTSLOT, withMerchant } from './harness.tsx';

function Routes({ merchant }: { merchant: Merchant }) {
  return useRoutes(routeObjects(merchant));
}

let asked: InternalAxiosRequestConfig[] = [];

async function open(path: string): Promise<void> {
  render(<MemoryRouter initialEntries={[path]}><Routes merchant={TTSLOT} /></MemoryRouter>);
  await waitFor(() => expect(screen.queryByRole('status', { name: i18next.t('loading') })).toBeNull(), { timeout: 5000 });
}

const h1 = (): string | null => screen.getByRole('heading', { level: 1 }).textContent;
const noticeTypes = (): string[] => asked.filter((c) => c.url === ENDPOINTS.notices.path).map((c) => (c.params as Record<string, string>)['types']!);

beforeEach(async () => {
  await withMerchant(TTSLOT);
  sessionOf(0);
  asked = [];
  configureClient({ token: () => 'token-1234567890abcdef', device: () => 'H5', language: () => 'EN', onError: () => {} });
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    asked.push(config);
    if (config.url !== ENDPOINTS.notices.path) throw new Error(`not answered here: ${config.url}`);
    const types = (config.params as Record<string, string>)['types'];
    return { data: { success: true, value: { list: types === 'A' ? AGENT_NOTICES : NOTICES, unreadCount: 1 } }, status: 200, statusText: 'OK', headers: {}, config };
  };
});

describe('SPEC 2.1 routes to screens', () => {
  it('R2.1-6 /m/notice renders Announcements with the announcement at the query index opened', async () => {
    await open('/m/notice?index=1');
    expect(h1()).toBe(i18next.t('title.notice'));
    const items = within(await screen.findByRole('list', { name: 'Announcements' })).getAllByRole('listitem');
    expect(items).toHaveLength(NOTICES.length);
    expect(within(items[1]!).getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    expect(within(items[0]!).getByRole('button')).toHaveAttribute('aria-expanded', 'false');
    expect(noticeTypes()).toContain('PL');
  });

  it('R2.1-6 /m/noticeDetail renders the announcement at the query index alone, opened', async () => {
    await open('/m/noticeDetail?index=2');
    const items = within(await screen.findByRole('list', { name: 'Announcements' })).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(within(items[0]!).getByRole('button', { name: new RegExp(NOTICES[2]!.title) })).toHaveAttribute('aria-expanded', 'true');
  });

  it('R2.1-16 /m/down renders App download', async () => {
    await open('/m/down');
    expect(h1()).toBe(i18next.t('title.download'));
    expect(screen.getByRole('heading', { level: 2, name: i18next.t('download.page_title', { name: TTSLOT.name }) })).toBeVisible();
  });

  it('R2.1-16 /m/trail renders Free trial', async () => {
    await open('/m/trail');
    expect(h1()).toBe(i18next.t('title.free_trial'));
    expect(screen.getByText(i18next.t('auth:trial.intro'))).toBeVisible();
  });

  it('R2.1-16 /m/member/notice?types=A renders Agent announcements', async () => {
    sessionOf(1);
    await open('/m/member/notice?types=A');
    expect(h1()).toBe(i18next.t('title.agent_announcements'));
    const list = await screen.findByRole('list', { name: i18next.t('title.agent_announcements') });
    expect(within(list).getAllByRole('listitem').map((li) => within(li).getByRole('heading').textContent)).toEqual([expect.stringContaining(AGENT_NOTICES[0]!.title)]);
    expect(noticeTypes()).toEqual(['A']);
  });

  it.each([
    ['/m/set', 'title.personal_setting', 'button', 'auth:settings.change_password'],
    ['/m/help', 'title.help', 'button', 'retry'],
    ['/m/message', 'title.message', 'link', 'messages.announcements'],
  ] as const)('R2.1-5 %s renders its own screen under its title', async (path, title, role, name) => {
    await open(path);
    expect(h1()).toBe(i18next.t(title));
    expect(await screen.findByRole(role, { name: new RegExp(i18next.t(name)) })).toBeVisible();
  });

  it('R2.1-5 /m/agent renders the Agent home (its summary and the agent grid) for an agent', async () => {
    sessionOf(1);
    await open('/m/agent');
    expect(await screen.findByRole('navigation', { name: i18next.t('agent:home.menu') })).toBeVisible();
    expect(await screen.findByText(i18next.t('agent:home.total_balance'))).toBeVisible();
  });
});
