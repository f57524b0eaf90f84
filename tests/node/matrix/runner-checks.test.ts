/**
 * The matrix runner's own tests: a planted config mistake fails its cells with the
 * rule it breaks, the baseline diff sees a changed screenshot, the npm test subset is small and fixed,
 * and the report shows failing checks with their rules.
 */
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { diffPng } from '../../../scripts/matrix/baseline.ts';
import type { CellResult } from '../../../scripts/matrix/cell.ts';
import { checkItems, checkPage, type PageFacts } from '../../../scripts/matrix/checks.ts';
import { coveringSet } from '../../../scripts/matrix/covering-set.ts';
import { type MerchantFacts, merchantDimensions, readMerchantSchema } from '../../../scripts/matrix/dimensions.ts';
import { expectedLayout, type LinkName } from '../../../scripts/matrix/oracle.ts';
import { matrixPlan } from '../../../scripts/matrix/plan.ts';
import { failureSummary, renderReport } from '../../../scripts/matrix/report-html.ts';
import { subsetOf } from '../../../scripts/matrix/subset.ts';
import { resolveMerchant } from '../../../scripts/lib/merchants.ts';
import { evaluateCondition } from '../../../src/config/conditions.ts';
import { sessionKinds } from '../../../src/config/member-types.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { scratchMerchants } from '../scripts/helpers.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const dir = scratchMerchants('ttslot');
cpSync(join(ROOT, 'tests', 'fixtures', 'matrix-broken'), join(dir, 'brokenslot'), { recursive: true });
const load = (code: string): Merchant => {
  const resolved = resolveMerchant(code, dir);
  if (!resolved.ok) throw new Error(code);
  return resolved.config as unknown as Merchant;
};
const MEMBER_TYPES: Readonly<Record<string, number | undefined>> = { guest: undefined, type0: 0, type1: 1, type2: 2, trial: 4, agent: 1 };
const LINKS: ReadonlySet<LinkName> = new Set(['telegram', 'download']);
const cells = coveringSet(merchantDimensions(load('ttslot') as unknown as MerchantFacts, readMerchantSchema())).filter((c) => c.segment === 'running');

/** The drawer the product draws for a combination: its items whose `when` the product's own evaluator passes. */
function productDrawer(merchant: Merchant, values: Record<string, unknown>, memberType: number | undefined): string[] {
  const on = (name: string, own: boolean) => (typeof values[name] === 'boolean' ? values[name] as boolean : own);
  const modules = Object.fromEntries(Object.entries(merchant.modules).map(([id, own]) => [id, on(`module:${id}`, own)])) as Merchant['modules'];
  const agentMenu = merchant.agentMenu.filter((key) => on(`agentMenu:${key}`, true));
  const ctx = { flag: (name: keyof Merchant['whitelabel']) => on(`flag:${name}`, merchant.whitelabel[name]), modules, features: merchant.features, sessionKinds: sessionKinds(memberType), memberType, agentMenu, links: LINKS };
  return merchant.layout.drawer.filter((item) => evaluateCondition(item.when, ctx)).map((item) => item.id ?? item.type);
}

const page = (drawer: string[]): PageFacts => ({
  path: '/m/home', lang: 'en', dir: 'ltr', frame: true, header: 'home', back: false, control: 'none', bottomBar: true, overflowPx: 0, clipped: [], h1: ['Home'], items: { drawer },
});

/** The findings of the drawer check in every running combination of ttslot's covering set, for a merchant. */
function drawerFindings(merchant: Merchant) {
  return cells.map(({ values }) => {
    const memberType = MEMBER_TYPES[String(values['session'])];
    const expected = expectedLayout({ merchant, values, memberType, platformLinks: LINKS });
    return { session: String(values['session']), findings: checkItems(expected, page(productDrawer(merchant, values, memberType))) };
  });
}

describe('QA matrix runner', () => {
  // This tests the QA checker on a planted fixture, so it claims no rule: the product's sign out is proven in tests/unit/frame/nav.test.tsx.
  it('a planted `when` that hides sign out from members fails every member and agent cell with the rule the oracle gives sign out', () => {
    const rule = expectedLayout({ merchant: load('ttslot'), values: {}, memberType: 0, platformLinks: LINKS }).find((e) => e.slot === 'drawer' && e.id === 'signOut')?.rule;
    expect(rule).toMatch(/^R2\.2-\d+$/);
    const results = drawerFindings(load('brokenslot'));
    const failing = results.filter((r) => r.findings.length > 0);
    expect(new Set(failing.map((r) => r.session))).toEqual(new Set(['type0', 'type1', 'type2', 'agent'].filter((s) => results.some((r) => r.session === s))));
    for (const { findings } of failing) {
      expect(findings).toEqual([{ check: 'visibility', rule, message: 'drawer item "signOut" is hidden; it must be shown here' }]);
    }
    // Guests and trial accounts see what they should, so their cells pass.
    expect(results.filter((r) => r.session === 'guest' || r.session === 'trial').every((r) => r.findings.length === 0)).toBe(true);
  });

  it('the merchant as shipped passes the same drawer check in every combination', () => {
    expect(drawerFindings(load('ttslot')).flatMap((r) => r.findings)).toEqual([]);
  });

  it('a module switched off at runtime hides the item whose `when` names it, and the oracle expects that', () => {
    const merchant = load('ttslot');
    const values = { 'module:MANPLAYREB3': false };
    const expected = expectedLayout({ merchant, values, memberType: 0, platformLinks: LINKS });
    expect(expected.find((e) => e.slot === 'drawer' && e.id === 'cashback')?.visible).toBe(false);
    expect(checkItems(expected, page(productDrawer(merchant, { 'module:MANPLAYREB3': true }, 0)))).toHaveLength(1);
  });
});

function png(width: number, height: number, paint: (x: number, y: number) => [number, number, number]): Buffer {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      const [r, g, b] = paint(x, y);
      image.data[i] = r;
      image.data[i + 1] = g;
      image.data[i + 2] = b;
      image.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(image);
}

describe('QA matrix baseline mode', () => {
  const grey = png(100, 100, () => [200, 200, 200]);

  it('the same screenshot is not a change', () => {
    expect(diffPng(grey, png(100, 100, () => [200, 200, 200]))).toEqual({ share: 0, changed: false });
  });

  it('a block that changed colour marks the screen changed', () => {
    const diff = diffPng(grey, png(100, 100, (x, y) => (x < 20 && y < 20 ? [20, 20, 200] : [200, 200, 200])));
    expect(diff.share).toBeCloseTo(0.04, 3);
    expect(diff.changed).toBe(true);
  });

  it('one changed pixel stays under the threshold', () => {
    expect(diffPng(grey, png(100, 100, (x, y) => (x === 5 && y === 5 ? [0, 0, 0] : [200, 200, 200]))).changed).toBe(false);
  });

  it('another size is a change', () => {
    expect(diffPng(grey, png(100, 120, () => [200, 200, 200])).changed).toBe(true);
  });
});

describe('QA matrix subset and report', () => {
  it('npm test runs a small fixed subset: both segments of every merchant, about five combinations', () => {
    const plans = matrixPlan();
    const subset = subsetOf(plans);
    const count = subset.reduce((n, p) => n + p.combinations.length, 0);
    expect(count).toBeGreaterThanOrEqual(4);
    expect(count).toBeLessThanOrEqual(6);
    for (const plan of subset) expect(new Set(plan.combinations.map((c) => c.segment))).toEqual(new Set(['running', 'closed']));
    expect(subsetOf(matrixPlan())).toEqual(subset);
  });

  it('the report shows each failing check with its rule, the values failures share, and a reproduction link', () => {
    const cell = (index: number, language: string, fail: boolean): CellResult => ({
      merchant: 'ttslot', index, key: `ttslot-${index}`, segment: 'running', values: { session: 'guest', language, 'flag:CBS3': index % 2 === 0 }, changed: ['language'],
      reproduction: `/m/home?qa=cell${index}`, account: undefined, findings: [], ms: 1000,
      routes: [{ route: '/m/home', landed: '/m/home', screenshot: 'm_home.png', changedShare: undefined, changed: false, axeSkipped: false, items: { drawer: 3 }, ms: 500,
        findings: fail ? [{ check: 'dirLang', rule: 'rule-under-test', message: 'page dir="ltr"' }] : [] }],
    });
    const cells = [cell(1, 'AR', true), cell(2, 'AR', true), cell(3, 'EN', false), cell(4, 'EN', false)];
    expect(failureSummary(cells)[0]).toMatchObject({ value: 'language=AR', failing: 2, of: 2, lift: 2 });
    const html = renderReport(cells, { generatedAt: 'now', durationMs: 1000, qaBase: 'http://qa.example' });
    expect(html).toContain('<b>rule-under-test</b> dirLang: page dir=&#34;ltr&#34;');
    expect(html).toContain('href="http://qa.example/m/home?qa=cell1"');
    expect(html).toContain('src="shots/ttslot-1/m_home.png"');
    expect(html).toContain('2 failing');
  });

  it('a text of the interface cut at its box is a finding; the pseudo-locale XB expects a right-to-left page in a left-to-right language', () => {
    const cut = { ...page([]), clipped: ['Reward center'] };
    expect(checkPage(cut, 'EN', 320)).toEqual([{ check: 'clipped', rule: 'DESIGN 4', message: '"Reward center" is cut at its box at 320 px' }]);
    expect(checkPage(page([]), 'EN', 320, 'XB').map((f) => f.check)).toEqual(['dirLang']);
    expect(checkPage({ ...page([]), dir: 'rtl' }, 'EN', 320, 'XB')).toEqual([]);
    expect(checkPage({ ...page([]), dir: 'rtl' }, 'EN', 320, 'XA').map((f) => f.check)).toEqual(['dirLang']);
  });
});
