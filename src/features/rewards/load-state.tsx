import { useTranslation } from 'react-i18next';
import styles from './rewards.module.css';

/** The loading and failed states of a reward screen, with a retry (never a dead end). */
export function LoadState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!failed) return <p className={styles.state} role="status">{t('loading')}</p>;
  return (
    <div className={styles.state} role="alert">
      <p>{t('load_failed')}</p>
      <button type="button" className={styles.secondary} onClick={onRetry}>{t('retry')}</button>
    </div>
  );
}
