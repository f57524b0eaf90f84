// npm run check-locales: every locale of the language table (SPEC 1, D1) against English: missing keys, keys
// English has not, placeholders that differ, plural forms the language's CLDR rules need, values still English
// off the allow-list (src/i18n/identical/<locale>.json). Exit 1 on any, naming locale, namespace and key.
import { LANGUAGE_CORE } from '../src/i18n/language-core.ts';
import { describeMissing, missingKeys, SOURCE_LOCALE, textProblems } from './lib/locale-texts.ts';
import { listMerchantCodes, resolveMerchant } from './lib/merchants.ts';

const listedBy = new Map<string, string[]>();
for (const code of listMerchantCodes()) {
  const resolved = resolveMerchant(code);
  if (!resolved.ok) continue;
  for (const language of resolved.config['languages'] as string[]) listedBy.set(language, [...(listedBy.get(language) ?? []), code]);
}

let failed = false;
const locales = [...new Set(LANGUAGE_CORE.map((language) => language.locale))];
for (const locale of locales) {
  const codes = LANGUAGE_CORE.filter((language) => language.locale === locale).map((language) => language.code);
  const merchants = [...new Set(codes.flatMap((code) => listedBy.get(code) ?? []))];
  const label = `${codes.join('/').padEnd(6)} ${locale.padEnd(6)}`;
  const listed = merchants.length > 0 ? ` (listed by ${merchants.join(', ')})` : '';
  const missing = missingKeys(locale);
  const problems = textProblems(locale);
  if (missing.length === 0 && problems.length === 0) {
    console.log(`ok      ${label} complete${locale === SOURCE_LOCALE ? ' (the source)' : ''}${listed}`);
    continue;
  }
  failed = true;
  if (missing.length > 0) {
    console.error(`MISSING ${label} ${describeMissing(missing)}${listed}:\n  ${missing.flatMap(({ namespace, keys }) => keys.map((key) => `${namespace}:${key}`)).join('\n  ')}`);
  }
  if (problems.length > 0) console.error(`WRONG   ${label}${listed}:\n  ${problems.map(({ namespace, key, message }) => `${namespace}:${key}: ${message}`).join('\n  ')}`);
}
process.exit(failed ? 1 : 0);
