import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '../../state/session-store.ts';
import styles from '../../ui/form/form.module.css';
import { startFreePlay } from './free-play.ts';

/** /m/trail (SPEC 2.1, 4): starts free play with a trial account (type 4). */
export function TrialScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const start = async (): Promise<void> => {
    setBusy(true);
    // after a move home this screen is gone; otherwise the player may try again
    await startFreePlay((to, options) => navigate(to, options));
    setBusy(false);
  };
  return (
    <div className={styles.body}>
      <p className={styles.note}>{t('trial.intro')}</p>
      {session !== undefined && session.type !== 4 ? null : (
        <button type="button" className={styles.primary} disabled={busy} onClick={() => void start()}>{t('trial.start')}</button>
      )}
      <Link className={styles.secondary} to="/m/register">{t('trial.register')}</Link>
    </div>
  );
}
