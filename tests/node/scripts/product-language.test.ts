/**
 * The code speaks of the product: comments and test titles cite SPEC, DESIGN, rule IDs and decisions, never
 * the tracker's issue numbers (the commit log says which issue asked for a change).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testTitles } from '../../../scripts/lib/test-rule-ids.ts';
import { ROOT } from './helpers.ts';

const ISSUE_NUMBER = /\bissues? \d+/i;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));

describe('product language', () => {
  it('no file under src or schemas names a tracker issue number', () => {
    const files = [...filesUnder(join(ROOT, 'src')), ...filesUnder(join(ROOT, 'schemas'))];
    expect(files.length).toBeGreaterThan(300);
    const naming = files.flatMap((file) => readFileSync(file, 'utf8').split('\n')
      .flatMap((line, index) => (ISSUE_NUMBER.test(line) ? [`${relative(ROOT, file)}:${index + 1}: ${line.trim().slice(0, 120)}`] : [])));
    expect(naming).toEqual([]);
  });

  it('no test title under tests names a tracker issue number', () => {
    const files = filesUnder(join(ROOT, 'tests')).filter((file) => /\.[cm]?[jt]sx?$/.test(file));
    expect(files.length).toBeGreaterThan(150);
    const titles = files.flatMap((file) => testTitles(file, readFileSync(file, 'utf8')).map((title) => ({ file, ...title })));
    expect(titles.length).toBeGreaterThan(1500);
    const naming = titles.filter((title) => ISSUE_NUMBER.test(title.text)).map((title) => `${relative(ROOT, title.file)}:${title.line}: ${title.text}`);
    expect(naming).toEqual([]);
  });
});
