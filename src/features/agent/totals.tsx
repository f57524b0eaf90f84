import type { ReactNode } from 'react';
import styles from './agent.module.css';

/** A report's totals as label and value pairs; a true third item marks the value negative. */
export function Totals({ items }: { items: readonly [string, ReactNode, boolean?][] }) {
  return (
    <dl className={styles.totals}>
      {items.map(([label, value, negative]) => (
        <div key={label} className={styles.total}><dt>{label}</dt><dd className={negative === true ? styles.negative : undefined}><bdi>{value}</bdi></dd></div>
      ))}
    </dl>
  );
}
