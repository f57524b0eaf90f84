import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type BenchFile, BenchFileError, compareBenchFiles, type Figure, figuresTable, formatComparison, parseBenchFile, readBenchFile, readRecorded, recordFigures, slug,
} from '../../../scripts/lib/bench-figures.ts';
import { runScript } from './helpers.ts';

const fig = (id: string, value: number | null, more: Partial<Figure> = {}): Figure => ({ id, label: id.replace(/-/g, ' '), value, unit: 'ms', better: 'lower', ...more });
const benchFile = (benches: Record<string, Figure[]>, written = '2026-01-01T00:00:00.000Z'): BenchFile => ({
  written, commit: 'abc1234', machine: { before: 'load 0.1', after: 'load 0.2' }, args: [], benches,
});

const OLD = benchFile({
  sandbox: [fig('warm-start', 30), fig('game-list-rps', 4000, { unit: 'req/s', better: 'higher' }), fig('gone', 5)],
  front: [fig('js-gzip', 140, { unit: 'KB', budget: 150 }), fig('lighthouse', 80, { unit: '', better: 'higher', budget: 90 }), fig('cls', 0, { unit: '' })],
});
const NOW = benchFile({
  sandbox: [fig('warm-start', 24), fig('game-list-rps', 3600, { unit: 'req/s', better: 'higher' }), fig('fresh', 7)],
  front: [fig('js-gzip', 161.1, { unit: 'KB', budget: 150 }), fig('lighthouse', null, { unit: '', better: 'higher', budget: 90, note: 'not run (BENCH_ONLY)' }), fig('cls', 0, { unit: '' })],
}, '2026-02-01T00:00:00.000Z');

describe('bench figures comparison', () => {
  const rows = compareBenchFiles(OLD, NOW);
  const byId = (id: string) => rows.find((r) => r.id === id);

  it('calls a change better or worse by the direction the figure prefers', () => {
    expect(byId('warm-start')).toMatchObject({ old: 30, new: 24, change: -6, percent: -20, verdict: 'better' });
    expect(byId('game-list-rps')).toMatchObject({ change: -400, percent: -10, verdict: 'worse' });
    expect(byId('cls')).toMatchObject({ change: 0, percent: null, verdict: 'same' });
  });

  it('rounds the change to the figures\' own decimals', () => {
    expect(byId('js-gzip')).toMatchObject({ change: 21.1, percent: 15.1, verdict: 'worse' });
  });

  it('lists a figure of only one file as added or removed, in the new file\'s order with the removed after', () => {
    expect(rows.map((r) => `${r.bench}/${r.id}`)).toEqual([
      'sandbox/warm-start', 'sandbox/game-list-rps', 'sandbox/fresh', 'sandbox/gone', 'front/js-gzip', 'front/lighthouse', 'front/cls',
    ]);
    expect(byId('fresh')).toMatchObject({ old: null, new: 7, change: null, verdict: 'added' });
    expect(byId('gone')).toMatchObject({ old: 5, new: null, verdict: 'removed' });
  });

  it('has no change for a figure without a value, and carries its note', () => {
    expect(byId('lighthouse')).toMatchObject({ old: 80, new: null, change: null, percent: null, verdict: 'no value', note: 'not run (BENCH_ONLY)', overBudget: false });
  });

  it('marks a figure over its budget now, above it when lower is better and below it when higher is', () => {
    expect(byId('js-gzip')?.overBudget).toBe(true);
    const higher = compareBenchFiles(OLD, benchFile({ front: [fig('lighthouse', 85, { unit: '', better: 'higher', budget: 90 })] }));
    expect(higher[0]?.overBudget).toBe(true);
    const met = compareBenchFiles(OLD, benchFile({ front: [fig('lighthouse', 90, { unit: '', better: 'higher', budget: 90 })] }));
    expect(met[0]?.overBudget).toBe(false);
  });

  it('prints an aligned table with the change in the unit and in %, and a count', () => {
    const text = formatComparison(rows);
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^bench\s+figure\s+old\s+new\s+change$/);
    const gzip = lines.find((l) => l.includes('js gzip')) ?? '';
    expect(gzip).toContain('140 KB');
    expect(gzip).toContain('161.1 KB');
    expect(gzip).toContain('+21.1 KB (+15.1 %)');
    expect(gzip).toContain('worse, over budget (≤ 150 KB)');
    expect(lines.find((l) => l.includes('warm start'))).toContain('-6 ms (-20 %)  better');
    expect(lines.find((l) => l.includes('lighthouse'))).toMatch(/80\s+-\s+no value, not run \(BENCH_ONLY\)$/);
    expect(lines.find((l) => l.includes('fresh'))).toMatch(/-\s+7 ms\s+added$/);
    expect(lines.find((l) => l.includes('gone'))).toMatch(/5 ms\s+-\s+removed$/);
    // The figure column starts at the same place on every row.
    const figureAt = lines.slice(0, rows.length + 1).map((l) => /^\w+ {2,}/.exec(l)?.[0].length);
    expect(new Set(figureAt)).toEqual(new Set(['sandbox  '.length]));
    expect(lines.at(-1)).toBe('1 better, 2 worse, 1 the same, 1 added, 1 removed, 1 over budget');
  });
});

describe('bench figures table', () => {
  it('writes a Markdown row per figure with its budget, over budget marked, no value explained', () => {
    const table = figuresTable(benchFile({ ...NOW.benches, picture: [] }));
    expect(table.slice(0, 2)).toEqual(['| bench | figure | value | budget |', '|---|---|---|---|']);
    expect(table).toContain('| front | js gzip | 161.1 KB | ≤ 150 KB, **over budget** |');
    expect(table).toContain('| front | lighthouse | - (not run (BENCH_ONLY)) | ≥ 90 |');
    expect(table).toContain('| front | cls | 0 |  |');
    expect(table).toContain('| sandbox | warm start | 24 ms |  |');
    expect(table).toContain('| picture | no figures recorded | | |');
  });

  it('escapes a pipe in a label', () => {
    expect(figuresTable(benchFile({ b: [fig('x', 1, { label: 'a | b' })] }))).toContain('| b | a \\| b | 1 ms |  |');
  });

  it('slugs a case label into a kebab-case id', () => {
    expect(slug('3000 distinct 240 px pictures as <img>, dropped')).toBe('3000-distinct-240-px-pictures-as-img-dropped');
  });
});

describe('bench figures files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-figures-test-'));
  const errorOf = (run: () => unknown): string => {
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(BenchFileError);
      return (error as Error).message;
    }
    throw new Error('no error');
  };

  it('reads a file it wrote back as it was', () => {
    const file = join(dir, 'ok.json');
    writeFileSync(file, JSON.stringify(NOW));
    expect(readBenchFile(file)).toEqual(NOW);
  });

  it('names the file and what is wrong with it', () => {
    expect(errorOf(() => readBenchFile(join(dir, 'missing.json')))).toBe(`${join(dir, 'missing.json')}: no such file`);
    expect(errorOf(() => parseBenchFile('{"written": ', 'a.json'))).toMatch(/^a\.json: not JSON \(/);
    expect(errorOf(() => parseBenchFile('[]', 'a.json'))).toMatch(/^a\.json: not a bench figures file .*: not a JSON object$/);
    const broken = (edit: (v: Record<string, any>) => void): string => {
      const v = structuredClone(NOW) as unknown as Record<string, any>;
      edit(v);
      return errorOf(() => parseBenchFile(JSON.stringify(v), 'b.json'));
    };
    expect(broken((v) => delete v['benches'])).toMatch(/^b\.json: .*"benches" is missing or not an object$/);
    expect(broken((v) => delete v['machine'])).toMatch(/"machine" is missing/);
    expect(broken((v) => { v['args'] = [1]; })).toMatch(/"args" is missing or not a list of strings$/);
    expect(broken((v) => { v['benches'].front[1].value = '61'; })).toMatch(/benches\.front\[1\]\.value is neither a number nor null$/);
    expect(broken((v) => { v['benches'].front[0].better = 'smaller'; })).toMatch(/benches\.front\[0\]\.better is neither "lower" nor "higher"$/);
    expect(broken((v) => { v['benches'].sandbox[1].id = 'warm-start'; })).toMatch(/benches\.sandbox\[1\]\.id "warm-start" comes twice$/);
  });

  it('records a bench\'s figures only when BENCH_FIGURES names a file', () => {
    const file = join(dir, 'recorded.json');
    recordFigures('sandbox', [fig('warm-start', 24)], {});
    recordFigures('sandbox', [fig('warm-start', 24)], { BENCH_FIGURES: '' });
    expect(existsSync(file)).toBe(false);
    recordFigures('sandbox', [fig('warm-start', 24)], { BENCH_FIGURES: file });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ bench: 'sandbox', figures: [fig('warm-start', 24)] });
    expect(readRecorded(file)).toEqual({ bench: 'sandbox', figures: [fig('warm-start', 24)] });
    expect(readRecorded(join(dir, 'none.json'))).toBeUndefined();
  });
});

describe('npm run bench -- --compare --against', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-compare-'));
  const oldFile = join(dir, 'old.json');
  const newFile = join(dir, 'new.json');
  writeFileSync(oldFile, JSON.stringify(OLD));
  writeFileSync(newFile, JSON.stringify(NOW));

  it('prints the differences between two files without running a bench', () => {
    const { status, stdout, stderr } = runScript('bench.ts', ['--compare', oldFile, '--against', newFile], {});
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(stdout).toContain('(2026-01-01T00:00:00.000Z, abc1234) ->');
    expect(stdout).toMatch(/js gzip\s+140 KB\s+161\.1 KB\s+\+21\.1 KB \(\+15\.1 %\)\s+worse, over budget/);
    expect(stdout).toContain('1 better, 2 worse, 1 the same, 1 added, 1 removed, 1 over budget');
    expect(stdout).not.toContain('== sandbox-bench.ts');
  });

  it('exits 2 with the file and its fault for a malformed or missing file', () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ ...OLD, benches: { front: [{ id: 'x' }] } }));
    const malformed = runScript('bench.ts', ['--compare', bad, '--against', newFile], {});
    expect(malformed.status).toBe(2);
    expect(malformed.stderr.trim()).toBe(`bench: ${bad}: not a bench figures file (as \`npm run bench -- --json\` writes): benches.front[0].label is not a string`);
    const missing = runScript('bench.ts', ['--compare', oldFile, '--against', join(dir, 'nope.json')], {});
    expect(missing.status).toBe(2);
    expect(missing.stderr.trim()).toBe(`bench: ${join(dir, 'nope.json')}: no such file`);
    const alone = runScript('bench.ts', ['--against', newFile], {});
    expect(alone.status).toBe(2);
    expect(alone.stderr.trim()).toBe('bench: --against <new.json> goes with --compare <old.json>');
  });
});
