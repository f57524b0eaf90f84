/** Wallet gates (SPEC 4, 5, 6): guests go to /m/login; only real accounts (types 0, 1, 2) use the wallet. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { isRealMember } from '../../config/member-types.ts';
import { useSession } from '../../state/session-store.ts';
import { NotAvailable } from '../../ui/not-available.tsx';
import styles from './wallet.module.css';

interface WalletGateProps {
  /** The refusal text for a trial or other non-real account: deposit uses free_reject (SPEC 5, 8), the rest the real-account message. */
  refusal: 'free_reject' | 'real_account';
  title: string;
  children: ReactNode;
}

export function WalletGate({ refusal, title, children }: WalletGateProps) {
  const { t } = useTranslation();
  const session = useSession();
  if (session === undefined) return <Navigate to="/m/login" replace />;
  if (!isRealMember(session.type)) {
    return (
      <div className={styles.refused}>
        <NotAvailable title={title} message={t(`general.${refusal}`)} />
        <Link className={styles.secondary} to="/m/register">{t('member_center.register_now')}</Link>
      </div>
    );
  }
  return children;
}
