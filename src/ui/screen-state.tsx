import styles from './screen-state.module.css';

interface ScreenStateProps {
  /** False while the screen's data is on its way; true when it failed. */
  failed: boolean;
  retry: () => void;
  texts: { loading: string; failed: string; retry: string };
}

/** What a screen shows before its data is ready: a loading line, or the failure with a retry button. */
export function ScreenState({ failed, retry, texts }: ScreenStateProps) {
  if (!failed) return <p className={styles.state} role="status">{texts.loading}</p>;
  return (
    <div className={styles.state} role="alert">
      <p>{texts.failed}</p>
      <button type="button" className={styles.retry} onClick={retry}>{texts.retry}</button>
    </div>
  );
}
