import { useId, useRef } from 'react';
import styles from './dialog.module.css';
import { Modal } from './modal.tsx';

interface DialogProps {
  title?: string | undefined;
  message: string;
  confirmLabel: string;
  cancelLabel?: string | undefined;
  /** Confirming destroys something (sign out): Cancel, the safe answer, takes focus first. */
  destructive?: boolean | undefined;
  onClose: (confirmed: boolean) => void;
}

/** A modal confirm (or alert, without a cancel label): Escape answers as Cancel, the mask does nothing. */
export function Dialog({ title, message, confirmLabel, cancelLabel, destructive = false, onClose }: DialogProps) {
  const titleId = useId();
  const messageId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      role="alertdialog" className={styles.dialog} onDismiss={() => onClose(false)}
      labelledBy={title === undefined ? messageId : titleId} describedBy={title === undefined ? undefined : messageId}
      initialFocus={destructive && cancelLabel !== undefined ? cancel : confirm}
    >
      {title !== undefined && <h2 id={titleId} className={styles.title}>{title}</h2>}
      <p id={messageId} className={styles.message}>{message}</p>
      <div className={styles.actions}>
        {cancelLabel !== undefined && (
          <button type="button" ref={cancel} className={styles.cancel} onClick={() => onClose(false)}>{cancelLabel}</button>
        )}
        <button type="button" ref={confirm} className={styles.confirm} onClick={() => onClose(true)}>{confirmLabel}</button>
      </div>
    </Modal>
  );
}
