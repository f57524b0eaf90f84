import { useTranslation } from 'react-i18next';
import { ScreenState } from '../../ui/screen-state.tsx';
import styles from './rewards.module.css';

const LOOK = { state: styles.state, retry: styles.secondary };

/** The loading and failed states of a reward screen, with a retry (never a dead end), drawn in the rewards' look. */
export function LoadState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return <ScreenState failed={failed} retry={onRetry} texts={{ loading: t('loading'), failed: t('load_failed'), retry: t('retry') }} classNames={LOOK} />;
}
