import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../scripts/lib/paths.ts';
import { accountRules, claimedIn, sectionOf, UNPROVEN_FILE, unprovenRows } from '../../../scripts/lib/rules-accounted.ts';

/** Rule IDs built at run time: this file tests the checker, it claims no rule (check-test-rule-ids). */
const r = (id: string): string => `R${id}`;

const DOC = `# x

## Rules not proven

| Rule | Why it is not proven |
| --- | --- |
| ${r('2.1-10')} | Vague: no path |
| ${r('3-4')} | Belongs to open issue 19 |

## Next
| ${r('9-1')} | not part of the table |
`;

describe('docs/rules-not-proven.md accounts for every rule of the built sections', () => {
  it('reads the table rows under its heading only', () => {
    expect(unprovenRows(DOC)).toEqual([
      { id: r('2.1-10'), reason: 'Vague: no path', line: 7 },
      { id: r('3-4'), reason: 'Belongs to open issue 19', line: 8 },
    ]);
    expect(unprovenRows('# no table')).toBeUndefined();
  });

  it('reads the table of the project\'s docs/rules-not-proven.md, which has one', () => {
    expect(UNPROVEN_FILE).toBe('docs/rules-not-proven.md');
    const rows = unprovenRows(readFileSync(join(ROOT, UNPROVEN_FILE), 'utf8'));
    expect(rows?.length).toBeGreaterThan(0);
  });

  it('names the section of a rule', () => {
    expect(sectionOf(r('2.1-7'))).toBe('2.1');
    expect(sectionOf(r('9-12'))).toBe('9');
  });

  it('finds the IDs a test file names', () => {
    expect(claimedIn(`it('${r('4-2')} ${r('4-3')} masked', () => {}); test('${r('2.10-1')} x', f)`)).toEqual([r('4-2'), r('4-3'), r('2.10-1')]);
  });

  it('fails a rule neither claimed nor listed, a listed rule a test claims, an unknown or doubled row, a row of an open issue\'s section, a row without reason', () => {
    const known = new Set([r('2.1-10'), r('3-4'), r('3-5'), r('4-2'), r('2.9-1')]);
    const rows = [
      { id: r('2.1-10'), reason: 'vague', line: 1 },
      { id: r('4-2'), reason: 'claimed meanwhile', line: 2 },
      { id: r('7-99'), reason: 'typo', line: 3 },
      { id: r('2.1-10'), reason: 'again', line: 4 },
      { id: r('2.9-1'), reason: 'issue 18', line: 5 },
      { id: r('3-4'), reason: '', line: 6 },
    ];
    expect(accountRules(known, new Set([r('4-2')]), rows)).toEqual([
      { id: r('4-2'), problem: 'claimed-and-listed' },
      { id: r('7-99'), problem: 'unknown' },
      { id: r('2.1-10'), problem: 'listed-twice' },
      { id: r('2.9-1'), problem: 'outside-sections' },
      { id: r('3-4'), problem: 'no-reason' },
      { id: r('3-5'), problem: 'unaccounted' },
    ]);
  });

  it('passes when each rule of the sections is claimed or listed once with a reason', () => {
    const known = new Set([r('2.1-10'), r('3-5'), r('2.9-1')]);
    expect(accountRules(known, new Set([r('3-5')]), [{ id: r('2.1-10'), reason: 'vague', line: 1 }])).toEqual([]);
  });
});
