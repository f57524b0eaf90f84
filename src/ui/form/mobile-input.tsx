import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { getMerchant } from '../../config/merchant.ts';
import { languageInfo } from '../../i18n/languages.ts';
import { describedBy } from './field.tsx';
import styles from './form.module.css';
import { digitsOnly } from './rules.ts';

/** Dialing codes of the merchant's languages' countries (D1), without duplicates. */
export function dialingCodes(): string[] {
  const codes = getMerchant().languages.map((code) => languageInfo(code)?.dialingCode).filter((c): c is string => c !== undefined);
  return [...new Set(codes)];
}

/**
 * The dialing code a form starts with: the current language's country, unless that language is
 * English (no country signal), then the first other language the merchant offers (ttslot: TY, +63).
 */
export function defaultDialingCode(languageCode: string): string {
  const local = getMerchant().languages.filter((code) => code !== 'EN').map((code) => languageInfo(code)?.dialingCode).filter((c): c is string => c !== undefined);
  const own = languageCode === 'EN' ? undefined : languageInfo(languageCode)?.dialingCode;
  return own ?? local[0] ?? dialingCodes()[0] ?? '';
}

interface MobileInputProps {
  id: string;
  value: string;
  dialingCode: string;
  error: string | undefined;
  onValueChange: (value: string) => void;
  onDialingCodeChange: (code: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** Mobile number with its country dialing code; digits only, at most 20 (SPEC 5). */
export function MobileInput({ id, value, dialingCode, error, onValueChange, onDialingCodeChange, onBlur, inputRef }: MobileInputProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <select className={`${styles.input} ${styles.select}`} aria-label={t('login.dialing_code')} value={dialingCode} onChange={(event) => onDialingCodeChange(event.target.value)}>
        {dialingCodes().map((code) => <option key={code} value={code}>+{code}</option>)}
      </select>
      <input id={id} ref={inputRef} className={styles.input} type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={getMerchant().constants.limits.mobileMax}
        value={value} {...describedBy(id, error)} onChange={(event) => onValueChange(digitsOnly(event.target.value, getMerchant().constants.limits.mobileMax))} onBlur={onBlur} />
    </>
  );
}
