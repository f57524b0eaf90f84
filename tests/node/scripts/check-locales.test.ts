import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runScript } from './helpers.ts';

describe('npm run check-locales', () => {
  it('passes on the repository: every language a merchant lists is complete', () => {
    const result = runScript('check-locales.ts', [], {});
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/ok\s+TY\s+fil\s+complete \(listed by ttslot\)/);
    expect(result.stdout).toMatch(/ok\s+AR\s+ar\s+complete \(listed by sahara\)/);
  });

  it('fails and names the key when a listed language lacks one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'merchants-'));
    cpSync(join(ROOT, 'merchants', 'ttslot'), join(dir, 'ttslot'), { recursive: true });
    const file = join(dir, 'ttslot', 'merchant.json');
    const json = JSON.parse(readFileSync(file, 'utf8')) as { languages: string[] };
    json.languages = ['EN', 'TY', 'JA'];
    writeFileSync(file, JSON.stringify(json));
    const result = runScript('check-locales.ts', [], { MERCHANTS_DIR: dir });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/MISSING JA\s+ja\s+\d+ keys, listed by ttslot:\n/);
    expect(result.stderr).toMatch(/^\s+common:not_available\.title$/m);
  });
});
