/** The formats of src/i18n/format.ts bound to the page's language, for screens. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatClock, formatLongDate, formatPlatformAmount, formatRelative, formatShortDay, formatWhole } from './format.ts';

export interface Formats {
  locale: string;
  /** Minor units with two decimals, the symbol before them when given. */
  amount: (minor: bigint, symbol?: string) => string;
  /** A decimal string or JSON number as the platform sends it, with two decimals. */
  platformAmount: (value: string | number, symbol?: string) => string;
  whole: (value: number, symbol?: string) => string;
  clock: (ms: number) => string;
  shortDay: (ms: number) => string;
  longDate: (ms: number) => string;
  relative: (ms: number, now: number) => string;
}

export function useFormat(): Formats {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => ({
    locale,
    amount: (minor, symbol) => formatAmount(minor, locale, symbol),
    platformAmount: (value, symbol) => formatPlatformAmount(value, locale, symbol),
    whole: (value, symbol) => formatWhole(value, locale, symbol),
    clock: (ms) => formatClock(ms, locale),
    shortDay: (ms) => formatShortDay(ms, locale),
    longDate: (ms) => formatLongDate(ms, locale),
    relative: (ms, now) => formatRelative(ms, now, locale),
  }), [locale]);
}
