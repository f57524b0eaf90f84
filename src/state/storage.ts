/**
 * The one module that touches device storage (DESIGN 4). Keys are the spec's; a corrupt or missing
 * value reads as undefined (and is removed), so every caller falls back to fetching again.
 */
export const STORAGE_KEYS = {
  session: 'MC_SESSION_INFO',
  memberInfo: 'memberInfo',
  autoLogin: 'autoLogin',
  theme: 'theme',
  language: 'language',
  systemStatus: 'systemStatus',
  rememberedLogin: 'rememberedLogin',
  deviceId: 'deviceId',
  trialUser: 'trialUser',
  webclip: 'WEBCLIP',
  /** The id of the home popup shown in this browser session (sessionStorage: once per session). */
  popupShown: 'popupShown',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
export type StorageArea = 'local' | 'session';

/**
 * The storage area (localStorage or sessionStorage); reading the property throws where storage is
 * blocked (private mode, sandboxed frame), and it is missing outside a browser: every caller below
 * catches both.
 */
function area(which: StorageArea): Storage {
  return globalThis[`${which}Storage`];
}

export function readString(key: StorageKey, which: StorageArea = 'local'): string | undefined {
  let value: string | null = null;
  try {
    value = area(which).getItem(key);
  } catch {
    // blocked storage reads as nothing stored
  }
  return value ?? undefined;
}

export function writeString(key: StorageKey, value: string, which: StorageArea = 'local'): void {
  try {
    area(which).setItem(key, value);
  } catch {
    // quota or blocked storage: the app keeps working from memory
  }
}

export function removeKey(key: StorageKey, which: StorageArea = 'local'): void {
  try {
    area(which).removeItem(key);
  } catch {
    // nothing to remove
  }
}

/** Parses a stored JSON value and checks its shape; anything else is dropped and reads as undefined. */
export function readJson<T>(key: StorageKey, isValid: (value: unknown) => value is T, which: StorageArea = 'local'): T | undefined {
  const raw = readString(key, which);
  if (raw === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (isValid(value)) return value;
  } catch {
    // fall through: corrupt JSON
  }
  removeKey(key, which);
  return undefined;
}

export function writeJson(key: StorageKey, value: unknown, which: StorageArea = 'local'): void {
  writeString(key, JSON.stringify(value), which);
}
