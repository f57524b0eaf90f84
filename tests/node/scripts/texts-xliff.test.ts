import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runScript } from './helpers.ts';

/** A scratch copy of the locales, so an import writes there. */
function scratchLocales(): string {
  const dir = mkdtempSync(join(tmpdir(), 'locales-'));
  cpSync(join(ROOT, 'src', 'i18n', 'locales'), dir, { recursive: true });
  return dir;
}

const read = (dir: string, locale: string, namespace: string): unknown => JSON.parse(readFileSync(join(dir, locale, `${namespace}.json`), 'utf8'));

function exported(locales: string): string {
  const out = join(mkdtempSync(join(tmpdir(), 'xliff-')), 'ja.xlf');
  const result = runScript('texts-export.ts', ['ja', '--out', out], { LOCALES_DIR: locales });
  expect(result.status, result.stderr).toBe(0);
  return out;
}

describe('a translator\'s XLIFF file: npm run texts:export and texts:import', () => {
  it('exports every key beside its English source, with a unit per CLDR plural form of a counted string, and imports it back unchanged', () => {
    const locales = scratchLocales();
    const file = exported(locales);
    const xml = readFileSync(file, 'utf8');
    expect(xml).toContain('<file original="common" source-language="en" target-language="ja" datatype="plaintext">');
    expect(xml).toMatch(/<trans-unit id="not_available.title">\s*<source>Not available yet<\/source>\s*<target state="translated">[^<]+<\/target>/);
    expect(xml).toContain('<trans-unit id="inbox.unread_total_other">');
    const before = read(locales, 'ja', 'common');
    const result = runScript('texts-import.ts', [file], { LOCALES_DIR: locales });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('wrote src/i18n/locales/ja/ (');
    expect(read(locales, 'ja', 'common')).toEqual(before);
  });

  it('takes a translator\'s change, escaped as XML escapes it', () => {
    const locales = scratchLocales();
    const file = exported(locales);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/(<trans-unit id="not_available.title">\s*<source>[^<]*<\/source>\s*<target[^>]*>)[^<]*/, '$1まだ &amp; 準備中'));
    expect(runScript('texts-import.ts', [file], { LOCALES_DIR: locales }).status).toBe(0);
    expect((read(locales, 'ja', 'common') as { not_available: { title: string } }).not_available.title).toBe('まだ & 準備中');
  });

  it('refuses the whole file, writing nothing, when a text loses its placeholder, is left empty or holds markup', () => {
    const locales = scratchLocales();
    const file = exported(locales);
    const xml = readFileSync(file, 'utf8');
    const before = read(locales, 'ja', 'agent');
    writeFileSync(file, xml.replace(/(<trans-unit id="contract.min_active">\s*<source>[^<]*<\/source>\s*<target[^>]*>)[^<]*/, '$1必要なメンバー'));
    const lost = runScript('texts-import.ts', [file], { LOCALES_DIR: locales });
    expect(lost.status).toBe(1);
    expect(lost.stderr).toMatch(/agent:contract\.min_active: placeholders differ from English: missing \{\{count\}\}/);
    expect(lost.stderr).toContain('nothing written');
    expect(read(locales, 'ja', 'agent')).toEqual(before);
    writeFileSync(file, xml.replace(/(<trans-unit id="not_available.title">\s*<source>[^<]*<\/source>\s*<target[^>]*>)[^<]*/, '$1'));
    expect(runScript('texts-import.ts', [file], { LOCALES_DIR: locales }).stderr).toMatch(/ja lacks texts: common 1 of \d+\n\s+common:not_available\.title/);
    writeFileSync(file, xml.replace(/(<trans-unit id="not_available.title">\s*<source>[^<]*<\/source>\s*<target[^>]*>)[^<]*/, '$1<g id="1">x</g>'));
    expect(runScript('texts-import.ts', [file], { LOCALES_DIR: locales }).stderr).toContain('common:not_available.title: the target holds markup');
  });
});
