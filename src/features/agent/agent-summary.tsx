import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAgentHome } from '../../state/agent-store.ts';
import { useSession } from '../../state/session-store.ts';
import { formatAmount } from '../../i18n/format.ts';
import { useWallet } from '../../state/wallet-store.ts';
import { Icon } from '../../ui/icon.tsx';
import styles from './agent.module.css';
import { failureText } from './failure.ts';
import { greetingOf } from './rules.ts';

const COUNTERS = [
  ['teamLoginMemberCount', 'logged_in'], ['teamBetMemberCount', 'betting'], ['teamRegisterMemberCount', 'registered'], ['teamOnlineCount', 'online'],
] as const;

/** The agent home's head (SPEC 2.13, R2.13-1..4): greeting by hour, user name, total balance, withdraw and deposit, team counters. */
export function AgentSummary({ hour }: { hour: number }) {
  const { t, i18n } = useTranslation('agent');
  const session = useSession();
  const wallet = useWallet();
  const { counters, countersFailed } = useAgentHome();
  const balance = wallet.sumBalanceMinor === undefined || wallet.refreshing ? '****' : formatAmount(wallet.sumBalanceMinor, i18n.language);
  return (
    <section className={styles.summary} aria-labelledby="agent-greeting">
      <p id="agent-greeting" className={styles.greeting}>{t(`greeting.${greetingOf(hour)}`)}</p>
      <p className={styles.name} data-testid="agent-name">{session?.userName}</p>
      <div className={styles.balanceRow}>
        <div>
          <p className={styles.caption}>{t('home.total_balance')}</p>
          <p className={styles.balance} data-testid="agent-balance"><bdi>{wallet.currencySymbol} {balance}</bdi></p>
        </div>
        <div className={styles.moneyButtons}>
          <Link className={styles.moneyButton} to="/m/withdraw"><Icon name="withdraw" size={18} />{t('home.withdraw')}</Link>
          <Link className={styles.moneyButton} to="/m/voucherCenter"><Icon name="deposit" size={18} />{t('home.deposit')}</Link>
        </div>
      </div>
      <dl className={styles.counters} aria-label={t('home.counters')}>
        {COUNTERS.map(([field, label]) => (
          <div key={field} className={styles.counter}>
            <dt>{t(`counter.${label}`)}</dt>
            <dd data-testid={`counter-${label}`}>{counters === undefined ? '-' : counters[field]}</dd>
          </div>
        ))}
      </dl>
      {countersFailed !== undefined && <p className={styles.error} role="alert">{failureText(t, countersFailed)}</p>}
    </section>
  );
}
