/** Member nav (SPEC 2.14): shortcuts of a signed-in player under a greeting and the wallet balance; guests get nothing. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fetchWallet } from '../../api/member.ts';
import { getMerchant } from '../../config/merchant.ts';
import { useSession } from '../../state/session-store.ts';
import { formatBalance, useWallet } from '../../state/wallet-store.ts';
import { HomeSection, SectionFailed } from '../../ui/home-section.tsx';
import { Icon } from '../../ui/icon.tsx';
import { PlatformText } from '../../ui/platform-text.tsx';
import { useSectionLoad } from '../sections/index.ts';
import styles from './member-nav.module.css';

const SHORTCUTS = [
  { to: '/m/member/home', icon: 'user', label: 'sections.member_center' },
  { to: '/m/voucherCenter', icon: 'deposit', label: 'sections.deposit' },
  { to: '/m/withdraw', icon: 'withdraw', label: 'sections.withdraw' },
  { to: '/m/rewardCenter', icon: 'gift', label: 'sections.rewards' },
  { to: '/m/webEmail', icon: 'mail', label: 'sections.inbox' },
  { to: '/m/set', icon: 'sliders', label: 'sections.settings' },
] as const;

export function MemberNav() {
  const session = useSession();
  return session === undefined ? null : <MemberPanel userName={session.userName} />;
}

function MemberPanel({ userName }: { userName: string }) {
  const { t } = useTranslation('lobby');
  return (
    <HomeSection title={t('sections.member')}>
      <div className={styles.card}>
        <p className={styles.hello}>{t('sections.member_hello')} <PlatformText text={userName} /></p>
        <Balance userName={userName} />
        <ul className={styles.grid}>
          {SHORTCUTS.map((s) => (
            <li key={s.to}>
              <Link to={s.to} className={styles.shortcut}><Icon name={s.icon} /><span>{t(s.label)}</span></Link>
            </li>
          ))}
        </ul>
      </div>
    </HomeSection>
  );
}

function Balance({ userName }: { userName: string }) {
  const { t } = useTranslation('lobby');
  const { hidden } = useWallet();
  const { state, retry } = useSectionLoad(`wallet|${userName}`, () => fetchWallet({ quiet: true }));
  if (state.kind === 'failed') return <SectionFailed message={state.message} retryLabel={t('retry')} onRetry={retry} />;
  const decimals = getMerchant().constants.limits.balanceDecimals;
  const amount = state.kind === 'loading' ? '…' : hidden ? '****' : `${state.value.currencySymbol}${formatBalance(state.value.sumBalance, decimals)}`;
  return (
    <p className={styles.balance} aria-busy={state.kind === 'loading'}>
      {t('sections.member_balance')} <bdi className={styles.amount}>{amount}</bdi>
    </p>
  );
}
