import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../state/session-store.ts';
import { setReferralOpen, useUi } from '../../state/ui-store.ts';
import { Icon } from '../../ui/icon.tsx';
import { Modal } from '../../ui/modal.tsx';
import { ReferralInvite } from './referral-invite.tsx';
import styles from './navigation.module.css';

/** The referral panel opened by invite entries (SPEC 2.2, 2.3): a guest is asked to log in first. */
export function ReferralDialog() {
  const { t } = useTranslation();
  const { referralOpen } = useUi();
  const session = useSession();
  const titleId = useId();
  if (!referralOpen) return null;
  const close = (): void => setReferralOpen(false);
  return (
    <Modal placement="bottom" className={styles.sheet} labelledBy={titleId} onDismiss={close}>
      <div className={styles.sheetHead}>
        <Icon name="invite" />
        <h2 id={titleId} className={styles.sheetTitle}>{t('referral.title')}</h2>
        <button type="button" className={styles.close} onClick={close} aria-label={t('close')}><Icon name="close" /></button>
      </div>
      {session === undefined ? (
        <>
          <p className={styles.sheetText}>{t('referral.login_first')}</p>
          <Link className={styles.primary} to="/m/login" onClick={close}>{t('login')}</Link>
        </>
      ) : (
        <ReferralInvite />
      )}
    </Modal>
  );
}
