import { proxy, useSnapshot } from 'valtio';
import { getMerchant } from '../config/merchant.ts';
import type { ThemeColours } from '../generated/merchant.ts';
import { readString, STORAGE_KEYS, writeString } from './storage.ts';

export type ThemeMode = 'dark' | 'light';

interface UiState {
  theme: ThemeMode;
  drawerOpen: boolean;
  referralOpen: boolean;
  downloadOpen: boolean;
  /** The path shown before the current one, for the back bar's label (SPEC 2.1). */
  previousPath: string | undefined;
  currentPath: string | undefined;
}

function storedTheme(fallback: ThemeMode): ThemeMode {
  const value = readString(STORAGE_KEYS.theme);
  return value === 'dark' || value === 'light' ? value : fallback;
}

const initial = (): UiState => ({ theme: 'dark', drawerOpen: false, referralOpen: false, downloadOpen: false, previousPath: undefined, currentPath: undefined });

export const uiStore = proxy<UiState>(initial());

export function resetUiStore(): void {
  Object.assign(uiStore, initial());
}

/** Theme from device storage, else the merchant's default (SPEC 3: default dark). */
export function initTheme(merchantDefault: ThemeMode): void {
  uiStore.theme = storedTheme(merchantDefault);
}

export function setTheme(theme: ThemeMode): void {
  uiStore.theme = theme;
  writeString(STORAGE_KEYS.theme, theme);
}

export function setDrawerOpen(open: boolean): void {
  uiStore.drawerOpen = open;
}

export function setReferralOpen(open: boolean): void {
  uiStore.referralOpen = open;
}

export function setDownloadOpen(open: boolean): void {
  uiStore.downloadOpen = open;
}

export function recordNavigation(path: string): void {
  if (uiStore.currentPath === path) return;
  uiStore.previousPath = uiStore.currentPath;
  uiStore.currentPath = path;
}

export function useTheme(): ThemeMode {
  return useSnapshot(uiStore).theme;
}

/** The current theme's colour tokens, e.g. the surface a piece of brand art sits on. */
export function useThemeColours(): ThemeColours {
  return getMerchant().theme[useTheme()];
}

export function useUi(): Readonly<UiState> {
  return useSnapshot(uiStore);
}
