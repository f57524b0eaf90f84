// @vitest-environment node
/** The home announcements store follows the language, even when it changes while a load is out. */
import type { AxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import { configureClient, http } from '../../../src/api/client.ts';
import { setMerchant } from '../../../src/config/merchant.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { homeAnnouncements, loadHomeAnnouncements } from '../../../src/state/home-announcements-store.ts';

interface Pending {
  language: string;
  signal: AbortSignal | undefined;
  answer: () => void;
}

let pending: Pending[] = [];

/** One notice whose title names the language it was asked in. */
const groups = (language: string) => ({
  banners: [], popup: [], promotion: [], hot: [], agent: [], footer: { unreadCount: 0, total: 1 },
  player: [{ id: 1, announcementId: 1, type: 'PL', title: `${language} notice`, content: '', startDate: '2030-01-01', endDate: null, groupName: 'm_home', read: false, url: '', action: { type: 'none', target: '' }, sequence: 1 }],
});

beforeEach(() => {
  setMerchant(ttslot as unknown as Merchant);
  pending = [];
  http.defaults.adapter = (config: AxiosRequestConfig) => new Promise((resolve) => {
    const language = String((config.params as { language: string }).language);
    pending.push({ language, signal: config.signal as AbortSignal | undefined, answer: () => resolve({ data: { success: true, value: groups(language) }, status: 200, statusText: 'OK', headers: {}, config: config as never }) });
  });
  configureClient({ token: () => undefined, language: () => 'EN', device: () => 'MOBILE', onError: () => {} });
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('home announcements per language (SPEC 2.3, 7)', () => {
  it('a language asked for while another language\'s load is under way is fetched at once, and the late answer of the other never shows', async () => {
    const en = loadHomeAnnouncements('EN');
    await settle();
    const ar = loadHomeAnnouncements('AR');
    await settle();
    expect(pending.map((p) => p.language)).toEqual(['EN', 'AR']);
    pending[0]?.answer();
    await en;
    expect(homeAnnouncements.status).toBe('loading');
    expect(homeAnnouncements.notices).toEqual([]);
    pending[1]?.answer();
    await ar;
    expect(homeAnnouncements.language).toBe('AR');
    expect(homeAnnouncements.notices.map((n) => n.title)).toEqual(['AR notice']);
    expect(homeAnnouncements.status).toBe('ready');
  });

  it('the load a new language replaces is cancelled', async () => {
    void loadHomeAnnouncements('EN');
    await settle();
    void loadHomeAnnouncements('AR');
    await settle();
    expect(pending.map((p) => [p.language, p.signal?.aborted])).toEqual([['EN', true], ['AR', false]]);
  });

  it('the same language asked for twice during its load sends one request', async () => {
    const first = loadHomeAnnouncements('EN');
    const second = loadHomeAnnouncements('EN');
    await settle();
    expect(pending).toHaveLength(1);
    pending[0]?.answer();
    await Promise.all([first, second]);
    expect(homeAnnouncements.notices.map((n) => n.title)).toEqual(['EN notice']);
  });
});
