import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, NETWORK_ERROR } from '../../../api/errors.ts';
import { newIdempotencyKey } from '../../../api/idempotency-key.ts';
import { type AgentRebate, claimAgentRebate } from '../../../api/rebate.ts';
import { refreshWallet } from '../../../state/wallet-store.ts';
import { failureText } from '../failure.ts';
import styles from './rebate.module.css';
import { useFormat } from '../../../i18n/use-format.ts';
import { slashDateTime } from '../../../i18n/format.ts';

type Outcome = { kind: 'claimed'; amount: string } | { kind: 'refused'; error: ApiError };

/**
 * The claim of this period's rebate, or the sentence saying when the platform pays it by itself. The
 * platform decides what may be claimed: its refusal (nothing to claim, claimed already) shows here as given.
 */
export function ClaimArea({ rebate, onClaimed }: { rebate: AgentRebate; onClaimed: (next: AgentRebate) => void }) {
  const { t } = useTranslation('rebate');
  const { platformAmount } = useFormat();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const key = useRef<string | undefined>(undefined);
  if (rebate.autoSettle) {
    return <div className={styles.claim}><p className={styles.note} data-testid="rebate-auto">{t('summary.auto', { time: rebate.payoutAt === null ? '' : slashDateTime(rebate.payoutAt) })}</p></div>;
  }
  const claim = async (): Promise<void> => {
    key.current ??= newIdempotencyKey();
    setBusy(true);
    setOutcome(undefined);
    try {
      const answer = await claimAgentRebate(key.current, { quiet: true });
      key.current = undefined;
      setOutcome({ kind: 'claimed', amount: answer.credited });
      onClaimed(answer.rebate);
      void refreshWallet();
    } catch (error) {
      // a lost answer may have been a paid claim: the same action asked again keeps its key
      if ((error as ApiError).code !== NETWORK_ERROR) key.current = undefined;
      setOutcome({ kind: 'refused', error: error as ApiError });
    } finally {
      setBusy(false);
    }
  };
  const settled = rebate.settled;
  return (
    <div className={styles.claim}>
      <button type="button" className={styles.claimButton} disabled={busy} aria-busy={busy} onClick={() => void claim()}>{t('summary.claim')}</button>
      {/* a live region, not role="status": on these screens a status is a loading placeholder */}
      <p className={styles.outcome} aria-live="polite" data-testid="rebate-claimed">{outcome?.kind === 'claimed' ? t('summary.claimed_now', { amount: platformAmount(outcome.amount) }) : ''}</p>
      {/* the platform's own message reads in its own direction */}
      {outcome?.kind === 'refused' && <p className={styles.refusal} role="alert" dir="auto">{failureText(t, outcome.error)}</p>}
      {settled !== null && <p className={styles.note}>{t('summary.claimed_on', { amount: platformAmount(settled.amount), time: slashDateTime(settled.at) })}</p>}
      <p className={styles.note}>{t('summary.rule')}</p>
    </div>
  );
}
