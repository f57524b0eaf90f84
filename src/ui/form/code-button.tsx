import { useTranslation } from 'react-i18next';
import styles from './form.module.css';

interface CodeButtonProps {
  /** Seconds until another code may be asked for (useSmsCountdown); 0 when it may. */
  seconds: number;
  onClick: () => void;
  id?: string | undefined;
}

/** The get-code button beside a code field: disabled and counting down while a sent code is fresh (SPEC 4). */
export function CodeButton({ seconds, onClick, id }: CodeButtonProps) {
  const { t } = useTranslation('auth');
  return (
    <button type="button" id={id} className={styles.codeButton} disabled={seconds > 0} onClick={onClick}>
      {seconds > 0 ? t('sms.countdown', { seconds }) : t('sms.get_code')}
    </button>
  );
}
