import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { fetchTeamRebate, type RebatePeriod, type TeamRebateRow } from '../../../api/rebate.ts';
import { isAgentType } from '../../../config/member-types.ts';
import { useMemberType } from '../../../state/session-store.ts';
import agent from '../agent.module.css';
import { PAGE_SIZE } from '../pager.tsx';
import { ReportList, ReportRow } from '../report-list.tsx';
import { ReportPage } from '../report-page.tsx';
import { Totals } from '../totals.tsx';
import { useLoad } from '../use-load.ts';
import { TeamRebateFilter } from './team-rebate-filter.tsx';
import { useFormat } from '../../../i18n/use-format.ts';

/**
 * /m/member/teamRebate (SPEC 2.13, menu key AGEREBINC3 by D15): the downline members' rebates of a period with
 * the period's totals, a period picker, a search in the agent's own team, paged. Agents only (R6-9).
 */
export function TeamRebateScreen() {
  const type = useMemberType();
  if (!isAgentType(type)) return <Navigate to="/m/home" replace />;
  return <TeamRebate />;
}

interface Query { periodStart?: string; userName: string }

function TeamRebate() {
  const { t } = useTranslation('rebate');
  const { platformAmount } = useFormat();
  const [query, setQuery] = useState<Query>({ userName: '' });
  const [page, setPage] = useState(1);
  const { state, retry } = useLoad(`team-rebate|${query.periodStart ?? ''}|${query.userName}|${page}`, () => fetchTeamRebate({
    ...(query.periodStart === undefined ? {} : { periodStart: query.periodStart }), ...(query.userName === '' ? {} : { userName: query.userName }), pageNo: page, pageSize: PAGE_SIZE,
  }, { quiet: true }));
  // the periods to pick from are the platform's: kept from its last answer while the next one loads
  const [periods, setPeriods] = useState<readonly RebatePeriod[]>([]);
  if (state.kind === 'loaded' && state.value.periods !== periods) setPeriods(state.value.periods);
  const ask = (next: Partial<Query>): void => {
    setQuery({ ...query, ...next });
    setPage(1);
  };
  const filter = (
    <TeamRebateFilter periods={periods} period={query.periodStart ?? periods[0]?.start ?? ''}
      onPeriod={(periodStart) => ask({ periodStart })} onSearch={(userName) => ask({ userName })} />
  );
  return (
    <ReportPage filter={filter} state={state} retry={retry} page={page} setPage={setPage}>
      {(v) => (
        <>
          <Totals items={[[t('team.members'), v.totals.members], [t('team.valid_bets'), platformAmount(v.totals.validBet)], [t('team.rebate'), platformAmount(v.totals.amount)]]} />
          {v.list.length === 0 ? <p className={agent.state}>{t('team.empty')}</p> : <Members rows={v.list} />}
        </>
      )}
    </ReportPage>
  );
}

function Members({ rows }: { rows: readonly TeamRebateRow[] }) {
  const { t } = useTranslation('rebate');
  const { platformAmount } = useFormat();
  return (
    <ReportList label={t('team.list')} items={rows} sayEmpty={false}>
      {(x) => (
        <ReportRow key={x.userName} testId="team-rebate-row" title={<bdi>{x.userName}</bdi>} value={<bdi>{platformAmount(x.amount)}</bdi>}
          meta={<>{t('team.level', { level: x.level })} · {t('team.valid_bets')} <bdi>{platformAmount(x.validBet)}</bdi></>} />
      )}
    </ReportList>
  );
}
