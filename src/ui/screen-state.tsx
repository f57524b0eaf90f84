import styles from './screen-state.module.css';

interface ScreenStateProps {
  /** False while the screen's data is on its way; true when it failed. */
  failed: boolean;
  retry: () => void;
  texts: { loading: string; failed: string; retry: string };
  /** A feature's own classes for the state and its retry button, where its screens draw them their way. */
  classNames?: { state?: string | undefined; retry?: string | undefined };
}

/** What a screen shows before its data is ready: a loading line, or the failure with a retry button. */
export function ScreenState({ failed, retry, texts, classNames }: ScreenStateProps) {
  const state = classNames?.state ?? styles.state;
  if (!failed) return <p className={state} role="status">{texts.loading}</p>;
  return (
    <div className={state} role="alert">
      <p>{texts.failed}</p>
      <button type="button" className={classNames?.retry ?? styles.retry} onClick={retry}>{texts.retry}</button>
    </div>
  );
}
