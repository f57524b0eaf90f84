/**
 * Records /m/member/records: deposits, withdrawals, transfers, bets and rewards, each filtered
 * by a date range (D13) and status, paged, each opening its detail (?type=<kind>&id=<id>).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { ApiError } from '../../api/errors.ts';
import { PlatformText } from '../../ui/platform-text.tsx';
import { type AnyDetail, type AnyRecord, fetchRecordDetail, fetchRecords, RECORD_KINDS, type RecordKind } from '../../api/wallet.ts';
import { WalletGate } from './gate.tsx';
import { useMoney } from './money.ts';
import { defaultRange, RECORD_DATE_MAX, RECORD_DATE_MIN, rangeError } from './record-dates.ts';
import { slashDateTime } from '../../i18n/format.ts';
import styles from './wallet.module.css';

const PAGE_SIZE = 20;
const KINDS = Object.keys(RECORD_KINDS) as RecordKind[];

function kindOf(raw: string | null): RecordKind {
  return KINDS.includes(raw as RecordKind) ? (raw as RecordKind) : 'deposit';
}

export function RecordsScreen() {
  const { t } = useTranslation('wallet');
  return (
    <WalletGate refusal="real_account" title={t('records.title')}>
      <Records />
    </WalletGate>
  );
}

function Records() {
  const { t } = useTranslation('wallet');
  const [params, setParams] = useSearchParams();
  const kind = kindOf(params.get('type'));
  // Stryker disable next-line StringLiteral: without an id any stand-in fails the pattern just the same
  const id = /^\d{1,12}$/.test(params.get('id') ?? '') ? Number(params.get('id')) : undefined;
  if (id !== undefined) return <RecordDetail kind={kind} id={id} />;
  return (
    <div className={styles.page}>
      <div className={styles.tabs} role="tablist" aria-label={t('records.kinds')}>
        {KINDS.map((k) => (
          <button key={k} type="button" role="tab" className={styles.tab} aria-selected={k === kind} onClick={() => setParams({ type: k }, { replace: true })}>{t(`records.kind.${k}`)}</button>
        ))}
      </div>
      <RecordList key={kind} kind={kind} />
    </div>
  );
}

type ListState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; list: AnyRecord[]; pageNo: number; totalPages: number; total: number; more: 'idle' | 'loading' | string };

function RecordList({ kind }: { kind: RecordKind }) {
  const { t } = useTranslation('wallet');
  const [range, setRange] = useState(() => defaultRange(new Date()));
  const [filter, setFilter] = useState('');
  const [asked, setAsked] = useState({ ...range, filter, attempt: 0 });
  const [state, setState] = useState<ListState>({ kind: 'loading' });
  const dateError = rangeError(range.startDate, range.endDate);

  useEffect(() => {
    let live = true;
    fetchRecords(kind, { startDate: asked.startDate, endDate: asked.endDate, filter: asked.filter, pageNo: 1, pageSize: PAGE_SIZE }, { quiet: true })
      .then((page) => { if (live) setState({ kind: 'ready', list: [...page.list], pageNo: page.pageNo, totalPages: page.totalPages, total: page.total, more: 'idle' }); })
      .catch((error: ApiError) => { if (live) setState({ kind: 'failed', message: error.message }); });
    return () => { live = false; };
  }, [kind, asked]);

  const loadMore = async (): Promise<void> => {
    // Stryker disable next-line ConditionalExpression: Load more shows only on a ready list and is disabled while a page is on its way; the test narrows the type
    if (state.kind !== 'ready') return;
    setState({ ...state, more: 'loading' });
    try {
      const page = await fetchRecords(kind, { startDate: asked.startDate, endDate: asked.endDate, filter: asked.filter, pageNo: state.pageNo + 1, pageSize: PAGE_SIZE }, { quiet: true });
      const known = new Set(state.list.map((r) => r.id));
      setState({ kind: 'ready', list: [...state.list, ...page.list.filter((r) => !known.has(r.id))], pageNo: page.pageNo, totalPages: page.totalPages, total: page.total, more: 'idle' });
    } catch (error) {
      setState({ ...state, more: (error as ApiError).message });
    }
  };

  const search = (event: React.FormEvent): void => {
    event.preventDefault();
    if (dateError !== undefined) return;
    setState({ kind: 'loading' });
    // Stryker disable next-line ArithmeticOperator: any new attempt number asks again
    setAsked({ ...range, filter, attempt: asked.attempt + 1 });
  };

  const retry = (): void => {
    setState({ kind: 'loading' });
    // Stryker disable next-line ArithmeticOperator: any new attempt number asks again
    setAsked({ ...asked, attempt: asked.attempt + 1 });
  };

  const spec = RECORD_KINDS[kind];
  return (
    <>
      <form className={`${styles.card} ${styles.form}`} onSubmit={search} aria-label={t('records.filters')}>
        <div className={styles.filters}>
          <label>{t('records.from')}<input type="date" min={RECORD_DATE_MIN} max={RECORD_DATE_MAX} value={range.startDate} onChange={(e) => setRange({ ...range, startDate: e.target.value })} /></label>
          <label>{t('records.to')}<input type="date" min={RECORD_DATE_MIN} max={RECORD_DATE_MAX} value={range.endDate} onChange={(e) => setRange({ ...range, endDate: e.target.value })} /></label>
          <label>
            {spec.filter === 'kind' ? t('records.reward_kind') : t('records.status')}
            <select value={filter} onChange={(e) => setFilter(e.target.value)}>
              <option value="">{t('records.all')}</option>
              {spec.values.map((v) => <option key={v} value={v}>{t(`records.value.${v}`)}</option>)}
            </select>
          </label>
          <button type="submit" className={styles.primary} style={{ alignSelf: 'end' }} disabled={dateError !== undefined}>{t('records.search')}</button>
        </div>
        {dateError !== undefined && <p className={styles.alert} role="alert">{t(`records.date_${dateError}`)}</p>}
      </form>
      {state.kind === 'loading' && <p className={styles.state} role="status">{t('loading')}</p>}
      {state.kind === 'failed' && (
        <div className={styles.state} role="alert">
          <p>{state.message}</p>
          <button type="button" className={styles.secondary} onClick={retry}>{t('retry')}</button>
        </div>
      )}
      {state.kind === 'ready' && state.list.length === 0 && <p className={styles.state}>{t('records.empty')}</p>}
      {state.kind === 'ready' && state.list.length > 0 && (
        <>
          <p className={styles.muted}>{t('records.count', { count: state.total })}</p>
          <ul className={styles.list} aria-label={t(`records.kind.${kind}`)}>
            {state.list.map((r) => <li key={r.id}><RecordRow kind={kind} record={r} /></li>)}
          </ul>
          {state.pageNo < state.totalPages && (
            <div className={styles.state}>
              {state.more !== 'idle' && state.more !== 'loading' && <p className={styles.alert} role="alert">{state.more}</p>}
              <button type="button" className={styles.secondary} onClick={() => void loadMore()} disabled={state.more === 'loading'}>{t('records.more')}</button>
            </div>
          )}
        </>
      )}
    </>
  );
}

/** What a row shows: title, time, amount and status, whatever the kind. */
function summary(kind: RecordKind, r: AnyRecord): { title: string; cardNo?: string; time: number; amount: string; status: string } {
  switch (kind) {
    case 'deposit': { const d = r as Extract<AnyRecord, { channelName: string }>; return { title: d.channelName, time: d.createdAt, amount: d.amount, status: d.status }; }
    case 'withdraw': { const w = r as Extract<AnyRecord, { maskedNo: string }>; return { title: w.bankName, cardNo: w.maskedNo, time: w.createdAt, amount: w.amount, status: w.status }; }
    case 'transfer': { const x = r as Extract<AnyRecord, { fromName: string }>; return { title: `${x.fromName} → ${x.toName}`, time: x.createdAt, amount: x.amount, status: x.status }; }
    case 'bet': { const b = r as Extract<AnyRecord, { betNo: string }>; return { title: `${b.vendorName} · ${b.gameName}`, time: b.betAt, amount: b.stake, status: b.status }; }
    case 'reward': { const w = r as Extract<AnyRecord, { title: string; kind: string }>; return { title: w.title, time: w.createdAt, amount: w.amount, status: w.kind }; }
  }
}

function RecordRow({ kind, record }: { kind: RecordKind; record: AnyRecord }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const s = summary(kind, record);
  return (
    <Link className={styles.record} to={`?type=${kind}&id=${record.id}`}>
      <span>
        <PlatformText text={s.title} />
        {s.cardNo !== undefined && <> <bdi dir="ltr" className={styles.cardNo}>{s.cardNo}</bdi></>}
      </span>
      <span className={styles.small}>{money.decimal(s.amount)}</span>
      <span className={styles.muted} dir="ltr" style={{ justifySelf: 'start' }}>{slashDateTime(s.time)}</span>
      <span className={styles.status} data-status={s.status}>{t(`records.value.${s.status}`)}</span>
    </Link>
  );
}

type DetailState = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; record: AnyDetail };

function RecordDetail({ kind, id }: { kind: RecordKind; id: number }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const [state, setState] = useState<DetailState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // A record's address changes only through the list (this screen goes, another comes) and Try again follows a failure,
  // so no answer can overtake another; one arriving after the screen has gone is dropped by React.
  useEffect(() => {
    fetchRecordDetail(kind, id, { quiet: true })
      .then((record) => setState({ kind: 'ready', record }))
      .catch((error: ApiError) => setState({ kind: 'failed', message: error.message }));
  }, [kind, id, attempt]);
  // Stryker disable next-line ArithmeticOperator: any new attempt number asks again
  const retry = (): void => setAttempt((n) => n + 1);
  const back = <Link className={styles.secondary} to={`?type=${kind}`}>{t('records.back')}</Link>;
  if (state.kind === 'loading') return <p className={styles.state} role="status">{t('loading')}</p>;
  if (state.kind === 'failed') {
    return (
      <div className={styles.state} role="alert">
        <p>{state.message}</p>
        <div className={styles.actions}><button type="button" className={styles.secondary} onClick={retry}>{t('retry')}</button>{back}</div>
      </div>
    );
  }
  const rows = detailRows(kind, state.record);
  return (
    <div className={styles.page}>
      <article className={`${styles.card} ${styles.form}`} aria-labelledby="record-title">
        <h2 id="record-title" className={styles.name}>{t(`records.kind.${kind}`)}</h2>
        <dl className={styles.dl}>
          {rows.map(([label, value, type]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{t(`records.field.${label}`)}</dt>
              <dd dir={LEFT_TO_RIGHT.has(type) ? 'ltr' : undefined}>
                {type === 'money' ? money.decimal(value) : type === 'time' ? slashDateTime(Number(value)) : type === 'value' ? t(`records.value.${value}`) : <PlatformText text={value} />}
              </dd>
            </div>
          ))}
        </dl>
        {back}
      </article>
    </div>
  );
}

type Row = [label: string, value: string, type: 'text' | 'money' | 'time' | 'value' | 'code'];
/** Amounts, times and codes read left to right in every language; texts and translated values follow the page. */
const LEFT_TO_RIGHT: ReadonlySet<Row[2]> = new Set(['money', 'time', 'code']);

function detailRows(kind: RecordKind, r: AnyDetail): Row[] {
  const time = (ms: number | null): string => (ms === null ? '' : String(ms));
  const rows: Row[] = [];
  const add = (label: string, value: string, type: Row[2]): void => { if (value !== '') rows.push([label, value, type]); };
  switch (kind) {
    case 'deposit': {
      const d = r as Extract<AnyDetail, { channelName: string }>;
      add('order_no', d.orderNo, 'code'); add('status', d.status, 'value'); add('amount', d.amount, 'money'); add('bonus', d.bonus === '0.00' ? '' : d.bonus, 'money');
      add('channel', d.channelName, 'text'); add('payer', d.payerName, 'text'); add('reference', d.reference, 'code'); add('remark', d.remark, 'text');
      add('created', time(d.createdAt), 'time'); add('reviewed', time(d.reviewedAt), 'time');
      break;
    }
    case 'withdraw': {
      const w = r as Extract<AnyDetail, { maskedNo: string }>;
      add('order_no', w.orderNo, 'code'); add('status', w.status, 'value'); add('amount', w.amount, 'money'); add('card', `${w.bankName} ${w.maskedNo}`, 'text');
      add('remark', w.remark, 'text'); add('created', time(w.createdAt), 'time'); add('reviewed', time(w.reviewedAt), 'time');
      break;
    }
    case 'transfer': {
      const x = r as Extract<AnyDetail, { fromName: string }>;
      add('order_no', x.orderNo, 'code'); add('status', x.status, 'value'); add('amount', x.amount, 'money'); add('from', x.fromName, 'text'); add('to', x.toName, 'text');
      add('created', time(x.createdAt), 'time');
      break;
    }
    case 'bet': {
      const b = r as Extract<AnyDetail, { betNo: string }>;
      add('bet_no', b.betNo, 'code'); add('status', b.status, 'value'); add('game', `${b.vendorName} · ${b.gameName}`, 'text'); add('stake', b.stake, 'money');
      add('payout', b.payout, 'money'); add('profit', b.profit, 'money'); add('created', time(b.betAt), 'time'); add('settled', time(b.settledAt), 'time');
      break;
    }
    case 'reward': {
      const w = r as Extract<AnyDetail, { title: string; kind: string }>;
      add('order_no', w.orderNo, 'code'); add('reward_kind', w.kind, 'value'); add('title', w.title, 'text'); add('amount', w.amount, 'money'); add('created', time(w.createdAt), 'time');
      break;
    }
  }
  return rows;
}
