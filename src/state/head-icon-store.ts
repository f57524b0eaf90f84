/**
 * The member's head icon (SPEC 7 Member: GET head icon, POST head icon form-urlencoded; R7-25): the platform's
 * presets and the member's choice, for the member centre and the settings screen. Kept per session: another
 * sign in asks again. A failed save keeps the choice the platform last confirmed.
 */
import { proxy, useSnapshot } from 'valtio';
import type { ApiError } from '../api/errors.ts';
import { fetchHeadIcon, saveHeadIcon, type HeadIcon, type HeadIcons } from '../api/member.ts';
import { sessionStore } from './session-store.ts';

interface HeadIconState {
  /** The session token the answer belongs to. */
  token: string | undefined;
  load: 'idle' | 'loading' | 'ready' | 'failed';
  icons: HeadIcon[];
  /** Id of the chosen preset; empty when none. */
  current: string;
  saving: boolean;
}

const initial = (): HeadIconState => ({ token: undefined, load: 'idle', icons: [], current: '', saving: false });

/** An answer the screens can draw: a list of presets (anything else counts as a failed call). */
const usable = (value: unknown): value is HeadIcons => typeof value === 'object' && value !== null && Array.isArray((value as Partial<HeadIcons>).icons);

export const headIconStore = proxy<HeadIconState>(initial());

export function resetHeadIconStore(): void {
  Object.assign(headIconStore, initial());
}

/** Asks for the head icon and the presets once per session (again after a failure, or when `force`). */
export async function loadHeadIcon(force = false): Promise<void> {
  const token = sessionStore.session?.token;
  if (token === undefined) return;
  const known = headIconStore.token === token && (headIconStore.load === 'ready' || headIconStore.load === 'loading');
  if (known && !force) return;
  Object.assign(headIconStore, { token, load: 'loading' });
  try {
    const value = await fetchHeadIcon({ quiet: true });
    if (sessionStore.session?.token !== token) return;
    if (!usable(value)) throw new TypeError('no presets');
    Object.assign(headIconStore, { load: 'ready', icons: value.icons, current: value.current });
  } catch {
    if (headIconStore.token === token) headIconStore.load = 'failed';
  }
}

/**
 * Saves a preset as the head icon; the saved one shows at once. A refusal answers the platform's message and
 * leaves the current choice as it was.
 */
export async function chooseHeadIcon(iconId: string): Promise<{ ok: true } | { ok: false; message: string }> {
  const token = sessionStore.session?.token;
  if (token === undefined || headIconStore.saving) return { ok: false, message: '' };
  headIconStore.saving = true;
  try {
    const value = await saveHeadIcon(iconId, { quiet: true });
    if (sessionStore.session?.token === token) {
      if (usable(value)) Object.assign(headIconStore, { token, load: 'ready', icons: value.icons, current: value.current });
      else headIconStore.current = iconId;
    }
    return { ok: true };
  } catch (error) {
    return { ok: false, message: (error as ApiError).message };
  } finally {
    headIconStore.saving = false;
  }
}

/** The state for this session (idle for another session's answer), and the chosen preset if any. */
export function useHeadIcon(): { load: HeadIconState['load']; icons: readonly HeadIcon[]; current: HeadIcon | undefined; saving: boolean } {
  const snap = useSnapshot(headIconStore);
  const token = useSnapshot(sessionStore).session?.token;
  if (token === undefined || snap.token !== token) return { load: 'idle', icons: [], current: undefined, saving: false };
  return { load: snap.load, icons: snap.icons, current: snap.icons.find((icon) => icon.id === snap.current), saving: snap.saving };
}
