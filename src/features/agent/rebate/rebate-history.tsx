import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchRebateHistory } from '../../../api/rebate.ts';
import agent from '../agent.module.css';
import { Loaded } from '../loaded.tsx';
import { PAGE_SIZE, Pager } from '../pager.tsx';
import { ReportList, ReportRow } from '../report-list.tsx';
import { useLoad } from '../use-load.ts';
import styles from './rebate.module.css';
import { useFormat } from '../../../i18n/use-format.ts';
import { slashDateTime } from '../../../i18n/format.ts';

/** The settled periods, newest first, paged: amount, claimed, paid automatically or lapsed, and when. */
export function RebateHistory({ claims }: { claims: number }) {
  const { t } = useTranslation('rebate');
  const { platformAmount } = useFormat();
  const [page, setPage] = useState(1);
  const { state, retry } = useLoad(`rebate-history|${page}|${claims}`, () => fetchRebateHistory({ pageNo: page, pageSize: PAGE_SIZE }, { quiet: true }));
  return (
    <section className={styles.section} aria-labelledby="rebate-history">
      <h2 id="rebate-history" className={styles.sectionTitle}>{t('history.title')}</h2>
      <Loaded state={state} retry={retry}>
        {(history) => (history.list.length === 0 ? <p className={agent.state}>{t('history.empty')}</p> : (
          <>
            <ReportList label={t('history.title')} items={history.list} sayEmpty={false}>
              {(x) => (
                <ReportRow key={x.periodStart} testId="rebate-history-row" title={<bdi>{x.periodStart} – {x.periodEnd}</bdi>}
                  value={<bdi className={x.status === 'lapsed' ? styles.lapsed : undefined}>{platformAmount(x.amount)}</bdi>}
                  meta={<>{t(`history.status.${x.status}`)} · <bdi>{slashDateTime(x.at)}</bdi> · {t('categories.valid_bets')} <bdi>{platformAmount(x.validBet)}</bdi></>} />
              )}
            </ReportList>
            <Pager page={page} total={history.total} onPage={setPage} />
          </>
        ))}
      </Loaded>
    </section>
  );
}
