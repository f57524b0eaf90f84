/**
 * What boot needs of each platform language code (SPEC 1, DECISIONS D1): the standard locale tag
 * i18next and the page use, and the writing direction. The rest of each language (country, dialing
 * code, own name) is in languages.ts, which only the screens that show it load (speed).
 */
import type { LanguageCode } from '../generated/merchant.ts';

export type { LanguageCode };

/** The language every text is written in first and every other falls back to. */
export const FALLBACK_LOCALE = 'en';

export interface LanguageCore {
  readonly code: LanguageCode;
  readonly locale: string;
  readonly dir: 'ltr' | 'rtl';
}

/**
 * Keyed by the schema's language codes (schemas/merchant.schema.json $defs/languageCode, the one list of them):
 * a code added there does not compile until it has its locale and direction here and its details in languages.ts.
 */
const CORE: Readonly<Record<LanguageCode, Omit<LanguageCore, 'code'>>> = {
  EN: { locale: 'en', dir: 'ltr' },
  CN: { locale: 'zh-CN', dir: 'ltr' },
  TW: { locale: 'zh-TW', dir: 'ltr' },
  JA: { locale: 'ja', dir: 'ltr' },
  TH: { locale: 'th', dir: 'ltr' },
  VI: { locale: 'vi', dir: 'ltr' },
  MY: { locale: 'my', dir: 'ltr' },
  ES: { locale: 'es', dir: 'ltr' },
  HI: { locale: 'hi', dir: 'ltr' },
  ID: { locale: 'id', dir: 'ltr' },
  KM: { locale: 'km', dir: 'ltr' },
  KO: { locale: 'ko', dir: 'ltr' },
  KR: { locale: 'ko', dir: 'ltr' },
  MS: { locale: 'ms', dir: 'ltr' },
  PT: { locale: 'pt', dir: 'ltr' },
  'PT-BR': { locale: 'pt-BR', dir: 'ltr' },
  TA: { locale: 'ta', dir: 'ltr' },
  TY: { locale: 'fil', dir: 'ltr' },
  UR: { locale: 'ur', dir: 'rtl' },
  TR: { locale: 'tr', dir: 'ltr' },
  BN: { locale: 'bn', dir: 'ltr' },
  AR: { locale: 'ar', dir: 'rtl' },
  FA: { locale: 'fa', dir: 'rtl' },
  RU: { locale: 'ru', dir: 'ltr' },
  KK: { locale: 'kk', dir: 'ltr' },
  UZ: { locale: 'uz', dir: 'ltr' },
  LO: { locale: 'lo', dir: 'ltr' },
  NE: { locale: 'ne', dir: 'ltr' },
  FR: { locale: 'fr', dir: 'ltr' },
  TE: { locale: 'te', dir: 'ltr' },
  SW: { locale: 'sw', dir: 'ltr' },
  DE: { locale: 'de', dir: 'ltr' },
  IT: { locale: 'it', dir: 'ltr' },
  NL: { locale: 'nl', dir: 'ltr' },
  PL: { locale: 'pl', dir: 'ltr' },
};

export const LANGUAGE_CORE: readonly LanguageCore[] = (Object.entries(CORE) as [LanguageCode, Omit<LanguageCore, 'code'>][]).map(([code, core]) => ({ code, ...core }));

/** The locale and direction of a platform language code; undefined for a code the platform does not know. */
export function languageCore(code: string): LanguageCore | undefined {
  return LANGUAGE_CORE.find((l) => l.code === code);
}
