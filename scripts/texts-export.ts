// npm run texts:export -- <locale> [--out file.xlf]: the locale's texts as XLIFF 1.2 for a translator (docs/i18n.md).
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { LANGUAGE_CORE } from '../src/i18n/language-core.ts';
import { exportXliff } from './lib/xliff.ts';

const { values, positionals } = parseArgs({ options: { out: { type: 'string' } }, allowPositionals: true });
const locale = positionals[0];
const locales = [...new Set(LANGUAGE_CORE.map((l) => l.locale))];
if (locale === undefined || !locales.includes(locale) || locale === 'en') {
  console.error(`usage: npm run texts:export -- <locale> [--out file.xlf]; locales: ${locales.filter((l) => l !== 'en').join(', ')}`);
  process.exit(2);
}
const out = values.out ?? `texts-${locale}.xlf`;
writeFileSync(out, exportXliff(locale));
console.log(`wrote ${out}: every text of ${locale} beside its English source, for a translation tool (XLIFF 1.2)`);
