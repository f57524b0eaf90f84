import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTestFile, locateRules, ruleIdsOf, testTitles } from '../../../scripts/lib/test-rule-ids.ts';
import { ROOT, runScript } from './helpers.ts';

const fixture = (name: string): string => readFileSync(join(ROOT, 'tests', 'fixtures', 'rule-ids', name), 'utf8');
// Built, not written out: this file is test code, so a literal rule ID outside a title would fail the check it tests.
const rule = (section: string, n: number): string => `R${section}-${n}`;
const known = ruleIdsOf(`## 2.1 Route table\n\n- ${rule('2.1', 2)} The home paths ...\n- ${rule('2.1', 4)} /m/login renders Login ...\n`);

describe('the rule-ID check of npm test', () => {
  it('reads the IDs RULES.md defines from its list lines only', () => {
    expect([...known]).toEqual([rule('2.1', 2), rule('2.1', 4)]);
  });

  it('refuses a title that names a rule RULES.md lacks, and accepts known ones in it/describe/it.each titles', () => {
    expect(checkTestFile('typo.test.ts', fixture('typo-in-title.ts.fixture'), known)).toEqual([{ id: rule('2.1', 99), line: 4, kind: 'unknown' }]);
  });

  it('refuses an ID in a comment, a step title or a string, and accepts it in a Playwright test title', () => {
    expect(checkTestFile('e2e.spec.ts', fixture('id-outside-title.ts.fixture'), known)).toEqual([
      { id: rule('2.1', 2), line: 3, kind: 'outside-title' },
      { id: rule('2.1', 2), line: 7, kind: 'outside-title' },
      { id: rule('2.1', 4), line: 8, kind: 'outside-title' },
    ]);
  });

  it('reads titles from it, describe.each, test.describe and a runner made with test.extend, each with its line', () => {
    const text = [
      'const walk = test.extend({});',
      "describe.each([1])('suite %s', () => {",
      '  it(`case two`, () => {});',
      "  test.step('a step', () => {});",
      '});',
      "test.describe('walked', () => { walk('one screen', async () => {}); });",
    ].join('\n');
    expect(testTitles('walk.spec.ts', text).map(({ line, text: title }) => [line, title])).toEqual([
      [2, "'suite %s'"], [3, '`case two`'], [6, "'walked'"], [6, "'one screen'"],
    ]);
  });

  it('without RULES.md checks placement only', () => {
    expect(checkTestFile('typo.test.ts', fixture('typo-in-title.ts.fixture'), undefined)).toEqual([]);
  });

  it('finds RULES.md through RULES_MD, else the first candidate that exists, else says why it skips', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rules-'));
    const file = join(dir, 'RULES.md');
    writeFileSync(file, `- ${rule('1', 1)} x\n`);
    expect(locateRules({ RULES_MD: file }, [])).toEqual({ file, reason: `RULES_MD=${file}` });
    expect(locateRules({ RULES_MD: join(dir, 'gone.md') }, [file]).file).toBeUndefined();
    expect(locateRules({}, [join(dir, 'gone.md'), file]).file).toBe(file);
    expect(locateRules({}, [join(dir, 'gone.md')])).toEqual({ reason: `none of ${join(dir, 'gone.md')} exists (set RULES_MD)` });
  });

  it('passes on the repository, or says it skipped the RULES.md half when there is none', () => {
    const result = runScript('check-test-rule-ids.ts', [], {});
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/rule IDs in \d+ test files: all in titles/);
    expect(result.stdout).toMatch(/^(rule IDs checked against .+ \(\d+ rules\)|SKIPPED the RULES.md half: .+)$/m);
  });

  it('fails naming the file, line and ID when RULES_MD lacks a rule a title names', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rules-'));
    writeFileSync(join(dir, 'RULES.md'), `- ${rule('1', 1)} the only rule\n`);
    const result = runScript('check-test-rule-ids.ts', [], { RULES_MD: join(dir, 'RULES.md') });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^tests\/\S+\.ts:\d+: R[\d.]+-\d+ is not a rule of RULES\.md$/m);
  });
});
