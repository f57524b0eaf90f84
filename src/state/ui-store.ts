import { proxy, useSnapshot } from 'valtio';
import { readString, STORAGE_KEYS, writeString } from './storage.ts';

export type ThemeMode = 'dark' | 'light';

interface UiState {
  theme: ThemeMode;
}

function storedTheme(fallback: ThemeMode): ThemeMode {
  const value = readString(STORAGE_KEYS.theme);
  return value === 'dark' || value === 'light' ? value : fallback;
}

export const uiStore = proxy<UiState>({ theme: 'dark' });

/** Theme from device storage, else the merchant's default (SPEC 3: default dark). */
export function initTheme(merchantDefault: ThemeMode): void {
  uiStore.theme = storedTheme(merchantDefault);
}

export function setTheme(theme: ThemeMode): void {
  uiStore.theme = theme;
  writeString(STORAGE_KEYS.theme, theme);
}

export function useTheme(): ThemeMode {
  return useSnapshot(uiStore).theme;
}
