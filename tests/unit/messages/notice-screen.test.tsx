// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient, http } from '../../../src/api/client.ts';
import { ENDPOINTS } from '../../../src/api/endpoints.ts';
import { noticeDay } from '../../../src/features/notices/notice-facts.ts';
import { resetMarkReadTurns } from '../../../src/features/notices/mark-read.ts';
import { NoticeScreen } from '../../../src/features/notices/notice-screen.tsx';
import { boot, renderAt } from '../auth/harness.tsx';
import { sessionOf } from '../frame/harness.tsx';
import { AGENT_NOTICES, NOTICES } from './notices.ts';

let list = [...NOTICES];
let asked: InternalAxiosRequestConfig[] = [];

beforeAll(() => boot());
beforeEach(() => {
  resetMarkReadTurns();
  list = [...NOTICES];
  asked = [];
  sessionOf(0);
  configureClient({ language: () => 'EN', onError: () => {} });
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    asked.push(config);
    const params = (config.params ?? {}) as Record<string, string>;
    const value = config.url === ENDPOINTS.notices.path ? { list: params['types'] === 'A' ? AGENT_NOTICES : list, unreadCount: 1 }
      : config.url === ENDPOINTS.announcementRead.path ? { unreadCount: 0 }
        : config.url === ENDPOINTS.announcements.path ? { banners: [], player: [], popup: [], promotion: [], hot: [], agent: [], footer: { unreadCount: 0, total: 0 } }
          : config.url === ENDPOINTS.rewardUnclaimed.path ? { count: 0 } : 0;
    return { data: { success: true, value }, status: 200, statusText: 'OK', headers: {}, config };
  };
});

const show = (path = '/m/notice') => renderAt(path, '*', <NoticeScreen />);
const toggle = (title: RegExp) => screen.getByRole('button', { name: title });
const reads = () => asked.filter((c) => c.url === ENDPOINTS.announcementRead.path).map((c) => JSON.parse(String(c.data)) as unknown);
// The list asks in a language; the badges' count call does not.
const noticeLoads = () => asked.filter((c) => c.url === ENDPOINTS.notices.path && (c.params as Record<string, string>)['language'] !== undefined).length;

describe('announcements (SPEC 2.9 notice page, 4)', () => {
  it('R2.9-12 lists the announcements and opens the one at the index in the query', async () => {
    show('/m/notice?index=2');
    const items = within(await screen.findByRole('list', { name: 'Announcements' })).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      expect.stringContaining('App update available'), expect.stringContaining('Security reminder'), expect.stringContaining('Scheduled maintenance'),
    ]);
    expect(toggle(/Scheduled maintenance/)).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Maintenance on Tuesday.')).toBeVisible();
    expect(toggle(/App update available/)).toHaveAttribute('aria-expanded', 'false');
  });

  it('R2.9-12 /m/noticeDetail shows the notice at the index alone, opened; an index outside the list opens none', async () => {
    show('/m/noticeDetail?index=1');
    expect(await screen.findByText('Never share your password.')).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    show('/m/notice?index=9');
    await screen.findAllByRole('button', { name: /Scheduled maintenance/ });
    expect(screen.getAllByRole('button', { name: /Scheduled maintenance/ }).at(-1)).toHaveAttribute('aria-expanded', 'false');
  });

  it('R2.9-13 R4-50 a notice toggles open and closed on click and reports the read event once: read at once, then the list is asked again', async () => {
    show();
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Announcements' });
    const maintenance = toggle(/Scheduled maintenance/);
    expect(within(maintenance).getByText('Unread')).toBeInTheDocument();
    await user.click(maintenance);
    expect(maintenance).toHaveAttribute('aria-expanded', 'true');
    expect(within(maintenance).queryByText('Unread')).toBeNull();
    await user.click(maintenance);
    expect(maintenance).toHaveAttribute('aria-expanded', 'false');
    await user.click(maintenance);
    await waitFor(() => expect(noticeLoads()).toBe(2));
    expect(reads()).toEqual([{ announcementId: 10, read: true }]);
    await user.click(toggle(/Security reminder/));
    expect(reads()).toHaveLength(1);
  });

  it('R7-19 each read is a POST of announcementId and read=true, at most one per 150 ms: three notices opened at once reach the platform 150 ms apart, none dropped', async () => {
    list = NOTICES.map((n) => ({ ...n, read: false }));
    const sent: number[] = [];
    const answer = http.defaults.adapter as AxiosAdapter;
    http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      if (config.url === ENDPOINTS.announcementRead.path) sent.push(Date.now());
      return answer(config);
    };
    show();
    await screen.findByRole('list', { name: 'Announcements' });
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'Date'] });
    try {
      for (const title of [/App update available/, /Security reminder/, /Scheduled maintenance/]) fireEvent.click(toggle(title));
      await vi.advanceTimersByTimeAsync(0);
      expect(sent).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(149);
      expect(sent).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(sent).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(150);
      expect(sent).toHaveLength(3);
      expect(sent[1]! - sent[0]!).toBe(150);
      expect(sent[2]! - sent[1]!).toBe(150);
    } finally {
      vi.useRealTimers();
    }
    expect(asked.filter((c) => c.url === ENDPOINTS.announcementRead.path).map((c) => c.method)).toEqual(['post', 'post', 'post']);
    expect(reads()).toEqual([{ announcementId: 30, read: true }, { announcementId: 20, read: true }, { announcementId: 10, read: true }]);
  });

  it('R4-51 a trial account\'s reads are not applied: nothing is reported', async () => {
    sessionOf(4);
    show();
    await user().click(await screen.findByRole('button', { name: /Scheduled maintenance/ }));
    expect(toggle(/Scheduled maintenance/)).toHaveAttribute('aria-expanded', 'true');
    expect(within(toggle(/Scheduled maintenance/)).getByText('Unread')).toBeInTheDocument();
    expect(reads()).toEqual([]);
  });

  it('R2.9-14 a notice shows its title, its startDate as YYYY-MM-DD and its HTML, sanitised', async () => {
    show('/m/notice?index=0');
    const app = await screen.findByRole('button', { name: /App update available/ });
    expect(within(app).getByText('2025-03-05')).toBeVisible();
    const content = screen.getByRole('region', { name: /App update available/ });
    expect(await within(content).findByText('3.2')).toContainHTML('<b>3.2</b>');
    expect(content.querySelector('script, [onerror]')).toBeNull();
    expect(noticeDay('2025-03-05T08:30:00')).toBe('2025-03-05');
  });

  it('R8-16 no announcements show the no-announcement text', async () => {
    list = [];
    show();
    expect(await screen.findByText('There are no announcements right now.')).toBeVisible();
  });

  it('the agent announcements list asks types A (/m/member/notice?types=A); a guest is sent to log in', async () => {
    show('/m/member/notice?types=A');
    expect(await screen.findByRole('list', { name: 'Agent announcements' })).toBeVisible();
    expect(asked.find((c) => c.url === ENDPOINTS.notices.path)?.params).toMatchObject({ types: 'A', language: 'EN' });
    sessionOf(undefined);
    show('/m/notice');
    expect(screen.getAllByTestId('path').at(-1)).toHaveTextContent('/m/login');
  });
});

function user() {
  return userEvent.setup();
}
