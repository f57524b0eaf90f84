import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type AgentRebate, fetchAgentRebate } from '../../../api/rebate.ts';
import { refreshWallet } from '../../../state/wallet-store.ts';
import { Loaded } from '../loaded.tsx';
import { ReportList, ReportRow } from '../report-list.tsx';
import { useLoad } from '../use-load.ts';
import { PeriodSummary } from './period-summary.tsx';
import styles from './rebate.module.css';
import { useFormat } from '../../../i18n/use-format.ts';

/** This period's card and the rates and rebate by game, from one answer of the platform. */
export function CurrentPeriod({ onClaimed }: { onClaimed: () => void }) {
  const { state, retry, set } = useLoad('agent-rebate', () => fetchAgentRebate({ quiet: true }));
  // the card shows the wallet: bring it up to date once on opening
  useEffect(() => void refreshWallet(), []);
  const claimed = (next: AgentRebate): void => {
    set(next);
    onClaimed();
  };
  return (
    <Loaded state={state} retry={retry}>
      {(rebate) => (
        <>
          <PeriodSummary rebate={rebate} onClaimed={claimed} />
          <Categories categories={rebate.categories} />
        </>
      )}
    </Loaded>
  );
}

function Categories({ categories }: { categories: AgentRebate['categories'] }) {
  const { t } = useTranslation('rebate');
  const { platformAmount } = useFormat();
  return (
    <section className={styles.section} aria-labelledby="rebate-categories">
      <h2 id="rebate-categories" className={styles.sectionTitle}>{t('categories.title')}</h2>
      <ReportList label={t('categories.title')} items={categories} sayEmpty={false}>
        {(c) => (
          <ReportRow key={c.category} testId={`rebate-category-${c.category}`} title={t(`category.${c.category}`, { ns: 'common' })} value={<bdi>{platformAmount(c.amount)}</bdi>}
            meta={<>{t('categories.rate')} <bdi>{c.rate}%</bdi> {t('categories.of_valid_bets')} · {t('categories.valid_bets')} <bdi>{platformAmount(c.validBet)}</bdi></>} />
        )}
      </ReportList>
    </section>
  );
}
