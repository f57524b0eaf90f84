/**
 * The platform's language codes (SPEC 1, DECISIONS D1): the code the API speaks, the standard
 * locale tag i18next and the page use, the country for flags and dialing codes, the writing
 * direction and the language's own name for the switcher.
 */
export interface LanguageInfo {
  readonly code: string;
  readonly locale: string;
  readonly country: string;
  readonly dialingCode: string;
  readonly dir: 'ltr' | 'rtl';
  readonly nativeName: string;
}

export const LANGUAGES = [
  { code: 'EN', locale: 'en', country: 'GB', dialingCode: '44', dir: 'ltr', nativeName: 'English' },
  { code: 'CN', locale: 'zh-CN', country: 'CN', dialingCode: '86', dir: 'ltr', nativeName: '简体中文' },
  { code: 'TW', locale: 'zh-TW', country: 'TW', dialingCode: '886', dir: 'ltr', nativeName: '繁體中文' },
  { code: 'JA', locale: 'ja', country: 'JP', dialingCode: '81', dir: 'ltr', nativeName: '日本語' },
  { code: 'TH', locale: 'th', country: 'TH', dialingCode: '66', dir: 'ltr', nativeName: 'ไทย' },
  { code: 'VI', locale: 'vi', country: 'VN', dialingCode: '84', dir: 'ltr', nativeName: 'Tiếng Việt' },
  { code: 'MY', locale: 'my', country: 'MM', dialingCode: '95', dir: 'ltr', nativeName: 'မြန်မာ' },
  { code: 'ES', locale: 'es', country: 'ES', dialingCode: '34', dir: 'ltr', nativeName: 'Español' },
  { code: 'HI', locale: 'hi', country: 'IN', dialingCode: '91', dir: 'ltr', nativeName: 'हिन्दी' },
  { code: 'ID', locale: 'id', country: 'ID', dialingCode: '62', dir: 'ltr', nativeName: 'Bahasa Indonesia' },
  { code: 'KM', locale: 'km', country: 'KH', dialingCode: '855', dir: 'ltr', nativeName: 'ខ្មែរ' },
  { code: 'KO', locale: 'ko', country: 'KR', dialingCode: '82', dir: 'ltr', nativeName: '한국어' },
  { code: 'KR', locale: 'ko', country: 'KR', dialingCode: '82', dir: 'ltr', nativeName: '한국어' },
  { code: 'MS', locale: 'ms', country: 'MY', dialingCode: '60', dir: 'ltr', nativeName: 'Bahasa Melayu' },
  { code: 'PT', locale: 'pt', country: 'PT', dialingCode: '351', dir: 'ltr', nativeName: 'Português' },
  { code: 'PT-BR', locale: 'pt-BR', country: 'BR', dialingCode: '55', dir: 'ltr', nativeName: 'Português (Brasil)' },
  { code: 'TA', locale: 'ta', country: 'IN', dialingCode: '91', dir: 'ltr', nativeName: 'தமிழ்' },
  { code: 'TY', locale: 'fil', country: 'PH', dialingCode: '63', dir: 'ltr', nativeName: 'Filipino' },
  { code: 'UR', locale: 'ur', country: 'PK', dialingCode: '92', dir: 'rtl', nativeName: 'اردو' },
  { code: 'TR', locale: 'tr', country: 'TR', dialingCode: '90', dir: 'ltr', nativeName: 'Türkçe' },
  { code: 'BN', locale: 'bn', country: 'BD', dialingCode: '880', dir: 'ltr', nativeName: 'বাংলা' },
  { code: 'AR', locale: 'ar', country: 'SA', dialingCode: '966', dir: 'rtl', nativeName: 'العربية' },
  { code: 'FA', locale: 'fa', country: 'IR', dialingCode: '98', dir: 'rtl', nativeName: 'فارسی' },
  { code: 'RU', locale: 'ru', country: 'RU', dialingCode: '7', dir: 'ltr', nativeName: 'Русский' },
  { code: 'KK', locale: 'kk', country: 'KZ', dialingCode: '7', dir: 'ltr', nativeName: 'Қазақ тілі' },
  { code: 'UZ', locale: 'uz', country: 'UZ', dialingCode: '998', dir: 'ltr', nativeName: 'Oʻzbekcha' },
  { code: 'LO', locale: 'lo', country: 'LA', dialingCode: '856', dir: 'ltr', nativeName: 'ລາວ' },
  { code: 'NE', locale: 'ne', country: 'NP', dialingCode: '977', dir: 'ltr', nativeName: 'नेपाली' },
  { code: 'FR', locale: 'fr', country: 'FR', dialingCode: '33', dir: 'ltr', nativeName: 'Français' },
  { code: 'TE', locale: 'te', country: 'IN', dialingCode: '91', dir: 'ltr', nativeName: 'తెలుగు' },
  { code: 'SW', locale: 'sw', country: 'KE', dialingCode: '254', dir: 'ltr', nativeName: 'Kiswahili' },
  { code: 'DE', locale: 'de', country: 'DE', dialingCode: '49', dir: 'ltr', nativeName: 'Deutsch' },
  { code: 'IT', locale: 'it', country: 'IT', dialingCode: '39', dir: 'ltr', nativeName: 'Italiano' },
  { code: 'NL', locale: 'nl', country: 'NL', dialingCode: '31', dir: 'ltr', nativeName: 'Nederlands' },
  { code: 'PL', locale: 'pl', country: 'PL', dialingCode: '48', dir: 'ltr', nativeName: 'Polski' },
] as const satisfies readonly LanguageInfo[];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);

/** The table entry of a platform language code; undefined for a code the platform does not know. */
export function languageInfo(code: string): LanguageInfo | undefined {
  return LANGUAGES.find((l) => l.code === code);
}
