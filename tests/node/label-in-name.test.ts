/**
 * WCAG 2.5.3 (label in name) in every language: where a control shows a short text and is named by a longer
 * one, the name holds the shown text as whole words, as axe-core's label-content-name-mismatch reads them
 * (NFKD, parentheticals dropped, non-letters as spaces, words by Intl.Segmenter). A speech user says what
 * they see. Found by the QA matrix in Korean ("홈(으)로 돌아가기" did not hold "홈").
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CORE } from '../../src/i18n/language-core.ts';
import { ROUTES } from '../../src/config/routes.ts';
import { SOURCE_LOCALE, textsOf } from '../../scripts/lib/locale-texts.ts';

const SEGMENTER = new Intl.Segmenter(undefined, { granularity: 'word' });

function words(text: string): string[] {
  let s = text.normalize('NFKD');
  for (let previous = ''; previous !== s;) { previous = s; s = s.replace(/\([^()]*\)/g, ''); }
  s = s.replace(/[^\p{L}\p{N}]+/gu, ' ').toLowerCase();
  return [...SEGMENTER.segment(s)].map((x) => x.segment.trim()).filter(Boolean);
}

function holds(name: string, shown: string): boolean {
  const haystack = words(name);
  const needle = words(shown);
  for (let i = 0; i + needle.length <= haystack.length; i += 1) if (needle.every((w, j) => w === haystack[i + j])) return true;
  return false;
}

const text = (locale: string, ns: string, key: string): string => textsOf(locale, ns).get(key) ?? textsOf(SOURCE_LOCALE, ns).get(key) ?? key;
const fill = (template: string, values: Record<string, string>): string => template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
const BACK_LABELS = [...new Set([...ROUTES.map((r) => r.backLabel).filter((l): l is string => l !== undefined), 'title.home'])];
const LOCALES = [...new Set(LANGUAGE_CORE.map((l) => l.locale))];

describe('label in name in every locale (WCAG 2.5.3)', () => {
  it.each(LOCALES)('%s: the back button\'s name holds the page label it shows', (locale) => {
    const bad = BACK_LABELS.map((key) => text(locale, 'common', key)).filter((page) => !holds(fill(text(locale, 'common', 'back_to'), { page }), page));
    expect(bad, `back_to "${text(locale, 'common', 'back_to')}"`).toEqual([]);
  });

  it.each(LOCALES)('%s: a game\'s free-play button\'s name holds the word its pill shows', (locale) => {
    const name = fill(text(locale, 'lobby', 'free_play_game'), { name: 'Magic Gems' });
    expect(holds(name, text(locale, 'lobby', 'free_play_short')), `"${name}" / "${text(locale, 'lobby', 'free_play_short')}"`).toBe(true);
  });
});
