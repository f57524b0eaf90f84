import { useTranslation } from 'react-i18next';
import type { AgentRebate } from '../../../api/rebate.ts';
import { formatAmount, formatPlatformAmount } from '../../../i18n/format.ts';
import { useWallet } from '../../../state/wallet-store.ts';
import agent from '../agent.module.css';
import { ClaimArea } from './claim-area.tsx';
import styles from './rebate.module.css';

/** This period: its dates, the rebate accrued, the team's valid bets, what a claim pays, the wallet, and the claim or the automatic payout. */
export function PeriodSummary({ rebate, onClaimed }: { rebate: AgentRebate; onClaimed: (next: AgentRebate) => void }) {
  const { t, i18n } = useTranslation('rebate');
  const wallet = useWallet();
  const balance = wallet.sumBalanceMinor === undefined || wallet.refreshing ? '****' : formatAmount(wallet.sumBalanceMinor, i18n.language);
  const nothing = rebate.amount === '0.00' && rebate.settled === null;
  return (
    <section className={`${agent.summary} ${styles.card}`} aria-labelledby="rebate-period">
      <h2 id="rebate-period" className={styles.heading}>{t('summary.title')} · <bdi data-testid="rebate-period">{rebate.period.start} – {rebate.period.end}</bdi></h2>
      <p className={agent.caption}>{t('summary.accrued')}</p>
      <p className={styles.accrued} data-testid="rebate-accrued"><bdi>{formatPlatformAmount(rebate.amount, i18n.language)}</bdi></p>
      <dl className={styles.facts}>
        <div className={styles.fact}><dt>{t('summary.valid_bets')}</dt><dd data-testid="rebate-valid-bets"><bdi>{formatPlatformAmount(rebate.validBet, i18n.language)}</bdi></dd></div>
        <div className={styles.fact}><dt>{t('summary.claimable')}</dt><dd data-testid="rebate-claimable"><bdi>{formatPlatformAmount(rebate.claimable, i18n.language)}</bdi></dd></div>
        <div className={`${styles.fact} ${styles.wide}`}><dt>{t('summary.wallet')}</dt><dd data-testid="rebate-wallet"><bdi>{wallet.currencySymbol}{'\u00a0'}{balance}</bdi></dd></div>
      </dl>
      {nothing && <p className={`${styles.note} ${agent.fullRow}`}>{t('summary.nothing_yet')}</p>}
      <ClaimArea rebate={rebate} onClaimed={onClaimed} />
    </section>
  );
}
