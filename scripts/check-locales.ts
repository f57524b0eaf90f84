// npm run check-locales: prints each language's missing keys against English, and fails when a
// language some merchant lists lacks any key (issue 4, point 7). Other languages fall back to English.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '../src/i18n/languages.ts';
import { listMerchantCodes, resolveMerchant } from './lib/merchants.ts';
import { ROOT } from './lib/paths.ts';

const LOCALES = join(ROOT, 'src', 'i18n', 'locales');

function flatten(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => flatten(inner, prefix === '' ? key : `${prefix}.${key}`));
}

function keysOf(locale: string, namespace: string): Set<string> {
  const file = join(LOCALES, locale, `${namespace}.json`);
  return existsSync(file) ? new Set(flatten(JSON.parse(readFileSync(file, 'utf8')))) : new Set();
}

const namespaces = readdirSync(join(LOCALES, 'en')).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort();
const listed = new Map<string, string[]>();
for (const code of listMerchantCodes()) {
  const resolved = resolveMerchant(code);
  if (!resolved.ok) continue;
  for (const language of resolved.config['languages'] as string[]) listed.set(language, [...(listed.get(language) ?? []), code]);
}

let failed = false;
const seenLocales = new Set<string>();
for (const language of LANGUAGES) {
  if (language.locale === 'en' || seenLocales.has(language.locale)) continue;
  seenLocales.add(language.locale);
  const merchants = [...listed.entries()].filter(([code]) => LANGUAGES.find((l) => l.code === code)?.locale === language.locale).flatMap(([, m]) => m);
  const missing = namespaces.flatMap((ns) => {
    const have = keysOf(language.locale, ns);
    return [...keysOf('en', ns)].filter((key) => !have.has(key)).map((key) => `${ns}:${key}`);
  });
  const extra = namespaces.flatMap((ns) => {
    const en = keysOf('en', ns);
    return [...keysOf(language.locale, ns)].filter((key) => !en.has(key)).map((key) => `${ns}:${key}`);
  });
  const required = merchants.length > 0;
  const label = `${language.code.padEnd(5)} ${language.locale.padEnd(6)}`;
  if (missing.length === 0) console.log(`ok      ${label} complete${required ? ` (listed by ${merchants.join(', ')})` : ''}`);
  else if (required) {
    failed = true;
    console.error(`MISSING ${label} ${missing.length} keys, listed by ${merchants.join(', ')}:\n  ${missing.join('\n  ')}`);
  } else console.log(`        ${label} ${missing.length} keys missing (falls back to English; no merchant lists it)`);
  if (extra.length > 0) console.error(`EXTRA   ${label} keys English does not have:\n  ${extra.join('\n  ')}`);
  if (extra.length > 0 && required) failed = true;
}
process.exit(failed ? 1 : 0);
