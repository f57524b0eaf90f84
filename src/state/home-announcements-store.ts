/** Home announcements (SPEC 2.3, 3): banners, player notices for the ticker and the popup, per language. */
import { proxy, useSnapshot } from 'valtio';
import { type Announcement, type AnnouncementGroups, fetchHomeAnnouncements } from '../api/announcements.ts';
import { readString, STORAGE_KEYS, writeString } from './storage.ts';

interface HomeAnnouncementsState {
  banners: Announcement[];
  notices: Announcement[];
  popup: Announcement | undefined;
  language: string | undefined;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The popup was closed in this page load, or shown earlier in this browser session (once per session). */
  popupDismissed: boolean;
}

const initial = (): HomeAnnouncementsState => ({ banners: [], notices: [], popup: undefined, language: undefined, status: 'idle', popupDismissed: false });

export const homeAnnouncements = proxy<HomeAnnouncementsState>(initial());

const bySequence = (a: Announcement, b: Announcement): number => a.sequence - b.sequence;

/** Applies one answer: banners of the home group in order, notices, and only the first popup (R3-8). */
export function applyHomeAnnouncements(groups: AnnouncementGroups, language: string): void {
  homeAnnouncements.banners = groups.banners.filter((b) => b.url !== '' && (b.groupName === '' || b.groupName === 'm_home')).sort(bySequence);
  homeAnnouncements.notices = [...groups.player].sort(bySequence);
  homeAnnouncements.popup = groups.popup[0];
  // Stryker disable next-line StringLiteral: equivalent, storage reads any area but 'local' from session storage, so '' reads the same place
  if (homeAnnouncements.popup !== undefined && readString(STORAGE_KEYS.popupShown, 'session') === String(homeAnnouncements.popup.id)) homeAnnouncements.popupDismissed = true;
  homeAnnouncements.language = language;
  homeAnnouncements.status = 'ready';
}

/** The load under way: its language, the promise callers share and the switch that cancels it. */
let running: { language: string; promise: Promise<void>; controller: AbortController } | undefined;

/**
 * Loads the home announcements in `language`. Asked again for the same language while it loads, it
 * shares that load; asked for another language, it cancels the load under way and starts its own, so
 * the last language asked for is the one shown.
 */
export function loadHomeAnnouncements(language: string): Promise<void> {
  if (running?.language === language) return running.promise;
  running?.controller.abort();
  running = undefined;
  if (homeAnnouncements.language === language && homeAnnouncements.status === 'ready') return Promise.resolve();
  homeAnnouncements.status = 'loading';
  const controller = new AbortController();
  const current = (): boolean => !controller.signal.aborted;
  const promise = fetchHomeAnnouncements(language, { quiet: true, signal: controller.signal })
    .then((groups) => {
      if (current()) applyHomeAnnouncements(groups, language);
    })
    .catch(() => {
      if (current()) homeAnnouncements.status = 'failed';
    })
    .finally(() => {
      if (running?.controller === controller) running = undefined;
    });
  running = { language, promise, controller };
  return promise;
}

export function resetHomeAnnouncementsStore(): void {
  running?.controller.abort();
  running = undefined;
  Object.assign(homeAnnouncements, initial());
}

export function dismissPopup(): void {
  homeAnnouncements.popupDismissed = true;
}

/** The popup is on screen: it is not shown again in this browser session (SPEC 2.3). */
export function recordPopupShown(id: number): void {
  // Stryker disable next-line StringLiteral: equivalent, storage writes any area but 'local' to session storage, so '' writes the same place
  writeString(STORAGE_KEYS.popupShown, String(id), 'session');
}

export function useHomeAnnouncements(): Readonly<HomeAnnouncementsState> {
  return useSnapshot(homeAnnouncements) as Readonly<HomeAnnouncementsState>;
}
