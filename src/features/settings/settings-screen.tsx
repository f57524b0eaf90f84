import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { getMerchant } from '../../config/merchant.ts';
import { confirmDialog } from '../../state/dialog-store.ts';
import { logout, useSession } from '../../state/session-store.ts';
import { hideToast, showLoadingToast } from '../../state/toast-store.ts';
import { PlatformText } from '../../ui/platform-text.tsx';
import form from '../../ui/form/form.module.css';
import { ComplianceFooter } from '../compliance/index.ts';
import { HeadIconPanel } from '../head-icon/index.ts';
import styles from './settings.module.css';

/** /m/set (SPEC 2.7; D3): the member's head icon (SPEC 7 Member), change password and sign out; a guest goes to /m/login (SPEC 6). */
export function SettingsScreen() {
  const session = useSession();
  // decided on entry: a member who signs out here goes to /m/home (R2.7-5), not to login
  const [guest] = useState(session === undefined);
  return guest ? <Navigate to="/m/login" replace /> : <MemberSettings userName={session?.userName ?? ''} />;
}

function MemberSettings({ userName }: { userName: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const signOut = async (): Promise<void> => {
    const sure = await confirmDialog({ message: t('logout_confirm', { ns: 'common' }), cancelLabel: t('settings.cancel'), confirmLabel: t('settings.submit'), destructive: true });
    if (!sure) return;
    const loading = showLoadingToast(t('general.please_wait'), getMerchant().constants.timings.quickLoadingToastMs);
    await logout();
    hideToast(loading);
    navigate('/m/home');
  };
  return (
    <div className={form.body}>
      <section className={styles.card} aria-label={t('settings.account')}>
        {/* the head icon (SPEC 7 Member; R7-25) beside the account */}
        <HeadIconPanel>
          <div className={styles.account}>
            <span className={styles.muted}>{t('settings.account')}</span>
            <strong><PlatformText text={userName} /></strong>
          </div>
        </HeadIconPanel>
      </section>
      <ul className={styles.list}>
        <li>
          <button type="button" className={styles.entry} onClick={() => navigate('/m/changePsw')}>
            <span>{t('settings.change_password')}</span>
            <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
          </button>
        </li>
      </ul>
      <button type="button" className={form.secondary} onClick={() => void signOut()}>{t('logout', { ns: 'common' })}</button>
      <ComplianceFooter />
    </div>
  );
}
