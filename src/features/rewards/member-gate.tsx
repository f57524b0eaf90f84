import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { TRIAL_TYPE } from '../../config/member-types.ts';
import type { Merchant } from '../../generated/merchant.ts';
import { useEffectiveConfig } from '../../state/effective-config.ts';
import { useSession } from '../../state/session-store.ts';
import { NotAvailable } from '../../ui/not-available.tsx';
import styles from './rewards.module.css';

interface MemberGateProps {
  /** The title of the refusal screens. */
  title: string;
  /** The platform module the screen belongs to (REWCEN3, MANPLAYREB3): off, the screen says so. */
  module?: keyof Merchant['modules'];
  children: ReactNode;
}

/**
 * The gates of SPEC 4 and 6 on a reward screen: guests go to /m/login, trial accounts
 * see free_reject with the way to a real account (SPEC 5: only types 0, 1, 2 may), a module the platform
 * turned off shows that the feature is unavailable. The platform refuses the same on its side.
 */
export function MemberGate({ title, module, children }: MemberGateProps) {
  const { t } = useTranslation();
  const session = useSession();
  const config = useEffectiveConfig();
  if (session === undefined) return <Navigate to="/m/login" replace />;
  if (session.type === TRIAL_TYPE) {
    return (
      <div className={styles.refused}>
        <NotAvailable title={title} message={t('general.free_reject')} />
        <Link className={styles.secondary} to="/m/register">{t('member_center.register_now')}</Link>
      </div>
    );
  }
  if (module !== undefined && config.modules[module] === false) {
    return (
      <div className={styles.refused}>
        <NotAvailable title={title} message={t('general.permission')} />
        <Link className={styles.secondary} to="/m/home">{t('title.home')}</Link>
      </div>
    );
  }
  return children;
}
