import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runScript } from './helpers.ts';

/** A scratch copy of the English texts with `edit` applied to one namespace. */
function scratchEnglish(namespace: string, edit: (json: Record<string, any>) => void): Record<string, string> {
  const locales = mkdtempSync(join(tmpdir(), 'locales-'));
  cpSync(join(ROOT, 'src', 'i18n', 'locales', 'en'), join(locales, 'en'), { recursive: true });
  const file = join(locales, 'en', `${namespace}.json`);
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, any>;
  edit(json);
  writeFileSync(file, JSON.stringify(json, null, 2));
  return { LOCALES_DIR: locales };
}

describe('npm run check-text-keys (i18next-cli reads the keys the code uses)', () => {
  it('passes on the repository: every key the code uses is in English, every English key is used or reached by a family', () => {
    const result = runScript('check-text-keys.ts', [], {});
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^ok \d{3} keys in code, all in English; \d{3} English keys/);
  });

  it('fails on a key the code uses that English lacks, naming namespace and key', () => {
    const result = runScript('check-text-keys.ts', [], scratchEnglish('common', (json) => { delete json['not_available']['title']; }));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^USED, NOT IN ENGLISH[^\n]*\n\s+common:not_available\.title$/m);
  });

  it('fails on an English key no code uses, and passes one that a family of data-held keys reaches', () => {
    const result = runScript('check-text-keys.ts', [], scratchEnglish('lobby', (json) => {
      json['left_over'] = 'Nobody reads this';
      json['category']['NEWCAT'] = 'A category the platform may send';
    }));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^IN ENGLISH, USED BY NO CODE[^\n]*\n\s+lobby:left_over$/m);
    expect(result.stderr).not.toContain('NEWCAT');
  });
});
