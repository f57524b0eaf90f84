/**
 * Who the preview shows the brand to: a visitor, or a demo member or agent of the sandbox (docs/sandbox.md), signed
 * in the way the app keeps a session (MC_SESSION_INFO and autoLogin, SPEC storage keys). The studio page and its
 * frames share one origin, so the frames boot signed in.
 */
import { STORAGE_KEYS } from '../../../src/state/storage.ts';

export type Visitor = 'visitor' | 'member' | 'agent';

const ACCOUNTS = { member: { username: 'demo01', password: 'Demo@1234' }, agent: { username: 'agent01', password: 'Agent@1234' } } as const;

/** Signs the frames in as `who` (or out); says what happened in words for the page's status line. */
export async function signInAs(who: Visitor): Promise<string> {
  for (const key of [STORAGE_KEYS.session, STORAGE_KEYS.autoLogin, STORAGE_KEYS.memberInfo]) localStorage.removeItem(key);
  if (who === 'visitor') return '';
  try {
    const response = await fetch('/wps/session/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...ACCOUNTS[who], type: 'username' }) });
    const body = (await response.json()) as { success?: boolean; value?: unknown; message?: string };
    if (body.success !== true) return `could not sign in as ${who}: ${body.message ?? response.status}`;
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(body.value));
    localStorage.setItem(STORAGE_KEYS.autoLogin, '1');
    return `signed in as ${ACCOUNTS[who].username}`;
  } catch (error) {
    return `could not sign in as ${who}: ${(error as Error).message}`;
  }
}

export interface PopupSource { announcementPlatform: string; merchantCode: string; language: string }

/**
 * Counts the brand's home popup as shown in this tab (the app shows it once a session), so the preview shows
 * the home screen itself; the operator sees the popup on the brand's site as players do.
 */
export async function skipHomePopup(source: PopupSource): Promise<void> {
  const query = new URLSearchParams({ types: 'PU', platform: source.announcementPlatform, merchantCode: source.merchantCode, language: source.language });
  try {
    const answer = (await (await fetch(`/wps/announcements?${query}`)).json()) as { value?: { popup?: { id: number }[] } };
    const first = answer.value?.popup?.[0];
    if (first !== undefined) sessionStorage.setItem(STORAGE_KEYS.popupShown, String(first.id));
  } catch {
    // no popup answer: the preview shows whatever the app shows
  }
}
