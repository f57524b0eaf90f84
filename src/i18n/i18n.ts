import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { proxy } from 'valtio';
import { FALLBACK_LOCALE, languageCore, type LanguageCore } from './language-core.ts';

type Texts = Record<string, unknown>;

/**
 * What the first page needs is bundled: English common and lobby (the fallback). Every other
 * namespace and language is fetched when first used (DESIGN 4, 8; speed).
 */
export const FIRST_PAGE_NAMESPACES = ['common', 'lobby'] as const;
// `import: 'default'`: only the texts object, not a module namespace with an export per key (which
// doubled the texts' size in the entry chunk).
const bundled = import.meta.glob<Texts>(['./locales/en/common.json', './locales/en/lobby.json'], { eager: true, import: 'default' });
const onDemand = import.meta.glob<Texts>(['./locales/*/*.json', '!./locales/en/common.json', '!./locales/en/lobby.json'], { import: 'default' });

function namespaceOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
}

/** i18next backend over the on-demand locale files; a namespace a language lacks falls back to English. */
const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = onDemand[`./locales/${language}/${namespace}.json`];
    if (load === undefined) {
      callback(null, {});
      return;
    }
    load().then((texts) => callback(null, texts as ResourceKey), (error: unknown) => callback(error as Error, null));
  },
};

/** The platform code of the current language (EN, TY, AR, ...), for components and API calls. */
export const languageState = proxy({ code: 'EN' });

function applyToPage(info: LanguageCore): void {
  document.documentElement.lang = info.locale;
  document.documentElement.dir = info.dir;
}

/** The stored language (boot reads it; i18n imports no state) if the merchant offers it, else the merchant's default. */
export function initialLanguage(offered: readonly string[], fallback: string, stored: string | undefined): string {
  return stored !== undefined && offered.includes(stored) ? stored : fallback;
}

/** Starts i18next with the given platform language; only that language's resources are loaded. */
export async function initI18n(code: string): Promise<void> {
  const resources: Record<string, Record<string, Record<string, unknown>>> = { [FALLBACK_LOCALE]: {} };
  for (const [path, texts] of Object.entries(bundled)) resources[FALLBACK_LOCALE]![namespaceOf(path)] = texts;
  await i18next.use(lazyLocales).use(initReactI18next).init({
    resources,
    lng: FALLBACK_LOCALE,
    fallbackLng: FALLBACK_LOCALE,
    ns: [...FIRST_PAGE_NAMESPACES],
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    partialBundledLanguages: true,
    saveMissing: import.meta.env.DEV,
    missingKeyHandler: (_lngs, ns, key) => {
      if (import.meta.env.DEV) console.error(`missing translation ${ns}:${key}`);
    },
  });
  await changeLanguage(code);
}

/** Switches the interface language: loads it, sets lang and dir on the page (SPEC 4); boot keeps the choice. */
export async function changeLanguage(code: string): Promise<void> {
  const info = languageCore(code) ?? languageCore('EN');
  if (info === undefined) return;
  await i18next.changeLanguage(info.locale);
  applyToPage(info);
  languageState.code = info.code;
}

export { i18next };
