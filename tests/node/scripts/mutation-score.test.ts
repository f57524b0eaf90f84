import { describe, expect, it } from 'vitest';
import { dynamicPercent, folderOf, freshnessOf, resultsMarkdown, scoreReport, strykerPercent } from '../../../scripts/lib/mutation-score.ts';

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

  it('writes a row per module saying whether its run saw today\'s code, a total over the current ones, and the modules no run reached', () => {
    const files = {
      'src/a.ts': { source: 'a1', mutants: [{ status: 'Killed' }, { status: 'Survived' }, { status: 'Ignored' }] },
      'src/b.ts': { source: 'b1', mutants: [{ status: 'Killed' }, { status: 'Timeout' }] },
      'src/gone.ts': { source: 'g', mutants: [{ status: 'Killed' }] },
    };
    const today: Record<string, string> = { 'src/a.ts': 'a1', 'src/b.ts': 'b2', 'src/new.ts': 'n' };
    const page = resultsMarkdown(files, (path) => today[path], ['src/a.ts', 'src/b.ts', 'src/new.ts']).join('\n');
    expect(page).toContain('| src/a.ts | 50.00 % | 1 | 1 | 1 | current |');
    expect(page).toContain('| src/b.ts | 100.00 % | 2 | 0 | 0 | code changed since its run |');
    expect(page).toContain('| src/gone.ts | 100.00 % | 1 | 0 | 0 | file removed |');
    expect(page).toContain('| **1 current modules** | **50.00 %** | 1 | 1 | | |');
    expect(page).toContain('rerun them with `npm run mutation:dedicated -- src/b.ts`');
    expect(page).toContain('no run has reached (1): src/new.ts.');
  });

  it('sums the current modules per folder; a stale or removed module counts in no folder', () => {
    const files = {
      'src/x/a.ts': { source: 'a', mutants: [{ status: 'Killed' }, { status: 'Survived' }] },
      'src/x/b.tsx': { source: 'b', mutants: [{ status: 'Killed' }, { status: 'Killed' }] },
      'src/x/old.ts': { source: 'old', mutants: [{ status: 'Survived' }] },
      'src/y/c.ts': { source: 'c', mutants: [{ status: 'NoCoverage' }] },
    };
    const today: Record<string, string> = { 'src/x/a.ts': 'a', 'src/x/b.tsx': 'b', 'src/x/old.ts': 'new', 'src/y/c.ts': 'c' };
    const page = resultsMarkdown(files, (path) => today[path], []).join('\n');
    expect(page).toContain('| src/x | 2 | 75.00 % | 3 | 1 |');
    expect(page).toContain('| src/y | 1 | 0.00 % | 0 | 1 |');
    expect(folderOf('src/features/wallet/deposit-screen.tsx')).toBe('src/features/wallet');
  });

  it('calls a figure current only when its run saw the source as it is today', () => {
    expect(freshnessOf('x', 'x')).toBe('current');
    expect(freshnessOf('x', 'y')).toBe('changed');
    expect(freshnessOf(undefined, 'y')).toBe('changed');
    expect(freshnessOf('x', undefined)).toBe('gone');
  });
});
