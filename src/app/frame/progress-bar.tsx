import { useTranslation } from 'react-i18next';
import { useSlowRequests } from '../../state/activity-store.ts';
import styles from './frame.module.css';

/** The thin bar at the top of the frame while platform calls the user waits for run longer than a moment (SPEC 7). */
export function ProgressBar() {
  const { t } = useTranslation();
  return useSlowRequests() ? <div className={styles.progress} role="progressbar" aria-label={t('loading')} /> : null;
}
