import { describe, expect, it } from 'vitest';
import { SEGMENTS, type Segment } from '../../../scripts/matrix/constraints.ts';
import { coveringSet, fullProduct, segmentDimensions, tuplesToCover, uncovered } from '../../../scripts/matrix/covering-set.ts';
import { type Dimension, type MerchantFacts, merchantDimensions, readMerchantSchema, SESSIONS } from '../../../scripts/matrix/dimensions.ts';
import { resolveMerchant } from '../../../scripts/lib/merchants.ts';
import { addMerchant, runScript, scratchMerchants } from '../scripts/helpers.ts';

const schema = readMerchantSchema();
const facts = (code: string) => {
  const resolved = resolveMerchant(code);
  if (!resolved.ok) throw new Error(code);
  return resolved.config as unknown as MerchantFacts;
};
const dimensionsOf = (code: string) => merchantDimensions(facts(code), schema);
const segment = (name: string) => SEGMENTS.find((s) => s.name === name)!;
// covertable takes seconds per set on this machine: each merchant's default set is built once.
const sets = new Map<string, ReturnType<typeof coveringSet>>();
const defaultSet = (code: string) => sets.get(code) ?? sets.set(code, coveringSet(dimensionsOf(code))).get(code)!;

describe('QA matrix dimensions', () => {
  it('reads flags, modules, agent menu keys and templates from the schema, languages and theme from the merchant, the pseudo-locales from the QA panel', () => {
    const dims = dimensionsOf('sahara');
    const names = dims.map((d) => d.name);
    for (const flag of schema.$defs['flagName']!.enum!) expect(names).toContain(`flag:${flag}`);
    for (const id of schema.$defs['moduleId']!.enum!) expect(names).toContain(`module:${id}`);
    for (const key of schema.$defs['agentMenuKey']!.enum!) expect(names).toContain(`agentMenu:${key}`);
    expect(dims.find((d) => d.name === 'template:mem_cen')!.values).toEqual(['0', '1']);
    expect(dims.find((d) => d.name === 'language')).toMatchObject({ values: ['AR', 'EN'], fallback: 'AR' });
    expect(dims.find((d) => d.name === 'theme')).toMatchObject({ values: ['dark', 'light'], fallback: 'light' });
    expect(dims.find((d) => d.name === 'pseudo')).toMatchObject({ values: ['off', 'XA', 'XB'], fallback: 'off' });
    expect(dims.find((d) => d.name === 'session')!.values).toEqual(SESSIONS);
    expect(dims.find((d) => d.name === 'flag:CBS3')!.fallback).toBe(false);
    expect(dims.find((d) => d.name === 'agentMenu:TEAMBETTING3')!.fallback).toBe(false);
  });

  it('a flag added to the schema becomes a dimension without touching the runner', () => {
    const wider = structuredClone(schema);
    wider.$defs['flagName']!.enum = [...wider.$defs['flagName']!.enum!, 'NEWFLAG3'];
    expect(merchantDimensions(facts('ttslot'), wider).map((d) => d.name)).toContain('flag:NEWFLAG3');
  });
});

describe('QA matrix covering set', () => {
  for (const code of ['ttslot', 'sahara']) {
    it(`${code}: every pair of values is in some combination of its segment`, () => {
      const dims = dimensionsOf(code);
      const set = defaultSet(code);
      for (const s of SEGMENTS) {
        expect(tuplesToCover(dims, s, 2).length).toBeGreaterThan(0);
        expect(uncovered(set, dims, s, 2)).toEqual([]);
      }
      // Pairwise is far smaller than the product: 39 dimensions, 6 sessions, 3 statuses.
      expect(set.length).toBeLessThan(40);
    });
  }

  it('no combination that cannot exist: status 1 and 2 only as a guest, varying only language, theme, pseudo-locale and viewport', () => {
    const dims = dimensionsOf('ttslot');
    const set = defaultSet('ttslot');
    const closed = set.filter((c) => c.segment === 'closed');
    expect(closed.length).toBeGreaterThan(0);
    for (const { values } of closed) {
      expect([1, 2]).toContain(values['status']);
      expect(values['session']).toBe('guest');
      const changed = dims.filter((d) => values[d.name] !== d.fallback).map((d) => d.name);
      expect(changed.every((name) => ['status', 'language', 'theme', 'pseudo', 'viewport'].includes(name))).toBe(true);
    }
    for (const { values } of set.filter((c) => c.segment === 'running')) expect(values['status']).toBe(0);
  });

  it('the same configs and seed give the same set; another seed another one', () => {
    const dims = dimensionsOf('ttslot');
    expect(coveringSet(dims)).toEqual(defaultSet('ttslot'));
    expect(coveringSet(dims, 2, 'other')).not.toEqual(defaultSet('ttslot'));
  });

  it('strength 3 covers every triple', () => {
    // Twelve dimensions keep the test quick; the runner uses all of them.
    const dims: Dimension[] = dimensionsOf('sahara').slice(0, 12);
    const set = coveringSet(dims, 3);
    for (const s of SEGMENTS) expect(uncovered(set, dims, s, 3)).toEqual([]);
    expect(uncovered(coveringSet(dims, 2), dims, segment('running'), 3).length).toBeGreaterThan(0);
  });

  it('--full: the product of the named dimensions, the rest at the merchant\'s value', () => {
    const dims = dimensionsOf('ttslot');
    const set = fullProduct(dims, ['flag:CBS3', 'language', 'status']);
    // running: 2 x 2 (status 0 only); closed: 2 statuses x 2 languages, CBS3 held (it does not vary there).
    expect(set.filter((c) => c.segment === 'running')).toHaveLength(4);
    expect(set.filter((c) => c.segment === 'closed')).toHaveLength(4);
    expect(() => fullProduct(dims, ['flag:NOPE'])).toThrow(/--only names no such dimension: flag:NOPE/);
  });

  it('a segment that fixes a value keeps it even when the value is not the merchant\'s', () => {
    const only: Segment = { name: 'agents', reason: 'test', values: { session: ['agent'] }, varies: ['language'] };
    const dims = segmentDimensions(dimensionsOf('ttslot'), only);
    expect(dims.find((d) => d.name === 'session')!.values).toEqual(['agent']);
    expect(dims.find((d) => d.name === 'theme')!.values).toEqual(['dark']);
  });
});

describe('npm run matrix -- --list', () => {
  it('prints each merchant\'s set and its size without running it', () => {
    const result = runScript('matrix.ts', ['--list', '--merchant', 'sahara'], {});
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const size = defaultSet('sahara').length;
    expect(result.stdout).toContain(`== sahara: ${size} combinations, 39 dimensions`);
    expect(result.stdout.match(/^\s+\d+\. /gm)).toHaveLength(size);
    expect(result.stdout).toMatch(/segment closed \(\d+\): .*status 1 \(maintenance\) and 2/);
    expect(result.stdout).toContain(`${size} combinations over 1 merchants (strength 2, seed qa-matrix)`);
  });

  it('a new merchant folder joins the matrix', () => {
    const dir = scratchMerchants('ttslot');
    addMerchant(dir, 'newbrand');
    const result = runScript('matrix.ts', ['--list', '--full', '--only', 'language'], { MERCHANTS_DIR: dir });
    expect(result.stdout).toMatch(/== newbrand: \d+ combinations/);
    expect(result.stdout).toMatch(/== ttslot: \d+ combinations/);
  });

  it('refuses a bad option with a reason', () => {
    expect(runScript('matrix.ts', ['--list', '--strength', '4'], {})).toMatchObject({ status: 2, stderr: expect.stringMatching(/--strength must be 2 or 3/) });
    expect(runScript('matrix.ts', ['--list', '--full'], {})).toMatchObject({ status: 2, stderr: expect.stringMatching(/--full needs --only/) });
    expect(runScript('matrix.ts', ['--list', '--full', '--only', 'nope'], {})).toMatchObject({ status: 2, stderr: expect.stringMatching(/no such dimension: nope/) });
  });
});
