import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import {
  fetchTeamBets, fetchTeamDividends, fetchTeamMembers, fetchTeamOverview, fetchTeamPnl, fetchTeamTransactions, type TeamRange,
} from '../../api/agent.ts';
import { isAgentType } from '../../config/member-types.ts';
import { useMemberType } from '../../state/session-store.ts';
import styles from './agent.module.css';
import { type DateRange, lastDays, PICKER_MAX, PICKER_MIN, rangeProblem, timeOf } from './dates.ts';
import { failureText } from './failure.ts';
import { formatAmount } from './rules.ts';
import { type Load, useLoad } from './use-load.ts';

export const PAGE_SIZE = 20;
const PRESETS = [1, 7, 30, 90] as const;

/** The team pages of the agent grid (issue 20 point 4), by path; agents only (R6-9), the platform refuses others too. */
export function TeamScreen() {
  const type = useMemberType();
  const { pathname } = useLocation();
  if (!isAgentType(type)) return <Navigate to="/m/home" replace />;
  switch (pathname) {
    case '/m/agent/team/overview': return <OverviewReport />;
    case '/m/transaction/record': return <TransactionsReport />;
    case '/m/member/team': return <MembersReport />;
    case '/m/agent/team/pnl': return <PnlReport />;
    case '/m/teamBetting': return <BetsReport />;
    default: return <DividendReport />;
  }
}

/** From and to dates (D13), quick ranges, and the reason a range cannot be asked for. */
function RangeFilter({ range, onChange }: { range: DateRange; onChange: (range: DateRange) => void }) {
  const { t } = useTranslation('agent');
  const [draft, setDraft] = useState(range);
  const problem = rangeProblem(draft);
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (problem === undefined) onChange(draft);
  };
  const preset = (days: number): void => {
    const next = lastDays(days);
    setDraft(next);
    onChange(next);
  };
  return (
    <form className={styles.filters} onSubmit={submit} aria-label={t('team.filter')}>
      <div className={styles.presets}>
        {PRESETS.map((days) => {
          const r = lastDays(days);
          const on = r.startDate === range.startDate && r.endDate === range.endDate;
          return <button key={days} type="button" className={styles.preset} aria-pressed={on} onClick={() => preset(days)}>{t(`team.preset_${days}`)}</button>;
        })}
      </div>
      <label className={styles.field}>{t('team.from')}
        <input type="date" name="startDate" min={PICKER_MIN} max={PICKER_MAX} value={draft.startDate} onChange={(e) => setDraft({ ...draft, startDate: e.target.value })} />
      </label>
      <label className={styles.field}>{t('team.to')}
        <input type="date" name="endDate" min={PICKER_MIN} max={PICKER_MAX} value={draft.endDate} onChange={(e) => setDraft({ ...draft, endDate: e.target.value })} />
      </label>
      <button type="submit" className={styles.button} disabled={problem !== undefined}>{t('team.apply')}</button>
      {problem !== undefined && <p className={`${styles.negative} ${styles.fullRow}`} role="alert">{t(`team.range_${problem}`)}</p>}
    </form>
  );
}

function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('agent');
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('team.pages')}>
      <button type="button" className={styles.secondary} disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('team.previous')}</button>
      <span>{t('team.page_of', { page, pages })}</span>
      <button type="button" className={styles.secondary} disabled={page >= pages} onClick={() => onPage(page + 1)}>{t('team.next')}</button>
    </nav>
  );
}

/** Loading, failure with retry, or the loaded content. */
function Loaded<T>({ state, retry, children }: { state: Load<T>; retry: () => void; children: (value: T) => ReactNode }) {
  const { t } = useTranslation('agent');
  if (state.kind === 'loading') return <p className={styles.state} role="status">{t('loading', { ns: 'common' })}</p>;
  if (state.kind === 'failed') {
    return (
      <div className={styles.state} role="alert">
        <p>{failureText(t, state.error)}</p>
        <button type="button" className={styles.button} onClick={retry}>{t('retry', { ns: 'common' })}</button>
      </div>
    );
  }
  return <>{children(state.value)}</>;
}

function Totals({ items }: { items: readonly [string, ReactNode, boolean?][] }) {
  return (
    <dl className={styles.totals}>
      {items.map(([label, value, negative]) => (
        <div key={label} className={styles.total}><dt>{label}</dt><dd className={negative === true ? styles.negative : undefined}><bdi>{value}</bdi></dd></div>
      ))}
    </dl>
  );
}

const Empty = () => {
  const { t } = useTranslation('agent');
  return <p className={styles.state}>{t('team.empty')}</p>;
};

const money = (text: string): string => formatAmount(text);
const isNegative = (text: string): boolean => text.startsWith('-');

/** A dated, paged report: the range and page live here; `render` draws one answer. */
function useRangeReport<T>(name: string, fetcher: (range: TeamRange) => Promise<T>, initialDays = 7) {
  const [range, setRange] = useState<DateRange>(() => lastDays(initialDays));
  const [page, setPage] = useState(1);
  const load = useLoad(`${name}|${range.startDate}|${range.endDate}|${page}`, () => fetcher({ ...range, pageNo: page, pageSize: PAGE_SIZE }));
  const filter = <RangeFilter range={range} onChange={(next) => { setRange(next); setPage(1); }} />;
  return { ...load, filter, page, setPage };
}

function OverviewReport() {
  const { t } = useTranslation('agent');
  const { state, retry, filter, page, setPage } = useRangeReport('overview', (r) => fetchTeamOverview(r, { quiet: true }), 30);
  return (
    <div className={styles.page}>
      {filter}
      <Loaded state={state} retry={retry}>
        {(v) => (
          <>
            <Totals items={[
              [t('team.team_size'), v.totals.teamSize], [t('team.registered'), v.totals.registered], [t('team.active'), v.totals.active],
              [t('team.betting'), v.totals.betting], [t('team.bets'), money(v.totals.bets)], [t('team.deposits'), money(v.totals.deposits)],
            ]} />
            <ul className={styles.list} aria-label={t('team.per_day')}>
              {v.days.map((d) => (
                <li key={d.date} className={styles.row}>
                  <span className={styles.rowTitle}><bdi>{d.date}</bdi></span>
                  <span className={styles.rowValue}>{t('team.day_registered', { count: d.registered })}</span>
                  <span className={styles.rowMeta}>{t('team.day_active', { count: d.active })} · {t('team.day_betting', { count: d.betting })}</span>
                </li>
              ))}
            </ul>
            <Pager page={page} total={v.total} onPage={setPage} />
          </>
        )}
      </Loaded>
    </div>
  );
}

function TransactionsReport() {
  const { t } = useTranslation('agent');
  const { state, retry, filter, page, setPage } = useRangeReport('transactions', (r) => fetchTeamTransactions(r, { quiet: true }));
  return (
    <div className={styles.page}>
      {filter}
      <Loaded state={state} retry={retry}>
        {(v) => (
          <>
            <Totals items={[[t('team.deposits'), money(v.deposits)], [t('team.withdrawals'), money(v.withdrawals)], [t('team.records'), v.total]]} />
            {v.list.length === 0 ? <Empty /> : (
              <ul className={styles.list} aria-label={t('team.records')}>
                {v.list.map((x) => (
                  <li key={x.id} className={styles.row}>
                    <span className={styles.rowTitle}><bdi>{x.userName}</bdi> · {t(`team.kind_${x.kind}`)}</span>
                    <span className={`${styles.rowValue} ${x.kind === 'withdraw' ? styles.negative : ''}`}><bdi>{x.kind === 'withdraw' ? '-' : '+'}{money(x.amount)}</bdi></span>
                    <span className={styles.rowMeta}><bdi>{timeOf(x.at)}</bdi></span>
                  </li>
                ))}
              </ul>
            )}
            <Pager page={page} total={v.total} onPage={setPage} />
          </>
        )}
      </Loaded>
    </div>
  );
}

function PnlReport() {
  const { t } = useTranslation('agent');
  const { state, retry, filter, page, setPage } = useRangeReport('pnl', (r) => fetchTeamPnl(r, { quiet: true }));
  return (
    <div className={styles.page}>
      {filter}
      <Loaded state={state} retry={retry}>
        {(v) => (
          <>
            <Totals items={[
              [t('team.bets'), money(v.totals.bets)], [t('team.payout'), money(v.totals.payout)], [t('team.profit'), money(v.totals.profit), isNegative(v.totals.profit)],
              [t('team.deposits'), money(v.totals.deposits)], [t('team.withdrawals'), money(v.totals.withdrawals)],
            ]} />
            {v.list.length === 0 ? <Empty /> : (
              <ul className={styles.list} aria-label={t('team.by_member')}>
                {v.list.map((x) => (
                  <li key={x.userName} className={styles.row}>
                    <span className={styles.rowTitle}><bdi>{x.userName}</bdi></span>
                    <span className={`${styles.rowValue} ${isNegative(x.profit) ? styles.negative : ''}`}><bdi>{money(x.profit)}</bdi></span>
                    <span className={styles.rowMeta}>{t('team.level', { level: x.level })} · {t('team.bets')} <bdi>{money(x.bets)}</bdi> · {t('team.payout')} <bdi>{money(x.payout)}</bdi></span>
                  </li>
                ))}
              </ul>
            )}
            <Pager page={page} total={v.total} onPage={setPage} />
          </>
        )}
      </Loaded>
    </div>
  );
}

function BetsReport() {
  const { t } = useTranslation('agent');
  const { state, retry, filter, page, setPage } = useRangeReport('bets', (r) => fetchTeamBets(r, { quiet: true }));
  return (
    <div className={styles.page}>
      {filter}
      <Loaded state={state} retry={retry}>
        {(v) => (
          <>
            <Totals items={[[t('team.bets'), money(v.stake)], [t('team.payout'), money(v.payout)], [t('team.records'), v.total]]} />
            {v.list.length === 0 ? <Empty /> : (
              <ul className={styles.list} aria-label={t('team.records')}>
                {v.list.map((x) => (
                  <li key={x.id} className={styles.row}>
                    <span className={styles.rowTitle}><bdi>{x.userName}</bdi> · <bdi>{x.game}</bdi></span>
                    <span className={styles.rowValue}><bdi>{money(x.stake)}</bdi></span>
                    <span className={styles.rowMeta}><bdi>{x.vendor}</bdi> · {t('team.payout')} <bdi>{money(x.payout)}</bdi> · <bdi>{timeOf(x.at)}</bdi></span>
                  </li>
                ))}
              </ul>
            )}
            <Pager page={page} total={v.total} onPage={setPage} />
          </>
        )}
      </Loaded>
    </div>
  );
}

function DividendReport() {
  const { t } = useTranslation('agent');
  const { state, retry, filter, page, setPage } = useRangeReport('dividends', (r) => fetchTeamDividends(r, { quiet: true }), 90);
  return (
    <div className={styles.page}>
      {filter}
      <Loaded state={state} retry={retry}>
        {(v) => (
          <>
            <p className={styles.status}>{t('team.dividend_contract', { status: t(`contract.status.${v.contract}`) })}</p>
            {v.list.length === 0 ? <Empty /> : (
              <ul className={styles.list} aria-label={t('team.periods')}>
                {v.list.map((x) => (
                  <li key={x.periodStart} className={styles.row}>
                    <span className={styles.rowTitle}><bdi>{x.periodStart} – {x.periodEnd}</bdi></span>
                    <span className={styles.rowValue}><bdi>{money(x.amount)}</bdi></span>
                    <span className={styles.rowMeta}>{t('team.team_loss')} <bdi>{money(x.teamLoss)}</bdi> · <bdi>{x.rate}%</bdi> · {t(`team.period_${x.status}`)}</span>
                  </li>
                ))}
              </ul>
            )}
            <Pager page={page} total={v.total} onPage={setPage} />
          </>
        )}
      </Loaded>
    </div>
  );
}

/** Member team (issue 20 point 4): the downline with search by name, level, balance and last login, paged. */
function MembersReport() {
  const { t } = useTranslation('agent');
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
  return (
    <div className={styles.page}>
      <form className={styles.filters} role="search" onSubmit={submit}>
        <label className={styles.field}>{t('team.search')}
          <input type="search" name="userName" maxLength={64} value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <button type="submit" className={styles.button}>{t('team.search_button')}</button>
      </form>
      <Loaded state={state} retry={retry}>
        {(v) => (
          <>
            <p className={styles.status}>{t('team.members_found', { count: v.total })}</p>
            {v.list.length === 0 ? <Empty /> : (
              <ul className={styles.list} aria-label={t('team.members')}>
                {v.list.map((x) => (
                  <li key={x.userName} className={styles.row} data-testid="team-member">
                    <span className={styles.rowTitle}><bdi>{x.userName}</bdi></span>
                    <span className={styles.rowValue}><bdi>{money(x.balance)}</bdi></span>
                    <span className={styles.rowMeta}>
                      {t('team.level', { level: x.level })}{x.agent ? ` · ${t('team.sub_agent', { count: x.downline })}` : ''} · {t('team.last_login')} <bdi>{x.lastLoginAt === null ? t('team.never') : timeOf(x.lastLoginAt)}</bdi>
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <Pager page={page} total={v.total} onPage={setPage} />
          </>
        )}
      </Loaded>
    </div>
  );
}
