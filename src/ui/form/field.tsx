import type { ReactNode } from 'react';
import styles from './form.module.css';

interface FieldProps {
  id: string;
  label: string;
  required?: boolean | undefined;
  /** Already translated. */
  error?: string | undefined;
  children: ReactNode;
}

/** A labelled field with its message under it; required fields carry an asterisk (SPEC 5). */
export function Field({ id, label, required, error, children }: FieldProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required === true && <span className={styles.required} aria-hidden="true">*</span>}
      </label>
      <div className={styles.control}>{children}</div>
      {error !== undefined && <p id={`${id}-error`} className={styles.error}>{error}</p>}
    </div>
  );
}

/** aria attributes tying an input to its Field message. */
export function describedBy(id: string, error: string | undefined): { 'aria-invalid': boolean; 'aria-describedby'?: string } {
  return error === undefined ? { 'aria-invalid': false } : { 'aria-invalid': true, 'aria-describedby': `${id}-error` };
}
