/**
 * Every language of the table whose script is not Latin or Cyrillic names fonts for it in src/ui/global.css
 * (`body:lang(<locale>)`): a phone without the script in the body's stack would draw boxes (issue 36 point 5).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { LANGUAGE_CORE } from '../../src/i18n/language-core.ts';

const CSS = readFileSync(join(import.meta.dirname, '..', '..', 'src', 'ui', 'global.css'), 'utf8');
const BODY_SCRIPTS = ['Latn', 'Cyrl'];

it('each locale of another script than Latin or Cyrillic has a font stack of its own, and only locales of the table do', () => {
  const locales = [...new Set(LANGUAGE_CORE.map((l) => l.locale))];
  const needing = locales.filter((locale) => !BODY_SCRIPTS.includes(new Intl.Locale(locale).maximize().script ?? ''));
  const styled = [...CSS.matchAll(/body:lang\(([\w-]+)\)\s*\{[^}]*font-family:/g)].map((m) => m[1]!);
  expect(needing.filter((locale) => !styled.includes(locale))).toEqual([]);
  expect(styled.filter((locale) => !locales.includes(locale))).toEqual([]);
  expect(needing.length).toBeGreaterThan(15);
});
