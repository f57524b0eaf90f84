/**
 * The interface texts as files: src/i18n/locales/<locale>/<namespace>.json, English the source (SPEC 1, D1).
 * One place answers what a locale lacks, what it has that English has not, which placeholders differ, which
 * plural forms are missing and which values are still English; check-locales, validate, build and publish ask here.
 * LOCALES_DIR and IDENTICAL_DIR move the folders (tests plant an incomplete locale there).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FALLBACK_LOCALE } from '../../src/i18n/language-core.ts';
import { ROOT } from './paths.ts';

/** English: the texts every other locale translates. */
export const SOURCE_LOCALE = FALLBACK_LOCALE;

export const localesDir = (): string => process.env['LOCALES_DIR'] ?? join(ROOT, 'src', 'i18n', 'locales');
/** Per locale, the values allowed to stay identical to English, each with its reason: src/i18n/identical/<locale>.json. */
export const identicalDir = (): string => process.env['IDENTICAL_DIR'] ?? join(ROOT, 'src', 'i18n', 'identical');

/** i18next's plural suffixes (CLDR cardinal categories). */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

export type Texts = ReadonlyMap<string, string>;

function flatten(value: unknown, prefix: string, into: Map<string, string>): void {
  if (typeof value === 'string') {
    into.set(prefix, value);
    return;
  }
  if (typeof value !== 'object' || value === null) {
    into.set(prefix, String(value));
    return;
  }
  for (const [key, inner] of Object.entries(value)) flatten(inner, prefix === '' ? key : `${prefix}.${key}`, into);
}

/** The namespaces English has, sorted. */
export function namespaces(): string[] {
  return readdirSync(join(localesDir(), SOURCE_LOCALE)).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -'.json'.length)).sort();
}

/** A locale's texts of one namespace by dotted key; empty when the file is missing. */
export function textsOf(locale: string, namespace: string): Texts {
  const file = join(localesDir(), locale, `${namespace}.json`);
  const texts = new Map<string, string>();
  if (existsSync(file)) flatten(JSON.parse(readFileSync(file, 'utf8')), '', texts);
  return texts;
}

/** Per namespace, the English keys the locale lacks; only namespaces that lack any. */
export function missingKeys(locale: string): { namespace: string; keys: string[]; of: number }[] {
  return namespaces().flatMap((namespace) => {
    const english = textsOf(SOURCE_LOCALE, namespace);
    const have = textsOf(locale, namespace);
    const keys = [...english.keys()].filter((key) => !have.has(key));
    return keys.length === 0 ? [] : [{ namespace, keys, of: english.size }];
  });
}

/** The plural categories of a locale by CLDR (Intl.PluralRules). */
export function pluralCategories(locale: string): string[] {
  return new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
}

const placeholders = (value: string): string[] => [...value.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((m) => m[1]!).sort();
/** The tags a text wraps words in for a component (`<terms>...</terms>`, react-i18next's Trans). */
const tags = (value: string): string => [...value.matchAll(/<\/?[a-z][\w-]*\s*\/?>/gi)].map((m) => m[0]).sort().join(' ');

export interface TextProblem {
  namespace: string;
  key: string;
  message: string;
}

/**
 * What is wrong in a locale beside missing keys: keys English has not (a plural form of an English key is not
 * one), placeholders and tags that differ from English's, a plural key without every CLDR form of the language, and
 * values identical to English that the allow-list does not name (or that it names but which were translated).
 */
export function textProblems(locale: string): TextProblem[] {
  const allowed = identicalAllowed(locale);
  const problems: TextProblem[] = [];
  const categories = pluralCategories(locale);
  for (const namespace of namespaces()) {
    const english = textsOf(SOURCE_LOCALE, namespace);
    const texts = textsOf(locale, namespace);
    const pluralBases = new Set<string>();
    for (const [key, value] of texts) {
      const base = key.replace(PLURAL_SUFFIX, '');
      const source = english.get(key) ?? (base !== key ? english.get(base) : undefined);
      if (source === undefined) {
        problems.push({ namespace, key, message: 'English has no such key' });
        continue;
      }
      const pluralForm = base !== key && !english.has(key);
      if (pluralForm) pluralBases.add(base);
      // A plural form may say the number in words ("one message"), so it may leave {{count}} out.
      const want = placeholders(source).filter((name) => !(pluralForm && name === 'count'));
      const got = placeholders(value);
      const lost = want.filter((name) => !got.includes(name));
      const added = got.filter((name) => !placeholders(source).includes(name));
      if (lost.length > 0 || added.length > 0) {
        problems.push({ namespace, key, message: `placeholders differ from English: ${[...lost.map((n) => `missing {{${n}}}`), ...added.map((n) => `unknown {{${n}}}`)].join(', ')}` });
      }
      if (tags(value) !== tags(source)) problems.push({ namespace, key, message: `tags differ from English: ${tags(source) || 'none'} in English, ${tags(value) || 'none'} here` });
      const id = `${namespace}:${key}`;
      if (locale !== SOURCE_LOCALE && value === english.get(key) && !allowed.has(id)) {
        problems.push({ namespace, key, message: `still English ("${value.slice(0, 40)}"): translate it, or name it in src/i18n/identical/${locale}.json with the reason` });
      }
    }
    for (const base of pluralBases) {
      const absent = categories.filter((category) => !texts.has(`${base}_${category}`));
      if (absent.length > 0) problems.push({ namespace, key: base, message: `plural forms missing for ${locale}: ${absent.map((c) => `${base}_${c}`).join(', ')}` });
    }
  }
  for (const id of allowed.keys()) {
    const [namespace = '', key = ''] = id.split(/:(.*)/s);
    const value = textsOf(locale, namespace).get(key);
    if (value === undefined || value !== textsOf(SOURCE_LOCALE, namespace).get(key)) {
      problems.push({ namespace, key, message: `named in src/i18n/identical/${locale}.json but not identical to English: drop it from the list` });
    }
  }
  return problems;
}

/** The allow-list of a locale: "namespace:key" to the reason the value stays as in English. */
export function identicalAllowed(locale: string): ReadonlyMap<string, string> {
  const file = join(identicalDir(), `${locale}.json`);
  if (!existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
}

/** "common 120 of 300, lobby 12 of 80": what a locale lacks, counted per namespace. */
export function describeMissing(missing: ReturnType<typeof missingKeys>): string {
  return missing.map(({ namespace, keys, of }) => `${namespace} ${keys.length} of ${of}`).join(', ');
}
