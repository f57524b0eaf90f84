// npm run check-text-keys: the keys the code uses against English (SPEC 1, D1). i18next-cli reads the source
// (scripts/lib/i18next-cli-config.ts; it resolves keys built from finite unions itself); this script compares: a key
// used in code that English lacks fails, and so does an English key no code uses and no family of
// scripts/lib/text-key-families.ts reaches. A key is found the way i18next looks it up at run time: in its
// namespace, else in the fallback namespace common; the plural key_one/key_other of a call with a count
// matches English's key or its plural forms.
import { findKeys } from 'i18next-cli';
import { I18NEXT_CLI_CONFIG } from './lib/i18next-cli-config.ts';
import { namespaces, SOURCE_LOCALE, textsOf } from './lib/locale-texts.ts';
import { TEXT_KEY_FAMILIES } from './lib/text-key-families.ts';

const FALLBACK_NS = 'common';
const PLURAL = /_(zero|one|two|few|many|other)$/;

const fileErrors: string[] = [];
const { allKeys } = await findKeys(I18NEXT_CLI_CONFIG, undefined, fileErrors);
if (fileErrors.length > 0) {
  console.error(`i18next-cli could not read:\n  ${fileErrors.join('\n  ')}`);
  process.exit(1);
}
const english = new Map(namespaces().map((ns) => [ns, textsOf(SOURCE_LOCALE, ns)]));
const inEnglish = (ns: string, key: string): boolean => english.get(ns)?.has(key) === true;

const used = new Set<string>();
const missing = new Set<string>();
for (const { ns, key } of allKeys.values()) {
  const namespace = typeof ns === 'string' ? ns : FALLBACK_NS;
  const bare = key.replace(PLURAL, '');
  const found = [namespace, FALLBACK_NS].flatMap((n) => [[n, key], [n, bare]] as const).find(([n, k]) => inEnglish(n, k));
  if (found === undefined) missing.add(`${namespace}:${key}`);
  else used.add(`${found[0]}:${found[1]}`);
}

const unused: string[] = [];
const familyUse = new Map(TEXT_KEY_FAMILIES.map((family) => [family, 0]));
for (const [ns, texts] of english) {
  for (const key of texts.keys()) {
    const id = `${ns}:${key}`;
    if (used.has(id) || used.has(id.replace(PLURAL, ''))) continue;
    const family = TEXT_KEY_FAMILIES.find((f) => f.keys.test(id.replace(PLURAL, '')));
    if (family === undefined) unused.push(id);
    else familyUse.set(family, familyUse.get(family)! + 1);
  }
}
const stale = [...familyUse].filter(([, count]) => count === 0).map(([family]) => family);

if (missing.size > 0) console.error(`USED, NOT IN ENGLISH (src/i18n/locales/${SOURCE_LOCALE}):\n  ${[...missing].sort().join('\n  ')}`);
if (unused.length > 0) console.error(`IN ENGLISH, USED BY NO CODE (delete from every locale, or add its family to scripts/lib/text-key-families.ts):\n  ${unused.join('\n  ')}`);
if (stale.length > 0) console.error(`FAMILIES THAT REACH NO KEY (scripts/lib/text-key-families.ts):\n  ${stale.map((f) => String(f.keys)).join('\n  ')}`);
if (missing.size + unused.length + stale.length > 0) process.exit(1);
console.log(`ok ${allKeys.size} keys in code, all in English; ${[...english.values()].reduce((n, t) => n + t.size, 0)} English keys, each used or reached by one of ${TEXT_KEY_FAMILIES.length} families`);
