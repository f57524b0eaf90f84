import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './agent.module.css';

interface ReportListProps<T> {
  label: string;
  items: readonly T[];
  /** Draws one item as a ReportRow with its key. */
  children: (item: T) => ReactNode;
  /** False keeps the list when it is empty, instead of the "no records" line. */
  sayEmpty?: boolean;
}

/** A report's rows as a labelled list, or the "no records in this period" line when there are none. */
export function ReportList<T>({ label, items, children, sayEmpty = true }: ReportListProps<T>) {
  const { t } = useTranslation('agent');
  if (sayEmpty && items.length === 0) return <p className={styles.state}>{t('team.empty')}</p>;
  return <ul className={styles.list} aria-label={label}>{items.map(children)}</ul>;
}

interface ReportRowProps {
  title: ReactNode;
  value: ReactNode;
  meta: ReactNode;
  negative?: boolean;
  testId?: string;
}

/** One row of a report: its title and value on a line, the details under them. */
export function ReportRow({ title, value, meta, negative = false, testId }: ReportRowProps) {
  return (
    <li className={styles.row} data-testid={testId}>
      <span className={styles.rowTitle}>{title}</span>
      <span className={negative ? `${styles.rowValue} ${styles.negative}` : styles.rowValue}>{value}</span>
      <span className={styles.rowMeta}>{meta}</span>
    </li>
  );
}
