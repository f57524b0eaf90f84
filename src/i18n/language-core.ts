/**
 * What boot needs of each platform language code (SPEC 1, DECISIONS D1): the standard locale tag
 * i18next and the page use, and the writing direction. The rest of each language (country, dialing
 * code, own name) is in languages.ts, which only the screens that show it load (speed).
 */
export interface LanguageCore {
  readonly code: string;
  readonly locale: string;
  readonly dir: 'ltr' | 'rtl';
}

export const LANGUAGE_CORE = [
  { code: 'EN', locale: 'en', dir: 'ltr' },
  { code: 'CN', locale: 'zh-CN', dir: 'ltr' },
  { code: 'TW', locale: 'zh-TW', dir: 'ltr' },
  { code: 'JA', locale: 'ja', dir: 'ltr' },
  { code: 'TH', locale: 'th', dir: 'ltr' },
  { code: 'VI', locale: 'vi', dir: 'ltr' },
  { code: 'MY', locale: 'my', dir: 'ltr' },
  { code: 'ES', locale: 'es', dir: 'ltr' },
  { code: 'HI', locale: 'hi', dir: 'ltr' },
  { code: 'ID', locale: 'id', dir: 'ltr' },
  { code: 'KM', locale: 'km', dir: 'ltr' },
  { code: 'KO', locale: 'ko', dir: 'ltr' },
  { code: 'KR', locale: 'ko', dir: 'ltr' },
  { code: 'MS', locale: 'ms', dir: 'ltr' },
  { code: 'PT', locale: 'pt', dir: 'ltr' },
  { code: 'PT-BR', locale: 'pt-BR', dir: 'ltr' },
  { code: 'TA', locale: 'ta', dir: 'ltr' },
  { code: 'TY', locale: 'fil', dir: 'ltr' },
  { code: 'UR', locale: 'ur', dir: 'rtl' },
  { code: 'TR', locale: 'tr', dir: 'ltr' },
  { code: 'BN', locale: 'bn', dir: 'ltr' },
  { code: 'AR', locale: 'ar', dir: 'rtl' },
  { code: 'FA', locale: 'fa', dir: 'rtl' },
  { code: 'RU', locale: 'ru', dir: 'ltr' },
  { code: 'KK', locale: 'kk', dir: 'ltr' },
  { code: 'UZ', locale: 'uz', dir: 'ltr' },
  { code: 'LO', locale: 'lo', dir: 'ltr' },
  { code: 'NE', locale: 'ne', dir: 'ltr' },
  { code: 'FR', locale: 'fr', dir: 'ltr' },
  { code: 'TE', locale: 'te', dir: 'ltr' },
  { code: 'SW', locale: 'sw', dir: 'ltr' },
  { code: 'DE', locale: 'de', dir: 'ltr' },
  { code: 'IT', locale: 'it', dir: 'ltr' },
  { code: 'NL', locale: 'nl', dir: 'ltr' },
  { code: 'PL', locale: 'pl', dir: 'ltr' },
] as const satisfies readonly LanguageCore[];

export type LanguageCode = (typeof LANGUAGE_CORE)[number]['code'];

/** The locale and direction of a platform language code; undefined for a code the platform does not know. */
export function languageCore(code: string): LanguageCore | undefined {
  return LANGUAGE_CORE.find((l) => l.code === code);
}
