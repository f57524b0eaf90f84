import { useTranslation } from 'react-i18next';
import form from '../../ui/form/form.module.css';
import styles from './auth.module.css';

interface RememberedAccountProps {
  /** The account as the player knows it: user name, or dialing code and mobile number. */
  account: string;
  /** The other way in: a password, or an SMS code. */
  switchLabel: string;
  onSwitch: () => void;
}

/** The login form's remembered state (D26): the account shown, no password field; signing in uses the token. */
export function RememberedAccount({ account, switchLabel, onSwitch }: RememberedAccountProps) {
  const { t } = useTranslation('auth');
  return (
    <section className={styles.remembered} aria-label={t('login.remembered_account')}>
      <strong className={styles.rememberedName}>{account}</strong>
      <span className={form.note}>{t('login.remembered')}</span>
      <button type="button" className={form.linkButton} onClick={onSwitch}>{switchLabel}</button>
    </section>
  );
}
