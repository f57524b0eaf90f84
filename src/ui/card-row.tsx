import type { ReactNode } from 'react';
import styles from './card-row.module.css';

/** A list of 200 px cards that scrolls sideways inside itself (home sections). */
export function CardRow({ children }: { children: ReactNode }) {
  return <ul className={styles.row}>{children}</ul>;
}

/** One card of a CardRow. */
export function CardRowItem({ children }: { children: ReactNode }) {
  return <li className={styles.card}>{children}</li>;
}
