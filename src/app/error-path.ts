/**
 * The one error path: the General errors of SPEC 8, mapped from the platform's error
 * codes, shown as toasts. The lead registers it with configureClient({ onError }) at boot.
 */
import { API_ERROR } from '../api/endpoints.ts';
import { type ApiError, generalErrorOf } from '../api/errors.ts';
import { i18next } from '../i18n/i18n.ts';
import { endSession } from '../state/session-store.ts';
import { showToast, toastDuration } from '../state/toast-store.ts';

const t = (key: string): string => i18next.t(key);

/** Shows the general message of a failed call; screens handle every other code themselves. */
export function handleApiError(error: ApiError, navigate: (to: string) => void): void {
  if (error.code === API_ERROR.freeReject) {
    showToast(t('general.free_reject'), 'error', toastDuration('rejection'));
    return;
  }
  if (error.code === 'HTTP_404') {
    showToast(t('general.url_empty'), 'error');
    return;
  }
  const general = generalErrorOf(error) ?? (error.code.startsWith('HTTP_5') ? 'unknown' : undefined);
  switch (general) {
    case undefined:
      return;
    case 'loggedOut':
    case 'notLoggedIn':
      endSession();
      showToast(t(`general.${general}`), 'error');
      navigate('/m/login');
      return;
    default:
      showToast(t(`general.${general}`), 'error');
  }
}
