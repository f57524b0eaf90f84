import { subscribeKey } from 'valtio/utils';
import { configureClient } from '../api/client.ts';
import type { Merchant } from '../generated/merchant.ts';
import { initI18n, initialLanguage, languageState } from '../i18n/i18n.ts';
import { languageCore } from '../i18n/language-core.ts';
import { countRequest, setProgressDelay } from '../state/activity-store.ts';
import { watchBadges } from '../state/badges-store.ts';
import { deviceHeader } from '../state/device.ts';
import { dropLegacyRememberedPassword } from '../state/legacy-remembered-password.ts';
import { readString, STORAGE_KEYS, writeString } from '../state/storage.ts';
import { currentToken, restoreSession } from '../state/session-store.ts';
import { loadSystemStatus, systemStore } from '../state/system-store.ts';
import { installPictureFallback } from './picture-fallback.ts';
import { setToastDurations } from '../state/toast-store.ts';
import { initTheme, uiStore } from '../state/ui-store.ts';
import { applyThemeTokens } from '../ui/theme.ts';
import { handleApiError } from './error-path.ts';
import { formatWhole } from '../i18n/format.ts';

/** Keeps the language the player switches to on the device (R4-9); the language boot starts with is not written. */
export function rememberLanguageChoice(): () => void {
  return subscribeKey(languageState, 'code', (code) => writeString(STORAGE_KEYS.language, code), true);
}

/**
 * Boot (DESIGN 4): config -> theme -> session -> i18n (current language only) -> system status.
 * `whenClientReady` runs once the API client is configured and the language known, before the
 * waits: the first screen's data can start loading then.
 */
export async function boot(merchant: Merchant, navigate: (to: string) => void, whenClientReady: () => void = () => undefined): Promise<void> {
  initTheme(merchant.theme.default);
  const paint = (): void => applyThemeTokens(merchant.theme[uiStore.theme], uiStore.theme);
  paint();
  subscribeKey(uiStore, 'theme', paint);

  const timings = merchant.constants.timings;
  setToastDurations({ info: timings.toastMs, error: timings.toastMs, success: timings.successToastMs, rejection: timings.rejectionToastMs });
  setProgressDelay(timings.progressDelayMs);

  restoreSession();
  dropLegacyRememberedPassword();
  configureClient({ token: currentToken, language: () => languageState.code, device: deviceHeader, onError: (error) => handleApiError(error, navigate), inFlight: countRequest });
  watchBadges();

  installPictureFallback();
  const status = loadSystemStatus();
  const language = initialLanguage(merchant.languages, merchant.defaultLanguage, readString(STORAGE_KEYS.language));
  languageState.code = languageCore(language)?.code ?? languageState.code;
  whenClientReady();
  // The browser loads its number-formatting data on the first Intl formatter (about 60 ms on a phone):
  // do it now, in a task of its own while the first requests are out, not inside the first render of
  // the jackpots (speed).
  setTimeout(() => formatWhole(0, undefined), 0);
  await initI18n(language);
  rememberLanguageChoice();
  // The cached status shows at once (R4-46); without one the first paint waits for the server, up
  // to 3 s, so a maintenance page never flashes the app first.
  if (systemStore.status === undefined) await Promise.race([status, new Promise((resolve) => setTimeout(resolve, 3000))]);
}
