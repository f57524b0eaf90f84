import { describe, expect, it } from 'vitest';
import { dynamicPercent, scoreReport, strykerPercent } from '../../../scripts/lib/mutation-score.ts';

describe('mutation score summary', () => {
  const report = {
    files: {
      'src/b.ts': { mutants: [{ status: 'Killed' }, { status: 'Timeout' }, { status: 'Survived' }, { status: 'Survived', static: true }] },
      'src/a.ts': { mutants: [{ status: 'Killed', static: true }, { status: 'NoCoverage' }, { status: 'Ignored' }, { status: 'CompileError' }] },
      'src/c.ts': { mutants: [{ status: 'Ignored' }] },
    },
  };

  it('counts killed and timed-out mutants as detected, survivors and uncovered ones as not, static survivors apart', () => {
    const { files, total } = scoreReport(report);
    expect(files).toEqual([
      ['src/a.ts', { detected: 1, undetected: 1, staticSurvived: 0 }],
      ['src/b.ts', { detected: 2, undetected: 1, staticSurvived: 1 }],
    ]);
    expect(total).toEqual({ detected: 3, undetected: 2, staticSurvived: 1 });
  });

  it("gives Stryker's score and the score without static survivors, to two decimals", () => {
    const { total } = scoreReport(report);
    expect(strykerPercent(total)).toBe(50);
    expect(dynamicPercent(total)).toBe(60);
    expect(dynamicPercent({ detected: 2, undetected: 1, staticSurvived: 0 })).toBe(66.67);
    expect(strykerPercent({ detected: 0, undetected: 0, staticSurvived: 0 })).toBe(100);
  });
});
