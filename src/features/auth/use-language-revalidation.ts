import { useEffect, useEffectEvent, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { getMerchant } from '../../config/merchant.ts';
import { languageState } from '../../i18n/i18n.ts';
import { languageCore } from '../../i18n/language-core.ts';

/**
 * A validation message as the form produced it: the auth translation key and the locale of the
 * platform language at the time of the check. The message keeps that language until the field
 * is checked again (SPEC 4: a language change revalidates the login form after a delay).
 */
export interface CheckedMessage {
  readonly key: string;
  readonly locale: string;
}

/** The locale of the current platform language (languageState.code), English if unknown. */
export function currentLocale(): string {
  return languageCore(languageState.code)?.locale ?? 'en';
}

/** Stamps a rule's answer (a key or undefined) with the current language. */
export function checked(key: string | undefined): CheckedMessage | undefined {
  return key === undefined ? undefined : { key, locale: currentLocale() };
}

/**
 * R4-10 (SPEC 4): once the platform language has changed, runs `revalidate` after
 * constants.timings.loginRevalidateMs. A newer change restarts the wait; unmounting cancels it.
 * The first language seen (at mount) triggers nothing.
 */
export function useRevalidateOnLanguageChange(revalidate: () => void): void {
  const { code } = useSnapshot(languageState);
  const seen = useRef(code);
  const onDue = useEffectEvent(revalidate);
  useEffect(() => {
    if (code === seen.current) return undefined;
    seen.current = code;
    const timer = setTimeout(() => onDue(), getMerchant().constants.timings.loginRevalidateMs);
    return () => clearTimeout(timer);
  }, [code]);
}
