/** Home announcements (SPEC 2.3, 3): banners, player notices for the ticker and the popup, per language. */
import { proxy, useSnapshot } from 'valtio';
import { type Announcement, type AnnouncementGroups, fetchHomeAnnouncements } from '../api/announcements.ts';

interface HomeAnnouncementsState {
  banners: Announcement[];
  notices: Announcement[];
  popup: Announcement | undefined;
  language: string | undefined;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The popup was closed in this page load. */
  popupDismissed: boolean;
}

export const homeAnnouncements = proxy<HomeAnnouncementsState>({ banners: [], notices: [], popup: undefined, language: undefined, status: 'idle', popupDismissed: false });

const bySequence = (a: Announcement, b: Announcement): number => a.sequence - b.sequence;

/** Applies one answer: banners of the home group in order, notices, and only the first popup (R3-8). */
export function applyHomeAnnouncements(groups: AnnouncementGroups, language: string): void {
  homeAnnouncements.banners = groups.banners.filter((b) => b.url !== '' && (b.groupName === '' || b.groupName === 'm_home')).sort(bySequence);
  homeAnnouncements.notices = [...groups.player].sort(bySequence);
  homeAnnouncements.popup = groups.popup[0];
  homeAnnouncements.language = language;
  homeAnnouncements.status = 'ready';
}

let running: Promise<void> | undefined;

export function loadHomeAnnouncements(language: string): Promise<void> {
  if (homeAnnouncements.language === language && homeAnnouncements.status === 'ready') return Promise.resolve();
  if (running !== undefined) return running;
  homeAnnouncements.status = 'loading';
  running = fetchHomeAnnouncements(language, { quiet: true })
    .then((groups) => applyHomeAnnouncements(groups, language))
    .catch(() => {
      homeAnnouncements.status = 'failed';
    })
    .finally(() => {
      running = undefined;
    });
  return running;
}

export function dismissPopup(): void {
  homeAnnouncements.popupDismissed = true;
}

export function useHomeAnnouncements(): Readonly<HomeAnnouncementsState> {
  return useSnapshot(homeAnnouncements) as Readonly<HomeAnnouncementsState>;
}
