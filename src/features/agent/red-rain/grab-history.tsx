import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchRedRainClaims } from '../../../api/red-rain.ts';
import { PlatformText } from '../../../ui/platform-text.tsx';
import { Loaded } from '../loaded.tsx';
import { PAGE_SIZE, Pager } from '../pager.tsx';
import { ReportList, ReportRow } from '../report-list.tsx';
import { useLoad } from '../use-load.ts';
import styles from './red-rain.module.css';
import { useFormat } from '../../../i18n/use-format.ts';
import { slashDateTime } from '../../../i18n/format.ts';

/** The agent's own grabs, newest first, paged; `version` asks page 1 again after a grab. */
export function GrabHistory({ language, version }: { language: string; version: number }) {
  const { t } = useTranslation('redrain');
  const { platformAmount } = useFormat();
  const [paged, setPage] = useState({ version, page: 1 });
  // a new grab lands on page 1: a newer version starts there again
  const page = paged.version === version ? paged.page : 1;
  const { state, retry } = useLoad(`red-rain-claims|${language}|${version}|${page}`, () => fetchRedRainClaims({ pageNo: page, pageSize: PAGE_SIZE, language }, { quiet: true }));
  return (
    <section className={styles.section} aria-labelledby="red-rain-history">
      <h2 id="red-rain-history" className={styles.sectionTitle}>{t('history.title')}</h2>
      <Loaded state={state} retry={retry}>
        {(v) => (v.total === 0 ? <p className={styles.empty}>{t('history.empty')}</p> : (
          <>
            <ReportList label={t('history.title')} items={v.list}>
              {(claim) => (
                <ReportRow key={claim.id} testId="red-rain-grab" title={<PlatformText text={claim.title} />} value={<bdi>+{platformAmount(claim.amount)}</bdi>}
                  meta={<bdi>{slashDateTime(claim.claimedAt)}</bdi>} />
              )}
            </ReportList>
            <Pager page={page} total={v.total} onPage={(next) => setPage({ version, page: next })} />
          </>
        ))}
      </Loaded>
    </section>
  );
}
