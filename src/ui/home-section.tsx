/** The frame and the states every lazy home section shares (SPEC 2.14): a titled region, loading, failed with a retry, empty. */
import { type ReactNode, useId } from 'react';
import styles from './home-section.module.css';

interface HomeSectionProps {
  title: string;
  children: ReactNode;
  /** A link or control at the title's end (e.g. "all promotions"). */
  action?: ReactNode;
}

export function HomeSection({ title, children, action }: HomeSectionProps) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.head}>
        <h2 id={id} className={styles.title}>{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Keeps the section's box while its data loads, so nothing below moves when it comes. */
export function SectionLoading({ label, blockSize }: { label: string; blockSize: number }) {
  return (
    <div className={styles.loading} role="status" style={{ minBlockSize: blockSize }}>
      <span className={styles.hidden}>{label}</span>
    </div>
  );
}

export function SectionFailed({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div className={styles.failed} role="alert">
      <p>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>{retryLabel}</button>
    </div>
  );
}

export function SectionEmpty({ text }: { text: string }) {
  return <p className={styles.empty}>{text}</p>;
}
