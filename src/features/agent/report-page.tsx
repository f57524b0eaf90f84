import { type ReactNode, useState } from 'react';
import type { TeamRange } from '../../api/agent.ts';
import styles from './agent.module.css';
import { type DateRange, lastDays } from './dates.ts';
import { Loaded } from './loaded.tsx';
import { PAGE_SIZE, Pager } from './pager.tsx';
import { RangeFilter } from './range-filter.tsx';
import { type Load, useLoad } from './use-load.ts';

interface ReportPageProps<T> {
  filter: ReactNode;
  state: Load<T>;
  retry: () => void;
  page: number;
  setPage: (page: number) => void;
  /** Draws one answer; the pager follows it. */
  children: (value: T) => ReactNode;
}

/** A team report's page: its filter, then the answer (or loading, or the failure with retry) and the pager. */
export function ReportPage<T extends { total: number }>({ filter, state, retry, page, setPage, children }: ReportPageProps<T>) {
  return (
    <div className={styles.page}>
      {filter}
      <Loaded state={state} retry={retry}>
        {(value) => (
          <>
            {children(value)}
            <Pager page={page} total={value.total} onPage={setPage} />
          </>
        )}
      </Loaded>
    </div>
  );
}

/** A dated, paged report: the range and page live here; a new range starts again from page 1. */
export function useRangeReport<T>(name: string, fetcher: (range: TeamRange) => Promise<T>, initialDays = 7) {
  const [range, setRange] = useState<DateRange>(() => lastDays(initialDays));
  const [page, setPage] = useState(1);
  const load = useLoad(`${name}|${range.startDate}|${range.endDate}|${page}`, () => fetcher({ ...range, pageNo: page, pageSize: PAGE_SIZE }));
  const filter = <RangeFilter range={range} onChange={(next) => { setRange(next); setPage(1); }} />;
  return { state: load.state, retry: load.retry, filter, page, setPage };
}
