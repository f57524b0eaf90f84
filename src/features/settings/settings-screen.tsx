import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { confirmDialog } from '../../state/dialog-store.ts';
import { logout, useSession } from '../../state/session-store.ts';
import { hideToast, showToast } from '../../state/toast-store.ts';
import { PlatformText } from '../../ui/platform-text.tsx';
import form from '../../ui/form/form.module.css';
import { ComplianceFooter } from '../compliance/index.ts';
import { HeadIconPanel } from '../head-icon/index.ts';
import styles from './settings.module.css';

/** /m/set (SPEC 2.7; D3): the member's head icon (SPEC 7 Member), change password (guests to /m/login) and sign out. */
export function SettingsScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const session = useSession();
  const signOut = async (): Promise<void> => {
    const sure = await confirmDialog({ message: t('logout_confirm', { ns: 'common' }), cancelLabel: t('settings.cancel'), confirmLabel: t('settings.submit'), destructive: true });
    if (!sure) return;
    const loading = showToast(t('general.please_wait'), 'loading');
    await logout();
    hideToast(loading);
    navigate('/m/home');
  };
  return (
    <div className={form.body}>
      <section className={styles.card} aria-label={t('settings.account')}>
        {session === undefined ? (
          <>
            <span className={styles.muted}>{t('settings.account')}</span>
            <strong>{t('settings.guest')}</strong>
          </>
        ) : (
          // the head icon (SPEC 7 Member; R7-25) beside the account
          <HeadIconPanel>
            <div className={styles.account}>
              <span className={styles.muted}>{t('settings.account')}</span>
              <strong><PlatformText text={session.userName} /></strong>
            </div>
          </HeadIconPanel>
        )}
      </section>
      <ul className={styles.list}>
        <li>
          <button type="button" className={styles.entry} onClick={() => navigate(session === undefined ? '/m/login' : '/m/changePsw')}>
            <span>{t('settings.change_password')}</span>
            <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
          </button>
        </li>
      </ul>
      {session === undefined
        ? <button type="button" className={form.primary} onClick={() => navigate('/m/login')}>{t('login', { ns: 'common' })}</button>
        : <button type="button" className={form.secondary} onClick={() => void signOut()}>{t('logout', { ns: 'common' })}</button>}
      <ComplianceFooter />
    </div>
  );
}
