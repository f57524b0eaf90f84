import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy } from './field.tsx';
import styles from './form.module.css';
import { digitsOnly } from './rules.ts';

interface CaptchaInputProps {
  id: string;
  value: string;
  error: string | undefined;
  /** The picture to show (the platform's captcha), undefined while it loads. */
  captcha: { image: string } | undefined;
  onValueChange: (value: string) => void;
  /** Loads a new picture and clears the typed value. */
  onRefresh: () => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** Numeric captcha input (at most 6, D12) with its picture; tapping the picture or the icon refreshes it. */
export function CaptchaInput({ id, value, error, captcha, onValueChange, onRefresh, onBlur, inputRef }: CaptchaInputProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <input id={id} ref={inputRef} className={styles.input} inputMode="numeric" autoComplete="off" maxLength={6} value={value} {...describedBy(id, error)}
        onChange={(event) => onValueChange(digitsOnly(event.target.value, 6))} onBlur={onBlur} />
      <button type="button" className={styles.captchaImage} aria-label={t('captcha.image')} onClick={onRefresh}>
        {captcha !== undefined && <img src={captcha.image} alt="" width={100} height={44} />}
      </button>
      <button type="button" className={styles.iconButton} aria-label={t('captcha.refresh')} onClick={onRefresh}>
        <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
      </button>
    </>
  );
}
