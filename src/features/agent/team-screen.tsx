import { type FormEvent, type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { fetchTeamBets, fetchTeamDividends, fetchTeamMembers, fetchTeamOverview, fetchTeamPnl, fetchTeamTransactions } from '../../api/agent.ts';
import { isAgentType } from '../../config/member-types.ts';
import { routeAt } from '../../config/routes.ts';
import { useMemberType } from '../../state/session-store.ts';
import styles from './agent.module.css';
import { PAGE_SIZE } from './pager.tsx';
import { ReportList, ReportRow } from './report-list.tsx';
import { ReportPage, useRangeReport } from './report-page.tsx';
import { Totals } from './totals.tsx';
import { useLoad } from './use-load.ts';
import { slashDateTime } from '../../i18n/format.ts';
import { useFormat } from '../../i18n/use-format.ts';

/** The team reports by the view the route table names for each agentTeam path; the dividends where it names none. */
const REPORTS = new Map<string, () => ReactElement>([
  ['dividends', () => <DividendReport />],
  ['overview', () => <OverviewReport />],
  ['transactions', () => <TransactionsReport />],
  ['members', () => <MembersReport />],
  ['pnl', () => <PnlReport />],
  ['bets', () => <BetsReport />],
]);

/** The views the team screen shows. */
export const TEAM_REPORTS: readonly string[] = [...REPORTS.keys()];

/** The team pages of the agent grid, by the path's view in the route table; agents only (R6-9), the platform refuses others too. */
export function TeamScreen() {
  const type = useMemberType();
  const { pathname } = useLocation();
  if (!isAgentType(type)) return <Navigate to="/m/home" replace />;
  const report = REPORTS.get(routeAt(pathname)?.view ?? 'dividends');
  return report === undefined ? <DividendReport /> : report();
}

const isNegative = (text: string): boolean => text.startsWith('-');

function OverviewReport() {
  const { t } = useTranslation('agent');
  const { platformAmount: money } = useFormat();
  const report = useRangeReport('overview', (r) => fetchTeamOverview(r, { quiet: true }), 30);
  return (
    <ReportPage {...report}>
      {(v) => (
        <>
          <Totals items={[
            [t('team.team_size'), v.totals.teamSize], [t('team.registered'), v.totals.registered], [t('team.active'), v.totals.active],
            [t('team.betting'), v.totals.betting], [t('team.bets'), money(v.totals.bets)], [t('team.deposits'), money(v.totals.deposits)],
          ]} />
          <ReportList label={t('team.per_day')} items={v.days} sayEmpty={false}>
            {(d) => (
              <ReportRow key={d.date} title={<bdi>{d.date}</bdi>} value={t('team.day_registered', { count: d.registered })}
                meta={<>{t('team.day_active', { count: d.active })} · {t('team.day_betting', { count: d.betting })}</>} />
            )}
          </ReportList>
        </>
      )}
    </ReportPage>
  );
}

function TransactionsReport() {
  const { t } = useTranslation('agent');
  const { platformAmount: money } = useFormat();
  const report = useRangeReport('transactions', (r) => fetchTeamTransactions(r, { quiet: true }));
  return (
    <ReportPage {...report}>
      {(v) => (
        <>
          <Totals items={[[t('team.deposits'), money(v.deposits)], [t('team.withdrawals'), money(v.withdrawals)], [t('team.records'), v.total]]} />
          <ReportList label={t('team.records')} items={v.list}>
            {(x) => (
              <ReportRow key={x.id} title={<><bdi>{x.userName}</bdi> · {t(`team.kind_${x.kind}`)}</>} negative={x.kind === 'withdraw'}
                value={<bdi>{x.kind === 'withdraw' ? '-' : '+'}{money(x.amount)}</bdi>} meta={<bdi>{slashDateTime(x.at)}</bdi>} />
            )}
          </ReportList>
        </>
      )}
    </ReportPage>
  );
}

function PnlReport() {
  const { t } = useTranslation('agent');
  const { platformAmount: money } = useFormat();
  const report = useRangeReport('pnl', (r) => fetchTeamPnl(r, { quiet: true }));
  return (
    <ReportPage {...report}>
      {(v) => (
        <>
          <Totals items={[
            [t('team.bets'), money(v.totals.bets)], [t('team.payout'), money(v.totals.payout)], [t('team.profit'), money(v.totals.profit), isNegative(v.totals.profit)],
            [t('team.deposits'), money(v.totals.deposits)], [t('team.withdrawals'), money(v.totals.withdrawals)],
          ]} />
          <ReportList label={t('team.by_member')} items={v.list}>
            {(x) => (
              <ReportRow key={x.userName} title={<bdi>{x.userName}</bdi>} negative={isNegative(x.profit)} value={<bdi>{money(x.profit)}</bdi>}
                meta={<>{t('team.level', { level: x.level })} · {t('team.bets')} <bdi>{money(x.bets)}</bdi> · {t('team.payout')} <bdi>{money(x.payout)}</bdi></>} />
            )}
          </ReportList>
        </>
      )}
    </ReportPage>
  );
}

function BetsReport() {
  const { t } = useTranslation('agent');
  const { platformAmount: money } = useFormat();
  const report = useRangeReport('bets', (r) => fetchTeamBets(r, { quiet: true }));
  return (
    <ReportPage {...report}>
      {(v) => (
        <>
          <Totals items={[[t('team.bets'), money(v.stake)], [t('team.payout'), money(v.payout)], [t('team.records'), v.total]]} />
          <ReportList label={t('team.records')} items={v.list}>
            {(x) => (
              <ReportRow key={x.id} title={<><bdi>{x.userName}</bdi> · <bdi>{x.game}</bdi></>} value={<bdi>{money(x.stake)}</bdi>}
                meta={<><bdi>{x.vendor}</bdi> · {t('team.payout')} <bdi>{money(x.payout)}</bdi> · <bdi>{slashDateTime(x.at)}</bdi></>} />
            )}
          </ReportList>
        </>
      )}
    </ReportPage>
  );
}

function DividendReport() {
  const { t } = useTranslation('agent');
  const { platformAmount: money } = useFormat();
  const report = useRangeReport('dividends', (r) => fetchTeamDividends(r, { quiet: true }), 90);
  return (
    <ReportPage {...report}>
      {(v) => (
        <>
          <p className={styles.status}>{t('team.dividend_contract', { status: t(`contract.status.${v.contract}`) })}</p>
          <ReportList label={t('team.periods')} items={v.list}>
            {(x) => (
              <ReportRow key={x.periodStart} title={<bdi>{x.periodStart} – {x.periodEnd}</bdi>} value={<bdi>{money(x.amount)}</bdi>}
                meta={<>{t('team.team_loss')} <bdi>{money(x.teamLoss)}</bdi> · <bdi>{x.rate}%</bdi> · {t(`team.period_${x.status}`)}</>} />
            )}
          </ReportList>
        </>
      )}
    </ReportPage>
  );
}

/** Member team: the downline with search by name, level, balance and last login, paged. */
function MembersReport() {
  const { t } = useTranslation('agent');
  const { platformAmount: money } = useFormat();
  // a name in the query (after opening an account) is searched at once
  const [params] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('userName') ?? '');
  const [query, setQuery] = useState(() => (params.get('userName') ?? '').trim());
  const [page, setPage] = useState(1);
  const { state, retry } = useLoad(`members|${query}|${page}`, () => fetchTeamMembers({ userName: query, pageNo: page, pageSize: PAGE_SIZE }, { quiet: true }));
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    setQuery(search.trim());
    setPage(1);
  };
  const filter = (
    <form className={styles.filters} role="search" onSubmit={submit}>
      <label className={styles.field}>{t('team.search')}
        <input type="search" name="userName" maxLength={64} value={search} onChange={(e) => setSearch(e.target.value)} />
      </label>
      <button type="submit" className={styles.button}>{t('team.search_button')}</button>
    </form>
  );
  return (
    <ReportPage filter={filter} state={state} retry={retry} page={page} setPage={setPage}>
      {(v) => (
        <>
          <p className={styles.status}>{t('team.members_found', { count: v.total })}</p>
          <ReportList label={t('team.members')} items={v.list}>
            {(x) => (
              <ReportRow key={x.userName} testId="team-member" title={<bdi>{x.userName}</bdi>} value={<bdi>{money(x.balance)}</bdi>}
                meta={<>{t('team.level', { level: x.level })}{x.agent ? ` · ${t('team.sub_agent', { count: x.downline })}` : ''} · {t('team.last_login')} <bdi>{x.lastLoginAt === null ? t('team.never') : slashDateTime(x.lastLoginAt)}</bdi></>} />
            )}
          </ReportList>
        </>
      )}
    </ReportPage>
  );
}
