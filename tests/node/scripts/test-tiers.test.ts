/** The two tiers of the gate and its shards (DESIGN 7): what each runs, and that no rule leaves the fast one. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseShard, stepsOf } from '../../../scripts/lib/test-steps.ts';
import { e2eTier } from '../../e2e/tiers.ts';
import { ROOT } from './helpers.ts';

const tools = { node: 'node', bin: (name: string) => name, script: (...path: string[]) => path.join('/') };
const names = (steps: readonly { name: string }[]): string[] => steps.map((step) => step.name);

describe('npm test and npm run test:full', () => {
  it('the fast tier runs every check, the build before the unit tests, the matrix subset and the journeys; the full tier swaps in the whole matrix and adds the locale gallery and mutation testing', () => {
    const fast = names(stepsOf('fast', tools));
    const full = names(stepsOf('full', tools));
    expect(fast.indexOf('build')).toBeLessThan(fast.indexOf('unit tests'));
    expect(fast.indexOf('build')).toBeLessThan(fast.indexOf('byte budgets per route'));
    expect(fast).toContain('QA matrix subset');
    expect(fast).not.toContain('QA matrix');
    expect(fast).not.toContain('mutation testing');
    expect(full).toEqual([...fast.filter((name) => name !== 'QA matrix subset' && name !== 'end-to-end tests'), 'QA matrix', 'locale gallery', 'end-to-end tests', 'mutation testing']);
    for (const tier of ['fast', 'full'] as const) {
      expect(stepsOf(tier, tools).find((step) => step.name === 'end-to-end tests')?.env).toEqual({ TEST_TIER: tier });
    }
  });

  it('the unit tests start after the build and run beside the QA matrix and the journeys, the only step that does', () => {
    for (const tier of ['fast', 'full'] as const) {
      const steps = stepsOf(tier, tools);
      expect(steps.filter((step) => step.beside === true).map((step) => step.name)).toEqual(['unit tests']);
      const sequence = names(steps.filter((step) => step.parallel !== true));
      expect(sequence[0]).toBe('unit tests');
      expect(sequence).toContain('end-to-end tests');
    }
  });

  it('a step killed by a signal fails the tier: no step goes through `node --run`, which exits 0 when its child is killed', () => {
    for (const tier of ['fast', 'full'] as const) {
      for (const step of stepsOf(tier, tools)) expect(step.args, step.name).not.toContain('--run');
    }
    expect(stepsOf('full', tools).find((step) => step.name === 'mutation testing')).toMatchObject({ command: 'node', args: ['mutation-run.ts'] });
  });

  it('two shards: each single step on exactly one, the build on both, unit tests and journeys split by their runners', () => {
    const all = names(stepsOf('fast', tools));
    const shards = [1, 2].map((index) => stepsOf('fast', tools, { index, total: 2 }));
    const [one, two] = shards.map(names) as [string[], string[]];
    const split = ['build', 'unit tests', 'end-to-end tests'];
    for (const name of all.filter((n) => !split.includes(n))) expect([one.includes(name), two.includes(name)].filter(Boolean), name).toHaveLength(1);
    for (const name of split) expect(one.includes(name) && two.includes(name), name).toBe(true);
    for (const [i, steps] of shards.entries()) {
      for (const name of ['unit tests', 'end-to-end tests']) expect(steps.find((s) => s.name === name)?.args, name).toContain(`--shard=${i + 1}/2`);
    }
    // the single steps are spread: neither machine takes them all
    expect(one.length).toBeGreaterThan(split.length);
    expect(two.length).toBeGreaterThan(split.length);
  });

  it('a shard is i/n with 1 <= i <= n', () => {
    expect(parseShard('2/3')).toEqual({ index: 2, total: 3 });
    for (const bad of ['0/2', '3/2', '1', 'a/b', '1/0']) expect(() => parseShard(bad), bad).toThrow(/--shard must be i\/n/);
  });

  it('TEST_TIER is fast or full, fast when unset', () => {
    expect(e2eTier({})).toBe('fast');
    expect(e2eTier({ TEST_TIER: 'full' })).toBe('full');
    expect(() => e2eTier({ TEST_TIER: 'quick' })).toThrow('TEST_TIER must be fast or full, not "quick"');
  });
});

/** The journeys Playwright lists for a tier: "[project] › file:line:col › title". */
function listed(tier: 'fast' | 'full'): string[] {
  const run = spawnSync(join(ROOT, 'node_modules', '.bin', 'playwright'), ['test', '-c', 'tests/e2e/playwright.config.ts', '--list', '--reporter=list'], {
    cwd: ROOT, encoding: 'utf8', env: { ...process.env, TEST_TIER: tier },
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout.split('\n').filter((line) => line.includes(' › '));
}

const RULE_ID = /\bR\d+(?:\.\d+)?-\d+\b/g;

describe('the journeys of each tier', () => {
  const fast = listed('fast');
  const full = listed('full');

  it('every rule a journey of the full tier claims is claimed by a journey of the fast tier', () => {
    const rules = (lines: readonly string[]) => new Set(lines.flatMap((line) => line.match(RULE_ID) ?? []));
    const missing = [...rules(full)].filter((id) => !rules(fast).has(id));
    expect(missing).toEqual([]);
    expect(rules(fast).size).toBeGreaterThan(50);
  });

  it('every spec file of the full tier keeps journeys in the fast tier; the fast tier is the smaller', () => {
    const files = (lines: readonly string[]) => new Set(lines.map((line) => /› ([\w.-]+\.spec\.ts):/.exec(line)?.[1]));
    expect([...files(full)].filter((file) => !files(fast).has(file))).toEqual([]);
    expect(fast.length).toBeLessThan(full.length);
  });

  it('a brand-dependent journey (@brand) runs on every brand in the fast tier, any other on the first brand only', () => {
    const projects = (title: RegExp) => fast.filter((line) => title.test(line)).map((line) => /^\s*\[([\w-]+)\]/.exec(line)?.[1]).sort();
    expect(projects(/switching language sets lang and dir/)).toEqual(['sahara', 'ttslot']);
    expect(projects(/a page transition takes 300 ms/)).toEqual(['ttslot']);
  });

  it('the full tier runs a brand-independent journey once too, the sweeps on both brands of the fast tier, the @brand ones on lotus as well', () => {
    const projects = (title: RegExp) => full.filter((line) => title.test(line)).map((line) => /^\s*\[([\w-]+)\]/.exec(line)?.[1]);
    const brands = (title: RegExp) => [...new Set(projects(title))].sort();
    expect(brands(/a page transition takes 300 ms/)).toEqual(['ttslot']);
    expect(brands(/switching language sets lang and dir/)).toEqual(['lotus', 'sahara', 'ttslot']);
    expect(brands(/axe on every route, guest and member/)).toEqual(['sahara', 'ttslot']);
    expect(brands(/@full widening probe/)).toEqual(['sahara-global', 'ttslot-global']);
    // the whole walk: every path of the table, more than the fast tier's one per screen
    expect(projects(/axe on every route, guest and member/).length).toBeGreaterThan(fast.filter((line) => /axe on every route, guest and member/.test(line)).length * 2);
  });
});
