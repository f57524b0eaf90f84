import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors.ts';
import { claimRebate, fetchRebate, type RebateCategory } from '../../api/rewards.ts';
import { newIdempotencyKey } from '../../api/idempotency-key.ts';
import { showToast } from '../../state/toast-store.ts';
import { refreshWallet } from '../../state/wallet-store.ts';
import { LoadState } from './load-state.tsx';
import { MemberGate } from './member-gate.tsx';
import { amountAtLeast, claimFailure } from './rewards-facts.ts';
import styles from './rewards.module.css';
import { usePlatformLoad } from '../../ui/use-platform-load.ts';
import { useFormat } from '../../i18n/use-format.ts';

/** /m/member/manualRebate (module MANPLAYREB3): cash back per game category from the member's bets, claimed by hand. */
export function RebateScreen() {
  const { t } = useTranslation();
  return (
    <MemberGate title={t('title.single_cash_back')} module="MANPLAYREB3">
      <Rebate />
    </MemberGate>
  );
}

type Which = RebateCategory['category'] | 'ALL';

function Rebate() {
  const { t } = useTranslation('rewards');
  const { t: tc } = useTranslation();
  const { platformAmount } = useFormat();
  const { load, retry, set } = usePlatformLoad((signal) => fetchRebate({ quiet: true, signal }), 'rebate');
  const [busy, setBusy] = useState<Which | undefined>();
  const keys = useRef(new Map<Which, string>());
  if (load.kind !== 'ready') return <LoadState failed={load.kind === 'failed'} onRetry={retry} />;
  const status = load.value;

  const claim = async (which: Which): Promise<void> => {
    const key = keys.current.get(which) ?? newIdempotencyKey();
    keys.current.set(which, key);
    setBusy(which);
    try {
      const answer = await claimRebate(which === 'ALL' ? undefined : which, key);
      keys.current.delete(which);
      set({ ...status, categories: answer.categories, total: answer.total, balance: answer.balance });
      showToast(t('rebate_claimed', { amount: platformAmount(answer.credited) }), 'success');
      void refreshWallet();
    } catch (error) {
      if (error instanceof ApiError && error.code !== 'NETWORK') keys.current.delete(which);
      const text = error instanceof ApiError ? claimFailure(t, error) : undefined;
      if (text !== undefined) showToast(text, 'error');
    } finally {
      setBusy(undefined);
    }
  };

  const canClaimAll = amountAtLeast(status.total, status.minimumClaim);
  return (
    <div className={styles.page}>
      <section className={styles.summary} aria-labelledby="rebate-total">
        <h2 id="rebate-total" className={styles.summaryTitle}>{t('rebate_total')}</h2>
        <p className={styles.big}><span className={styles.ltr} data-testid="rebate-total">{platformAmount(status.total)}</span></p>
        <p className={styles.meta}>
          {t('main_balance')}: <span className={styles.ltr} data-testid="main-balance">{platformAmount(status.balance)}</span>
        </p>
        <button type="button" className={styles.primary} disabled={!canClaimAll || busy !== undefined} aria-busy={busy === 'ALL'} onClick={() => void claim('ALL')}>
          {t('claim_all')}
        </button>
        <p className={styles.hint}>{t('rebate_minimum', { amount: platformAmount(status.minimumClaim) })}</p>
      </section>
      {status.categories.length === 0 ? <p className={styles.state}>{t('rebate_empty')}</p> : (
        <ul className={styles.list}>
          {status.categories.map((c) => {
            const name = tc(`category.${c.category}`);
            return (
              <li key={c.category} className={styles.card}>
                <div className={styles.cardMain}>
                  <h2 className={styles.cardTitle}>{name}</h2>
                  <dl className={styles.facts}>
                    <dt>{t('valid_bet')}</dt><dd className={styles.ltr}>{platformAmount(c.validBet)}</dd>
                    <dt>{t('rate')}</dt><dd className={styles.ltr}>{c.ratePercent}%</dd>
                  </dl>
                </div>
                <p className={styles.amount}><span className={styles.ltr}>+{platformAmount(c.amount)}</span></p>
                <button
                  type="button" className={styles.primary} disabled={!amountAtLeast(c.amount, status.minimumClaim) || busy !== undefined}
                  aria-busy={busy === c.category} aria-label={t('claim_named', { title: name })} onClick={() => void claim(c.category)}
                >
                  {t('claim')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
