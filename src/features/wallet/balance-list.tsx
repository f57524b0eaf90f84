/** The main and vendor wallets with their balances, as the platform sends them. */
import { useTranslation } from 'react-i18next';
import { refreshBalances, useBalances } from '../../state/wallet-store.ts';
import { PlatformText } from '../../ui/platform-text.tsx';
import { useMoney } from './money.ts';
import styles from './wallet.module.css';

export function BalanceList() {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const { balances, loading, error } = useBalances();
  if (balances === undefined) {
    if (error !== undefined) {
      return (
        <div role="alert">
          <p className={styles.alert}>{error}</p>
          <button type="button" className={styles.secondary} onClick={() => void refreshBalances()}>{t('retry')}</button>
        </div>
      );
    }
    return <p className={styles.state} role="status">{t('loading')}</p>;
  }
  const symbol = balances.currencySymbol;
  // Dozens of vendor wallets are mostly empty: the ones holding money show, the empty ones fold away.
  const holding = balances.vendors.filter((v) => v.balance !== '0.00');
  const empty = balances.vendors.filter((v) => v.balance === '0.00');
  return (
    <div className={styles.form} aria-busy={loading}>
      {error !== undefined && <p className={styles.alert} role="alert">{error}</p>}
      <ul className={styles.wallets} aria-label={t('balance.wallets')}>
        <li className={styles.wallet}>
          <span>{t('balance.main')}</span>
          <span className={styles.small}>{money.decimal(balances.main, symbol)}</span>
        </li>
        {holding.map((v) => (
          <li key={v.wallet} className={styles.wallet}>
            <span><PlatformText text={v.name} /></span>
            <span className={styles.small}>{money.decimal(v.balance, symbol)}</span>
          </li>
        ))}
      </ul>
      {empty.length > 0 && (
        <details className={styles.folded}>
          <summary>{t('balance.empty_wallets', { count: empty.length })}</summary>
          <ul className={styles.emptyWallets} aria-label={t('balance.empty_list')}>
            {empty.map((v) => <li key={v.wallet}><PlatformText text={v.name} /></li>)}
          </ul>
        </details>
      )}
      {balances.pendingWithdrawal !== '0.00' && (
        <p className={styles.muted}>{t('balance.pending_withdrawal', { amount: money.decimal(balances.pendingWithdrawal, symbol) })}</p>
      )}
    </div>
  );
}
