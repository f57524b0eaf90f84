/** Member-type gates of SPEC 4, 5 and 6 (D4), shared by the frame and the features. */
import { launchChat } from '../../api/chat.ts';
import { isRealMember, TRIAL_TYPE } from '../../config/member-types.ts';
import { getMerchant } from '../../config/merchant.ts';
import { safeUrl } from '../../config/safe-url.ts';
import { i18next, languageState } from '../../i18n/i18n.ts';
import { confirmDialog } from '../../state/dialog-store.ts';
import { sessionStore } from '../../state/session-store.ts';
import { hideToast, showLoadingToast, showToast } from '../../state/toast-store.ts';

type Navigate = (to: string) => void;
const t = (key: string, options?: Record<string, unknown>): string => i18next.t(key, options ?? {});

function rejectionMs(): number {
  return getMerchant().constants.timings.rejectionToastMs;
}

/** Footer features (SPEC 5): only types 0, 1, 2 proceed; others see the real-account message for 2 s. */
export function requireRealAccount(action: () => void): boolean {
  if (isRealMember(sessionStore.session?.type)) {
    action();
    return true;
  }
  showToast(t('general.real_account'), 'error', rejectionMs());
  return false;
}

/** Deposit header check (SPEC 5): types 0, 1, 2 proceed, else free_reject. */
export function requireDeposit(action: () => void): boolean {
  if (isRealMember(sessionStore.session?.type)) {
    action();
    return true;
  }
  showToast(t('general.free_reject'), 'error', rejectionMs());
  return false;
}

/** Type 4 is refused chat and the inbox (SPEC 6); answers whether the user may go on. */
export function refuseTrial(): boolean {
  if (sessionStore.session?.type !== TRIAL_TYPE) return false;
  showToast(t('general.free_reject'), 'error', rejectionMs());
  return true;
}

/** Member center (SPEC 4): no session -> login; type 4 -> confirm with register-now; else the member home. */
export async function openMemberCenter(navigate: Navigate): Promise<void> {
  const session = sessionStore.session;
  if (session === undefined) {
    navigate('/m/login');
    return;
  }
  if (session.type === TRIAL_TYPE) {
    const register = await confirmDialog({ message: t('member_center.trial_message'), cancelLabel: t('member_center.cancel'), confirmLabel: t('member_center.register_now') });
    if (register) navigate('/m/register');
    return;
  }
  navigate('/m/member/home');
}

/** Chat launch (SPEC 4): guests to login, type 4 refused; else a loading toast and the chat URL after 500 ms. */
export async function openChat(navigate?: Navigate, assign: (url: string) => void = (url) => window.location.assign(url)): Promise<void> {
  if (sessionStore.session === undefined) {
    navigate?.('/m/login');
    return;
  }
  if (refuseTrial()) return;
  const toast = showLoadingToast(t('general.please_wait'), getMerchant().constants.timings.quickLoadingToastMs);
  try {
    const chatUrl = await launchChat({
      b2c: '1', language: languageState.code, backUrl: window.location.href,
      headerColor: getComputedStyle(document.documentElement).getPropertyValue('--color-header-background').trim().slice(0, 32),
      title: getMerchant().name,
    });
    const page = safeUrl(chatUrl, ['web', 'path']);
    if (page === undefined) {
      hideToast(toast);
      showToast(t('general.url_empty'), 'error');
      return;
    }
    setTimeout(() => {
      hideToast(toast);
      assign(page);
    }, getMerchant().constants.timings.chatRedirectMs);
  } catch {
    hideToast(toast); // the general error path already told the user
  }
}
