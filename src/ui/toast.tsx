import styles from './toast.module.css';

interface ToastViewProps {
  message: string;
  kind: 'info' | 'success' | 'error' | 'loading';
}

/** A toast over the top bar; loading toasts show a spinner. Announced politely to screen readers. */
export function ToastView({ message, kind }: ToastViewProps) {
  return (
    <div className={styles.layer} role={kind === 'error' ? 'alert' : 'status'} aria-live={kind === 'error' ? 'assertive' : 'polite'}>
      <div className={`${styles.toast} ${styles[kind] ?? ''}`}>
        {kind === 'loading' && <span className={styles.spinner} aria-hidden="true" />}
        <span>{message}</span>
      </div>
    </div>
  );
}
