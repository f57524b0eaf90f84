import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runScript } from './helpers.ts';

/** Scratch copies of the locales and the identical-value lists, for `edit` to break. */
function scratchTexts(edit: (locales: string, identical: string) => void): Record<string, string> {
  const locales = mkdtempSync(join(tmpdir(), 'locales-'));
  const identical = mkdtempSync(join(tmpdir(), 'identical-'));
  cpSync(join(ROOT, 'src', 'i18n', 'locales'), locales, { recursive: true });
  cpSync(join(ROOT, 'src', 'i18n', 'identical'), identical, { recursive: true });
  edit(locales, identical);
  return { LOCALES_DIR: locales, IDENTICAL_DIR: identical };
}

function editJson(file: string, edit: (json: Record<string, any>) => void): void {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, any>;
  edit(json);
  writeFileSync(file, JSON.stringify(json, null, 2));
}

describe('npm run check-locales', () => {
  it('passes on the repository: every locale of the language table is complete, its placeholders and plural forms right, nothing left in English off the list', () => {
    const result = runScript('check-locales.ts', [], {});
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/ok\s+TY\s+fil\s+complete \(listed by ttslot\)/);
    expect(result.stdout).toMatch(/ok\s+AR\s+ar\s+complete \(listed by sahara\)/);
    expect(result.stdout).toMatch(/ok\s+KO\/KR\s+ko\s+complete \(listed by lotus\)\n/);
    expect(result.stdout).toMatch(/ok\s+JA\s+ja\s+complete\n/);
    expect(result.stdout.match(/^ok /gm)).toHaveLength(34);
  });

  it('fails on a locale no merchant lists too, naming the namespace, the count and the key it lacks', () => {
    const env = scratchTexts((locales) => editJson(join(locales, 'ja', 'common.json'), (json) => { delete json['not_available']['title']; }));
    const result = runScript('check-locales.ts', [], env);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^MISSING JA\s+ja\s+common 1 of \d+:\n\s+common:not_available\.title$/m);
  });

  it('fails on a placeholder lost or made up, on a plural key without every CLDR form of its language, and on English left in off the list', () => {
    const env = scratchTexts((locales) => {
      editJson(join(locales, 'ru', 'common.json'), (json) => {
        json['not_available']['title'] = 'Not available yet';
        for (const key of Object.keys(json['inbox'])) if (/^unread_total/.test(key)) delete json['inbox'][key];
        Object.assign(json['inbox'], { unread_total_one: 'Непрочитанное: {{count}}', unread_total_other: 'Непрочитанных: {{count}}' });
      });
      editJson(join(locales, 'de', 'wallet.json'), (json) => {
        json['balance']['empty_wallets'] = String(json['balance']['empty_wallets']).replace('{{count}}', '{{count_x}}');
      });
    });
    const result = runScript('check-locales.ts', [], env);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^\s+common:not_available\.title: still English \("Not available yet"\): translate it, or name it in src\/i18n\/identical\/ru\.json with the reason$/m);
    expect(result.stderr).toMatch(/^\s+common:inbox\.unread_total: plural forms missing for ru: inbox\.unread_total_few, inbox\.unread_total_many$/m);
    expect(result.stderr).toMatch(/^\s+wallet:balance\.empty_wallets: placeholders differ from English: missing \{\{count\}\}, unknown \{\{count_x\}\}$/m);
  });

  it('fails on a text that drops a tag a component fills (the agreement\'s <terms> link)', () => {
    const env = scratchTexts((locales) => editJson(join(locales, 'ja', 'auth.json'), (json) => {
      const found = findTagged(json);
      if (found === null) throw new Error('no text with <terms>');
      const [path, value] = found;
      setAt(json, path, value.replace(/<\/?terms>/g, ''));
    }));
    const result = runScript('check-locales.ts', [], env);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^\s+auth:[\w.]+: tags differ from English: <\/policy> <\/terms> <policy> <terms> in English, <\/policy> <policy> here$/m);
  });

  it('fails on a key English has not, and on an allow-list entry whose value was translated since', () => {
    const env = scratchTexts((locales, identical) => {
      editJson(join(locales, 'fr', 'lobby.json'), (json) => { json['made_up'] = 'Inventé'; });
      editJson(join(identical, 'fr.json'), (json) => { json['common:not_available.title'] = 'a reason'; });
    });
    const result = runScript('check-locales.ts', [], env);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^\s+lobby:made_up: English has no such key$/m);
    expect(result.stderr).toMatch(/^\s+common:not_available\.title: named in src\/i18n\/identical\/fr\.json but not identical to English: drop it from the list$/m);
  });
});

/** The path and value of the first text holding a <terms> tag, or null. */
function findTagged(json: Record<string, any>, path: string[] = []): [string[], string] | null {
  for (const [key, value] of Object.entries(json)) {
    if (typeof value === 'string' && value.includes('<terms>')) return [[...path, key], value];
    const inner = typeof value === 'object' && value !== null ? findTagged(value as Record<string, any>, [...path, key]) : null;
    if (inner !== null) return inner;
  }
  return null;
}

function setAt(json: Record<string, any>, path: readonly string[], value: string): void {
  let node = json;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, any>;
  node[path.at(-1)!] = value;
}
