import { useTranslation } from 'react-i18next';
import styles from './frame.module.css';

/** Shown while a lazy screen chunk loads (SPEC 8: route load failures show a loader). */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className={styles.loader} role="status" aria-label={t('loading')}>
      <span className={styles.spinner} />
    </div>
  );
}
