// npm run texts:import -- <file.xlf>: a translator's XLIFF back into src/i18n/locales/<locale>/, refused whole
// (nothing written) when a text lacks, loses a placeholder or misses a plural form (docs/i18n.md).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGE_CORE } from '../src/i18n/language-core.ts';
import { describeMissing, localesDir, missingKeys, namespaces, SOURCE_LOCALE, textProblems, textsOf } from './lib/locale-texts.ts';
import { importXliff } from './lib/xliff.ts';

const file = process.argv[2];
if (file === undefined) {
  console.error('usage: npm run texts:import -- <file.xlf>');
  process.exit(2);
}

let imported: ReturnType<typeof importXliff>;
try {
  imported = importXliff(readFileSync(file, 'utf8'));
} catch (error) {
  console.error(`${file}: ${(error as Error).message}`);
  process.exit(1);
}
const { locale } = imported;
if (!LANGUAGE_CORE.some((l) => l.locale === locale) || locale === SOURCE_LOCALE) {
  console.error(`${file}: target-language "${locale}" is no locale of the language table (src/i18n/language-core.ts)`);
  process.exit(1);
}

const PLURAL = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** The namespace's JSON in English's nesting and order, each plural form right after its key. */
function nested(namespace: string, texts: ReadonlyMap<string, string>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  const put = (path: string, value: string): void => {
    const parts = path.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts.at(-1)!] = value;
  };
  for (const key of textsOf(SOURCE_LOCALE, namespace).keys()) {
    const value = texts.get(key);
    if (value !== undefined) put(key, value);
    for (const category of PLURAL) {
      const form = texts.get(`${key}_${category}`);
      if (form !== undefined) put(`${key}_${category}`, form);
    }
  }
  return root;
}

// The new texts are checked in a copy of the locales first: a refused file changes nothing.
const scratch = mkdtempSync(join(tmpdir(), 'texts-import-'));
const target = localesDir();
cpSync(target, scratch, { recursive: true });
const write = (dir: string): void => {
  for (const namespace of namespaces()) {
    const texts = imported.namespaces.get(namespace) ?? new Map<string, string>();
    writeFileSync(join(dir, locale, `${namespace}.json`), `${JSON.stringify(nested(namespace, texts), null, 2)}\n`);
  }
};
rmSync(join(scratch, locale), { recursive: true, force: true });
cpSync(join(target, SOURCE_LOCALE), join(scratch, locale), { recursive: true });
write(scratch);
process.env['LOCALES_DIR'] = scratch;
const missing = missingKeys(locale);
const found = textProblems(locale);
const problems = found.filter((p) => !p.message.startsWith('still English') && !p.message.startsWith('named in'));
const identical = found.filter((p) => p.message.startsWith('still English'));
delete process.env['LOCALES_DIR'];
rmSync(scratch, { recursive: true, force: true });
if (missing.length > 0 || problems.length > 0) {
  if (missing.length > 0) console.error(`${file}: ${locale} lacks texts: ${describeMissing(missing)}\n  ${missing.flatMap(({ namespace, keys }) => keys.map((k) => `${namespace}:${k}`)).join('\n  ')}`);
  for (const { namespace, key, message } of problems) console.error(`${file}: ${namespace}:${key}: ${message}`);
  console.error('nothing written');
  process.exit(1);
}
write(target);
console.log(`wrote src/i18n/locales/${locale}/ (${namespaces().length} namespaces)`);
if (identical.length > 0) console.log(`${identical.length} texts are the same as English: translate them or list them with a reason in src/i18n/identical/${locale}.json (npm run check-locales)`);
