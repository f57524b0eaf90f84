import { createTrialAccount, testPlay } from '../../api/session.ts';
import { getMerchant } from '../../config/merchant.ts';
import { i18next } from '../../i18n/i18n.ts';
import { setTrialUser, startSession } from '../../state/session-store.ts';
import { hideToast, showLoadingToast, showToast } from '../../state/toast-store.ts';

/** Module whose test play opens free play (SPEC 7 Test play). */
export const FREE_PLAY_MODULE = 'COMM3';

/** The trial flow (SPEC 4): creates a trial account (type 4), starts its session and stores its name. */
export async function startTrial(): Promise<string> {
  const session = await createTrialAccount();
  // Stryker disable next-line ObjectLiteral: no remember option is the same as remember false
  startSession({ ...session }, { remember: false });
  setTrialUser(session.userName);
  return session.userName;
}

/**
 * Free play (SPEC 4): a loading message, the test-play call, then, when the trial state is set, a
 * trial session and a replace to /m/home. A failure leaves the player where they were (the general error
 * path has told them).
 */
export async function startFreePlay(navigate: (to: string, options: { replace: boolean }) => void): Promise<void> {
  const t = i18next.getFixedT(null, 'auth');
  const loading = showLoadingToast(t('trial.free_play_loading'), getMerchant().constants.timings.launchLoadingToastMs);
  try {
    if (!(await testPlay(FREE_PLAY_MODULE))) return;
    const name = await startTrial();
    showToast(t('trial.created', { name }), 'success');
    navigate('/m/home', { replace: true });
  } catch {
    // the general error path has told the user
  } finally {
    hideToast(loading);
  }
}
