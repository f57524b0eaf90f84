import { useEffect, useRef } from 'react';
import styles from './dialog.module.css';

interface DialogProps {
  title?: string | undefined;
  message: string;
  confirmLabel: string;
  cancelLabel?: string | undefined;
  onClose: (confirmed: boolean) => void;
}

/** A modal confirm (or alert, without a cancel label) over a mask. */
export function Dialog({ title, message, confirmLabel, cancelLabel, onClose }: DialogProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    confirmRef.current?.focus();
  }, []);
  return (
    <div className={styles.mask} onKeyDown={(event) => event.key === 'Escape' && onClose(false)}>
      <div className={styles.dialog} role="alertdialog" aria-modal="true" aria-labelledby={title === undefined ? undefined : 'dialog-title'} aria-describedby="dialog-message">
        {title !== undefined && <h2 id="dialog-title" className={styles.title}>{title}</h2>}
        <p id="dialog-message" className={styles.message}>{message}</p>
        <div className={styles.actions}>
          {cancelLabel !== undefined && (
            <button type="button" className={styles.cancel} onClick={() => onClose(false)}>{cancelLabel}</button>
          )}
          <button type="button" ref={confirmRef} className={styles.confirm} onClick={() => onClose(true)}>{confirmLabel}</button>
        </div>
      </div>
    </div>
  );
}
