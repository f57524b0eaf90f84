import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { answerContract, type ContractKind, type ContractTerms, fetchContractTerms } from '../../api/agent.ts';
import type { ApiError } from '../../api/errors.ts';
import { isAgentType } from '../../config/member-types.ts';
import { useMemberType } from '../../state/session-store.ts';
import styles from './agent.module.css';
import { failureText } from './failure.ts';
import { Loaded } from './loaded.tsx';
import { contractOfPath } from './rules.ts';
import { useLoad } from './use-load.ts';
import { useFormat } from '../../i18n/use-format.ts';

/** The contract pages (R6-11, D16): the offered terms from the platform, accepted or declined once. */
export function ContractScreen() {
  const type = useMemberType();
  const kind = contractOfPath(useLocation().pathname);
  if (!isAgentType(type) || kind === undefined) return <Navigate to="/m/home" replace />;
  return <Contract key={kind} kind={kind} />;
}

function Contract({ kind }: { kind: ContractKind }) {
  const { state, retry, set } = useLoad(kind, () => fetchContractTerms(kind, { quiet: true }));
  return <Loaded state={state} retry={retry}>{(terms) => <TermsAndAnswer kind={kind} terms={terms} onAnswered={set} />}</Loaded>;
}

/** The offered terms and, while they wait for an answer, Decline and Accept; a refused answer says why. */
function TermsAndAnswer({ kind, terms, onAnswered }: { kind: ContractKind; terms: ContractTerms; onAnswered: (terms: ContractTerms) => void }) {
  const { t } = useTranslation('agent');
  const { platformAmount } = useFormat();
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<ApiError | undefined>();
  const answer = async (accept: boolean): Promise<void> => {
    setSending(true);
    setFailed(undefined);
    try {
      const { status } = await answerContract(kind, accept, { quiet: true });
      onAnswered({ ...terms, status });
    } catch (error) {
      setFailed(error as ApiError);
    } finally {
      setSending(false);
    }
  };
  return (
    <div className={styles.page}>
      <section className={styles.terms} aria-labelledby="contract-title">
        <h2 id="contract-title">{t(`contract.${kind}.title`)}</h2>
        <p>{t('contract.period', { period: t(`contract.periods.${terms.period}`) })}</p>
        <p>{t('contract.min_active', { count: terms.minActiveMembers })}</p>
        <table className={styles.table}>
          <thead>
            <tr><th scope="col">{t(kind === 'dividend' ? 'contract.threshold_loss' : 'contract.threshold')}</th><th scope="col">{t('contract.rate')}</th></tr>
          </thead>
          <tbody>
            {terms.tiers.map((tier) => (
              <tr key={tier.threshold}><td><bdi>{platformAmount(tier.threshold)}</bdi></td><td><bdi>{tier.rate}%</bdi></td></tr>
            ))}
          </tbody>
        </table>
      </section>
      {/* a live region, not role="status": on these screens a status is a loading placeholder */}
      <p className={styles.status} aria-live="polite" data-testid="contract-status">{t(`contract.status.${terms.status}`)}</p>
      {failed !== undefined && <p className={styles.negative} role="alert">{failureText(t, failed)}</p>}
      {terms.status === 'pending' ? (
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} disabled={sending} onClick={() => void answer(false)}>{t('contract.decline')}</button>
          <button type="button" className={styles.button} disabled={sending} onClick={() => void answer(true)}>{t('contract.accept')}</button>
        </div>
      ) : (
        <Link className={`${styles.button} ${styles.linkButton}`} to="/m/agent">{t('contract.back')}</Link>
      )}
    </div>
  );
}
