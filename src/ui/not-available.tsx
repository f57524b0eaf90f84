import styles from './not-available.module.css';

interface NotAvailableProps {
  title: string;
  message: string;
}

/** The honest screen of a route whose content is not built yet (DECISIONS D23); never fake data. */
export function NotAvailable({ title, message }: NotAvailableProps) {
  return (
    <section className={styles.box} aria-labelledby="na-title">
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true"><circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeWidth="3" /><path d="M24 13v13M24 32v3" stroke="currentColor" strokeWidth="3" strokeLinecap="round" /></svg>
      <h2 id="na-title" className={styles.title}>{title}</h2>
      <p className={styles.message}>{message}</p>
    </section>
  );
}
