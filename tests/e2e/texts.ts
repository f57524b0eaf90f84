/**
 * The interface texts a journey finds controls by: the app's own locale files (src/i18n/locales) in the
 * language a brand shows first, read through i18next with the app's options, so plurals and placeholders come
 * out as the app fills them. A journey that names a control by `text('common:menu')` passes on every brand in
 * every language a brand may list, and a text changed in the locale files changes the journey with it.
 */
import { createInstance, type ResourceLanguage, type TFunction } from 'i18next';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveMerchant } from '../../scripts/lib/merchants.ts';
import { FALLBACK_LOCALE, languageCore } from '../../src/i18n/language-core.ts';
import type { Merchant } from '../../src/generated/merchant.ts';

const LOCALES = join(import.meta.dirname, '..', '..', 'src', 'i18n', 'locales');

function resourcesOf(locale: string): ResourceLanguage {
  return Object.fromEntries(readdirSync(join(LOCALES, locale)).filter((file) => file.endsWith('.json'))
    .map((file) => [file.slice(0, -'.json'.length), JSON.parse(readFileSync(join(LOCALES, locale, file), 'utf8')) as ResourceLanguage]));
}

const byLanguage = new Map<string, TFunction>();

/** The texts of a platform language code (EN, AR, VI, ...), English where a key has none. */
export function textsIn(code: string): TFunction {
  const known = byLanguage.get(code);
  if (known !== undefined) return known;
  const locale = languageCore(code)?.locale;
  if (locale === undefined) throw new Error(`no language ${code} in src/i18n/language-core.ts`);
  const instance = createInstance();
  void instance.init({
    initAsync: false,
    resources: { [FALLBACK_LOCALE]: resourcesOf(FALLBACK_LOCALE), [locale]: resourcesOf(locale) },
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  byLanguage.set(code, instance.t);
  return instance.t;
}

/** The merged config of a Playwright project's brand (`ttslot`, `sahara-global`, `lotus-dev` ...). */
export function brandOf(projectName: string): Merchant {
  const resolved = resolveMerchant(projectName.replace(/-(global|dev)$/, ''));
  if (!resolved.ok) throw new Error(`merchant ${projectName} does not resolve`);
  return resolved.config as unknown as Merchant;
}

/** The texts of the language a project's brand shows first (its default language). */
export const brandTexts = (projectName: string): TFunction => textsIn(brandOf(projectName).defaultLanguage);

/** The text as a regular expression's source that matches it literally, whatever characters it holds. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A name holding the text somewhere (a heading's title beside its date, a badge beside its label). */
export const containing = (text: string): RegExp => new RegExp(escapeRegExp(text));

/** A name that begins with the text (a card's title before its note). */
export const startingWith = (text: string): RegExp => new RegExp(`^${escapeRegExp(text)}`);

/**
 * A pattern matching a text with placeholders (`Back to {{page}}`) whatever fills them, in any language's order;
 * each placeholder is a group of the match, in the order the language writes them.
 */
export function textLike(text: TFunction, key: string): RegExp {
  const raw = String(text(key, { skipInterpolation: true }));
  return new RegExp(`^${raw.split(/\{\{[^}]+\}\}/).map(escapeRegExp).join('(.+?)')}$`, 's');
}
