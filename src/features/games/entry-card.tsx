import { Link } from 'react-router-dom';
import styles from './games.module.css';

/** A game center's way into a screen of its own (SPEC 2.14 FBGame, VNListCenter): a titled link with a line on what it holds. */
export function EntryCard({ to, title, note }: { to: string; title: string; note: string }) {
  return (
    <Link className={styles.entry} to={to}>
      <span className={styles.entryText}>
        <span className={styles.entryTitle}>{title}</span>
        <span className={styles.entryNote}>{note}</span>
      </span>
      <span className={styles.entryChevron} aria-hidden="true">›</span>
    </Link>
  );
}
