/** Member nav (SPEC 2.14): shortcuts of a signed-in player under a greeting and the wallet's total balance; guests get nothing. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathOf, type ScreenName } from '../../../config/routes.ts';
import { useSession } from '../../../state/session-store.ts';
import { formatAmount } from '../../../i18n/format.ts';
import { refreshBalances, useBalances, useWallet } from '../../../state/wallet-store.ts';
import { HomeSection, SectionFailed } from '../../../ui/home-section.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { PlatformText } from '../../../ui/platform-text.tsx';
import styles from './member-nav.module.css';

/** The member's shortcuts: the screens they open, at their paths in the route table. */
export const MEMBER_NAV_SHORTCUTS: readonly { screen: ScreenName; to: string; icon: string; label: string }[] = ([
  { screen: 'memberHome', icon: 'user', label: 'sections.member_center' },
  { screen: 'deposit', icon: 'deposit', label: 'sections.deposit' },
  { screen: 'withdraw', icon: 'withdraw', label: 'sections.withdraw' },
  { screen: 'rewardCenter', icon: 'gift', label: 'sections.rewards' },
  { screen: 'inbox', icon: 'mail', label: 'sections.inbox' },
  { screen: 'set', icon: 'sliders', label: 'sections.settings' },
] as const).map((s) => ({ ...s, to: pathOf(s.screen) }));

export function MemberNav() {
  const session = useSession();
  return session === undefined ? null : <MemberPanel userName={session.userName} />;
}

function MemberPanel({ userName }: { userName: string }) {
  const { t } = useTranslation('lobby');
  return (
    <HomeSection title={t('sections.member')}>
      <div className={styles.card}>
        <p className={styles.hello}>{t('sections.member_hello')}{' '}<PlatformText text={userName} className={styles.name} /></p>
        <Balance />
        <ul className={styles.grid}>
          {MEMBER_NAV_SHORTCUTS.map((s) => (
            <li key={s.to}>
              <Link to={s.to} className={styles.shortcut}><Icon name={s.icon} /><span>{t(s.label)}</span></Link>
            </li>
          ))}
        </ul>
      </div>
    </HomeSection>
  );
}

/** The ledger's total from the balances call, as the header shows it (every balance on screen is /wps/wallet/balances). */
function Balance() {
  const { t, i18n } = useTranslation('lobby');
  const { hidden, sumBalanceMinor, currencySymbol } = useWallet();
  const { loading, error } = useBalances();
  useEffect(() => {
    void refreshBalances();
  }, []);
  if (error !== undefined) return <SectionFailed message={error} retryLabel={t('retry')} onRetry={() => void refreshBalances()} />;
  const waiting = sumBalanceMinor === undefined;
  const amount = waiting ? '…' : hidden ? '****' : formatAmount(sumBalanceMinor, i18n.language, currencySymbol);
  return (
    <p className={styles.balance} aria-busy={waiting || loading}>
      {t('sections.member_balance')} <bdi className={styles.amount}>{amount}</bdi>
    </p>
  );
}
