import { type InputHTMLAttributes, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './form.module.css';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  ref?: Ref<HTMLInputElement>;
};

/** A password input whose show/hide toggle appears once text is typed (SPEC 2.4, 4). */
export function PasswordInput({ value, onValueChange, className, ...rest }: PasswordInputProps) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  return (
    <>
      <input {...rest} className={className ?? styles.input} type={shown ? 'text' : 'password'} value={value} maxLength={rest.maxLength ?? 64}
        onChange={(event) => onValueChange(event.target.value)} />
      {value !== '' && (
        <button type="button" className={styles.iconButton} aria-pressed={shown} aria-label={shown ? t('password_toggle.hide') : t('password_toggle.show')}
          onClick={() => setShown((s) => !s)}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
            {!shown && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" />}
          </svg>
        </button>
      )}
    </>
  );
}
