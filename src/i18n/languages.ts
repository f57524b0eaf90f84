/**
 * The platform's language codes (SPEC 1, DECISIONS D1): the code the API speaks, the standard
 * locale tag i18next and the page use and the writing direction (language-core.ts), with the
 * country for flags and dialing codes and the language's own name for the switcher.
 */
import { LANGUAGE_CORE, type LanguageCode, type LanguageCore } from './language-core.ts';

export type { LanguageCode } from './language-core.ts';

export interface LanguageInfo extends LanguageCore {
  readonly country: string;
  readonly dialingCode: string;
  readonly nativeName: string;
}

const DETAILS: Readonly<Record<LanguageCode, Omit<LanguageInfo, keyof LanguageCore>>> = {
  EN: { country: 'GB', dialingCode: '44', nativeName: 'English' },
  CN: { country: 'CN', dialingCode: '86', nativeName: '简体中文' },
  TW: { country: 'TW', dialingCode: '886', nativeName: '繁體中文' },
  JA: { country: 'JP', dialingCode: '81', nativeName: '日本語' },
  TH: { country: 'TH', dialingCode: '66', nativeName: 'ไทย' },
  VI: { country: 'VN', dialingCode: '84', nativeName: 'Tiếng Việt' },
  MY: { country: 'MM', dialingCode: '95', nativeName: 'မြန်မာ' },
  ES: { country: 'ES', dialingCode: '34', nativeName: 'Español' },
  HI: { country: 'IN', dialingCode: '91', nativeName: 'हिन्दी' },
  ID: { country: 'ID', dialingCode: '62', nativeName: 'Bahasa Indonesia' },
  KM: { country: 'KH', dialingCode: '855', nativeName: 'ខ្មែរ' },
  KO: { country: 'KR', dialingCode: '82', nativeName: '한국어' },
  KR: { country: 'KR', dialingCode: '82', nativeName: '한국어' },
  MS: { country: 'MY', dialingCode: '60', nativeName: 'Bahasa Melayu' },
  PT: { country: 'PT', dialingCode: '351', nativeName: 'Português' },
  'PT-BR': { country: 'BR', dialingCode: '55', nativeName: 'Português (Brasil)' },
  TA: { country: 'IN', dialingCode: '91', nativeName: 'தமிழ்' },
  TY: { country: 'PH', dialingCode: '63', nativeName: 'Filipino' },
  UR: { country: 'PK', dialingCode: '92', nativeName: 'اردو' },
  TR: { country: 'TR', dialingCode: '90', nativeName: 'Türkçe' },
  BN: { country: 'BD', dialingCode: '880', nativeName: 'বাংলা' },
  AR: { country: 'SA', dialingCode: '966', nativeName: 'العربية' },
  FA: { country: 'IR', dialingCode: '98', nativeName: 'فارسی' },
  RU: { country: 'RU', dialingCode: '7', nativeName: 'Русский' },
  KK: { country: 'KZ', dialingCode: '7', nativeName: 'Қазақ тілі' },
  UZ: { country: 'UZ', dialingCode: '998', nativeName: 'Oʻzbekcha' },
  LO: { country: 'LA', dialingCode: '856', nativeName: 'ລາວ' },
  NE: { country: 'NP', dialingCode: '977', nativeName: 'नेपाली' },
  FR: { country: 'FR', dialingCode: '33', nativeName: 'Français' },
  TE: { country: 'IN', dialingCode: '91', nativeName: 'తెలుగు' },
  SW: { country: 'KE', dialingCode: '254', nativeName: 'Kiswahili' },
  DE: { country: 'DE', dialingCode: '49', nativeName: 'Deutsch' },
  IT: { country: 'IT', dialingCode: '39', nativeName: 'Italiano' },
  NL: { country: 'NL', dialingCode: '31', nativeName: 'Nederlands' },
  PL: { country: 'PL', dialingCode: '48', nativeName: 'Polski' },
};

export const LANGUAGES: readonly LanguageInfo[] = LANGUAGE_CORE.map((core) => ({ ...core, ...DETAILS[core.code] }));

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGE_CORE.map((l) => l.code);

/** The table entry of a platform language code; undefined for a code the platform does not know. */
export function languageInfo(code: string): LanguageInfo | undefined {
  return LANGUAGES.find((l) => l.code === code);
}
