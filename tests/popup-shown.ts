/**
 * The home popup counted as shown in a tab (the app shows each popup once per browser session), so a journey or
 * a screenshot about something else meets no popup. Set before the app boots rather than by rewriting the
 * announcements' answer: a route sends every request of the page through the test runner, and the a11y walk
 * ran 15 % slower with it.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { STORAGE_KEYS } from '../src/state/storage.ts';

interface PopupSource {
  announcementPlatform: string;
  merchantCode: string;
  language: string;
  /** The platform's answer to a path, parsed: the caller decides how a failed call is reported. */
  get: (path: string) => Promise<unknown>;
}

export async function markPopupShown(target: Pick<Page | BrowserContext, 'addInitScript'>, source: PopupSource): Promise<void> {
  const query = new URLSearchParams({ types: 'PU', platform: source.announcementPlatform, merchantCode: source.merchantCode, language: source.language });
  const answer = (await source.get(`/wps/announcements?${query}`)) as { value?: { popup?: { id: number }[] } };
  const first = answer.value?.popup?.[0];
  if (first === undefined) return;
  await target.addInitScript(({ key, id }) => window.sessionStorage.setItem(key, id), { key: STORAGE_KEYS.popupShown, id: String(first.id) });
}
