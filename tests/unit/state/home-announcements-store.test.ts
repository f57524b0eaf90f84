/** The home announcements state (SPEC 2.3, 3): one load per language, the last language asked for wins, banners, notices and the popup. */
import { snapshot } from 'valtio';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Announcement, AnnouncementGroups } from '../../../src/api/announcements.ts';
import type { CallOptions } from '../../../src/api/client.ts';
import {
  applyHomeAnnouncements, dismissPopup, homeAnnouncements, loadHomeAnnouncements, recordPopupShown, resetHomeAnnouncementsStore,
} from '../../../src/state/home-announcements-store.ts';
import { deferred } from './deferred.ts';

const api = vi.hoisted(() => ({ fetchHomeAnnouncements: vi.fn<(language: string, options?: CallOptions) => Promise<AnnouncementGroups>>() }));
vi.mock('../../../src/api/announcements.ts', async (original) => ({ ...(await original<object>()), ...api }));

const item = (id: number, type: Announcement['type'], fields: Partial<Announcement> = {}): Announcement => ({
  id, announcementId: id, type, title: `${type} ${id}`, content: '', startDate: '2030-01-01', endDate: null, groupName: 'm_home', read: false, url: '', action: { type: 'none', target: '' }, sequence: id, ...fields,
});
const groups = (fields: Partial<AnnouncementGroups> = {}): AnnouncementGroups => ({
  banners: [], player: [], popup: [], promotion: [], hot: [], agent: [], footer: { unreadCount: 0, total: 0 }, ...fields,
});
/** An answer whose one notice names the language it was asked in. */
const answerIn = (language: string): AnnouncementGroups => groups({ player: [item(1, 'PL', { title: `${language} notice` })] });
const INITIAL = { banners: [], notices: [], popup: undefined, language: undefined, status: 'idle', popupDismissed: false };
const readyIn = (language: string) => ({ ...INITIAL, notices: [item(1, 'PL', { title: `${language} notice` })], language, status: 'ready' });
const signalOf = (call: number): AbortSignal | undefined => api.fetchHomeAnnouncements.mock.calls[call]?.[1]?.signal;

beforeEach(() => {
  api.fetchHomeAnnouncements.mockReset();
});

describe('home announcements state (SPEC 2.3, 3)', () => {
  it('starts empty and idle, with no language and the popup not dismissed', () => {
    expect(snapshot(homeAnnouncements)).toStrictEqual(INITIAL);
  });

  it('asks quietly with a cancel signal, shows loading while it runs, then keeps the answer in its language', async () => {
    const answer = deferred<AnnouncementGroups>();
    api.fetchHomeAnnouncements.mockReturnValue(answer.promise);
    const load = loadHomeAnnouncements('EN');
    const signal = signalOf(0);
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(api.fetchHomeAnnouncements.mock.calls).toStrictEqual([['EN', { quiet: true, signal }]]);
    expect(signal?.aborted).toBe(false);
    expect(snapshot(homeAnnouncements)).toStrictEqual({ ...INITIAL, status: 'loading' });
    answer.resolve(answerIn('EN'));
    await expect(load).resolves.toBeUndefined();
    expect(snapshot(homeAnnouncements)).toStrictEqual(readyIn('EN'));
  });

  it('a failure leaves the lists as they were and marks the load failed; asking again fetches again', async () => {
    api.fetchHomeAnnouncements.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(answerIn('EN'));
    await expect(loadHomeAnnouncements('EN')).resolves.toBeUndefined();
    expect(snapshot(homeAnnouncements)).toStrictEqual({ ...INITIAL, status: 'failed' });
    await loadHomeAnnouncements('EN');
    expect(api.fetchHomeAnnouncements).toHaveBeenCalledTimes(2);
    expect(snapshot(homeAnnouncements)).toStrictEqual(readyIn('EN'));
  });

  it('another language cancels the load under way; its late answer changes nothing and the newer load is still shared', async () => {
    const en = deferred<AnnouncementGroups>();
    const ar = deferred<AnnouncementGroups>();
    api.fetchHomeAnnouncements.mockReturnValueOnce(en.promise).mockReturnValueOnce(ar.promise);
    const loadEn = loadHomeAnnouncements('EN');
    const loadAr = loadHomeAnnouncements('AR');
    expect(api.fetchHomeAnnouncements.mock.calls.map(([language]) => language)).toStrictEqual(['EN', 'AR']);
    expect([signalOf(0)?.aborted, signalOf(1)?.aborted]).toStrictEqual([true, false]);
    en.resolve(answerIn('EN'));
    await expect(loadEn).resolves.toBeUndefined();
    expect(snapshot(homeAnnouncements)).toStrictEqual({ ...INITIAL, status: 'loading' });
    expect(loadHomeAnnouncements('AR')).toBe(loadAr);
    expect(api.fetchHomeAnnouncements).toHaveBeenCalledTimes(2);
    ar.resolve(answerIn('AR'));
    await loadAr;
    expect(snapshot(homeAnnouncements)).toStrictEqual(readyIn('AR'));
  });

  it('the failure of a cancelled load changes nothing: the newer load keeps showing loading', async () => {
    const en = deferred<AnnouncementGroups>();
    const ar = deferred<AnnouncementGroups>();
    api.fetchHomeAnnouncements.mockReturnValueOnce(en.promise).mockReturnValueOnce(ar.promise);
    const loadEn = loadHomeAnnouncements('EN');
    const loadAr = loadHomeAnnouncements('AR');
    en.reject(new Error('cancelled'));
    await expect(loadEn).resolves.toBeUndefined();
    expect(snapshot(homeAnnouncements)).toStrictEqual({ ...INITIAL, status: 'loading' });
    ar.resolve(answerIn('AR'));
    await loadAr;
    expect(snapshot(homeAnnouncements)).toStrictEqual(readyIn('AR'));
  });

  it('the same language asked again while it loads shares the load and fetches nothing more', async () => {
    const answer = deferred<AnnouncementGroups>();
    api.fetchHomeAnnouncements.mockReturnValue(answer.promise);
    const first = loadHomeAnnouncements('EN');
    expect(loadHomeAnnouncements('EN')).toBe(first);
    expect(api.fetchHomeAnnouncements).toHaveBeenCalledTimes(1);
    expect(signalOf(0)?.aborted).toBe(false);
    answer.resolve(answerIn('EN'));
    await first;
    expect(snapshot(homeAnnouncements)).toStrictEqual(readyIn('EN'));
  });

  it('the language already shown fetches nothing; another language, then the first again, each fetch', async () => {
    api.fetchHomeAnnouncements.mockImplementation((language) => Promise.resolve(answerIn(language)));
    await loadHomeAnnouncements('EN');
    await expect(loadHomeAnnouncements('EN')).resolves.toBeUndefined();
    expect(api.fetchHomeAnnouncements).toHaveBeenCalledTimes(1);
    await loadHomeAnnouncements('AR');
    expect(snapshot(homeAnnouncements)).toStrictEqual(readyIn('AR'));
    await loadHomeAnnouncements('EN');
    expect(api.fetchHomeAnnouncements.mock.calls.map(([language]) => language)).toStrictEqual(['EN', 'AR', 'EN']);
    expect(snapshot(homeAnnouncements)).toStrictEqual(readyIn('EN'));
  });

  it('going back to the language shown while another loads fetches it again and cancels the other', async () => {
    const ar = deferred<AnnouncementGroups>();
    api.fetchHomeAnnouncements.mockResolvedValueOnce(answerIn('EN')).mockReturnValueOnce(ar.promise).mockResolvedValueOnce(answerIn('EN'));
    await loadHomeAnnouncements('EN');
    void loadHomeAnnouncements('AR');
    await loadHomeAnnouncements('EN');
    expect(api.fetchHomeAnnouncements.mock.calls.map(([language]) => language)).toStrictEqual(['EN', 'AR', 'EN']);
    expect(signalOf(1)?.aborted).toBe(true);
    ar.resolve(answerIn('AR'));
    await ar.promise;
    expect(snapshot(homeAnnouncements)).toStrictEqual(readyIn('EN'));
  });

  it('going back to the language shown after another language failed fetches it again', async () => {
    api.fetchHomeAnnouncements.mockResolvedValueOnce(answerIn('EN')).mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(answerIn('EN'));
    await loadHomeAnnouncements('EN');
    await loadHomeAnnouncements('AR');
    expect(snapshot(homeAnnouncements)).toStrictEqual({ ...readyIn('EN'), status: 'failed' });
    await loadHomeAnnouncements('EN');
    expect(api.fetchHomeAnnouncements).toHaveBeenCalledTimes(3);
    expect(snapshot(homeAnnouncements)).toStrictEqual(readyIn('EN'));
  });

  it('reset cancels the load under way, whose answer then changes nothing, and brings back the start state', async () => {
    const answer = deferred<AnnouncementGroups>();
    api.fetchHomeAnnouncements.mockReturnValueOnce(answer.promise).mockResolvedValueOnce(answerIn('EN'));
    Object.assign(homeAnnouncements, { banners: [item(9, 'B')], notices: [item(8, 'PL')], popup: item(7, 'PU'), language: 'AR', popupDismissed: true });
    const load = loadHomeAnnouncements('EN');
    resetHomeAnnouncementsStore();
    expect(signalOf(0)?.aborted).toBe(true);
    expect(snapshot(homeAnnouncements)).toStrictEqual(INITIAL);
    answer.resolve(answerIn('EN'));
    await expect(load).resolves.toBeUndefined();
    expect(snapshot(homeAnnouncements)).toStrictEqual(INITIAL);
    await loadHomeAnnouncements('EN');
    expect(api.fetchHomeAnnouncements).toHaveBeenCalledTimes(2);
  });

  it('keeps the banners with an image of the home group or of no group, in sequence order', () => {
    const banners = [
      item(1, 'B', { url: 'https://img/1.png', groupName: 'm_home', sequence: 3 }),
      item(2, 'B', { url: '', groupName: 'm_home', sequence: 1 }),
      item(3, 'B', { url: 'https://img/3.png', groupName: '', sequence: 2 }),
      item(4, 'B', { url: 'https://img/4.png', groupName: 'm_reg', sequence: 0 }),
      item(5, 'B', { url: 'https://img/5.png', groupName: 'm_home', sequence: 4 }),
    ];
    applyHomeAnnouncements(groups({ banners }), 'EN');
    expect(homeAnnouncements.banners.map((b) => b.id)).toStrictEqual([3, 1, 5]);
    expect(banners.map((b) => b.id)).toStrictEqual([1, 2, 3, 4, 5]);
  });

  it('sorts the notices by sequence and leaves the answer\'s list in its order', () => {
    const player = [item(1, 'PL', { sequence: 3 }), item(2, 'PL', { sequence: 1 }), item(3, 'PL', { sequence: 2 })];
    applyHomeAnnouncements(groups({ player }), 'EN');
    expect(homeAnnouncements.notices.map((n) => n.id)).toStrictEqual([2, 3, 1]);
    expect(player.map((n) => n.id)).toStrictEqual([1, 2, 3]);
    expect(snapshot(homeAnnouncements)).toStrictEqual({ ...INITIAL, notices: [player[1], player[2], player[0]], language: 'EN', status: 'ready' });
  });

  it('keeps only the first popup, not dismissed when this session showed another popup or only local storage holds its id', () => {
    sessionStorage.setItem('popupShown', '6');
    localStorage.setItem('popupShown', '5');
    applyHomeAnnouncements(groups({ popup: [item(5, 'PU'), item(6, 'PU')] }), 'EN');
    expect(snapshot(homeAnnouncements)).toStrictEqual({ ...INITIAL, popup: item(5, 'PU'), language: 'EN', status: 'ready' });
  });

  it('the popup this browser session already showed is dismissed', () => {
    sessionStorage.setItem('popupShown', '5');
    applyHomeAnnouncements(groups({ popup: [item(5, 'PU')] }), 'EN');
    expect(snapshot(homeAnnouncements)).toStrictEqual({ ...INITIAL, popup: item(5, 'PU'), language: 'EN', status: 'ready', popupDismissed: true });
  });

  it('without a popup nothing is dismissed', () => {
    sessionStorage.setItem('popupShown', 'undefined');
    applyHomeAnnouncements(groups(), 'EN');
    expect(snapshot(homeAnnouncements)).toStrictEqual({ ...INITIAL, language: 'EN', status: 'ready' });
  });

  it('records the popup shown in session storage only', () => {
    recordPopupShown(42);
    expect(sessionStorage.getItem('popupShown')).toBe('42');
    expect(localStorage.getItem('popupShown')).toBeNull();
  });

  it('dismissing the popup marks it dismissed', () => {
    dismissPopup();
    expect(snapshot(homeAnnouncements)).toStrictEqual({ ...INITIAL, popupDismissed: true });
  });
});
