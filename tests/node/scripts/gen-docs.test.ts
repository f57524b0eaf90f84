/**
 * The reference pages npm run gen writes into docs/reference (issue 34 point 2): the merchant config from
 * schemas/merchant.schema.json, the platform contract from schemas/api; gen:check fails on a stale page.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderContractReference } from '../../../scripts/lib/contract-reference.ts';
import { readEndpointContract } from '../../../scripts/lib/endpoint-contract.ts';
import { MERCHANT_SCHEMA_FILE, renderMerchantReference } from '../../../scripts/lib/merchant-reference.ts';
import { ROOT, runScript } from './helpers.ts';

const REFERENCE_DIR = join(ROOT, 'docs', 'reference');
const MERCHANT_PAGE = join(REFERENCE_DIR, 'merchant-config.md');
const CONTRACT_PAGE = join(REFERENCE_DIR, 'platform-contract.md');

/** The row of a table whose first cell is this code span. */
const rowOf = (text: string, first: string): string | undefined => text.split('\n').find((line) => line.startsWith(`| \`${first}\` |`));

/** Every in-page link target has its anchor. */
function expectAnchorsResolve(text: string): void {
  const anchors = new Set([...text.matchAll(/<a id="([^"]+)"><\/a>/g)].map((match) => match[1]));
  const targets = [...new Set([...text.matchAll(/\]\(#([^)]+)\)/g)].map((match) => match[1]))];
  expect(targets.length).toBeGreaterThan(0);
  expect(targets.filter((target) => !anchors.has(target))).toEqual([]);
}

describe('reference pages', () => {
  it('the merchant config page has a section per top-level property of the schema, in its order, and every field by its JSON path', () => {
    const text = renderMerchantReference();
    const schema = JSON.parse(readFileSync(MERCHANT_SCHEMA_FILE, 'utf8')) as { properties: Record<string, unknown> };
    const sections = [...text.matchAll(/^## <a id="[^"]+"><\/a>(.+)$/gm)].map((match) => match[1]);
    expect(sections).toEqual(Object.keys(schema.properties));
    expectAnchorsResolve(text);
    // nested objects and $refs by path, required, examples from ttslot, defaults from the schema
    expect(rowOf(text, 'theme.light.primary')).toMatch(/^\| `theme\.light\.primary` \| string, pattern .* \| yes \| {2}\| `"#[0-9a-fA-F]+"` \| Brand colour/);
    expect(rowOf(text, 'code')).toContain('| `"ttslot"` |');
    expect(rowOf(text, 'registration.agreementDefault')).toMatch(/\| no \| `true` \|/);
    // a layout slot's items: the layout item fields, with that slot's types listed
    expect(rowOf(text, 'layout.home[]')).toBeDefined();
    expect(rowOf(text, 'layout.home[].type')).toMatch(/string \(HomeSectionType\), one of `banner`, .*`memberNav`/);
    expect(rowOf(text, 'layout.footer[].type')).toMatch(/string \(FooterItemType\), one of `link`, `referral`, `memberCenter`, `customerService` \|/);
    // a map whose keys are listed has a row per key, described by the key's own description
    expect(rowOf(text, 'whitelabel.CBS3')).toContain('Live chat');
    // a condition inside a condition is named, not opened again
    expect(rowOf(text, 'layout.home[].when.not')).toContain('as `layout.home[].when`');
    expect(rowOf(text, 'layout.home[].when.not.flag')).toBeUndefined();
  });

  it('the platform contract page lists every endpoint of endpoints.json with method, path, auth and its shapes', () => {
    const contract = readEndpointContract();
    const text = renderContractReference(contract);
    for (const [name, endpoint] of Object.entries(contract)) {
      const row = text.split('\n').find((line) => line.startsWith(`| \`${name}\` | ${endpoint.method} |`));
      expect(row, name).toContain(`| ${endpoint.method} | \`${endpoint.path}\` | ${endpoint.auth} |`);
      expect(row, name).toContain(`[${endpoint.response}](#${endpoint.family}-${endpoint.response.toLowerCase()})`);
    }
    expectAnchorsResolve(text);
    expect(text).toContain('| `login` | POST | `/wps/session/login` | none | JSON or JWE |');
    expect(text).toContain('| `rewardApply` | POST | `/wps/promotion/reward/apply` | required | multipart |');
    expect(text).toContain('| `announcements` | GET | `/wps/announcements` | optional | query |');
    // a response's inline value is opened by path; a named definition is linked
    expect(text).toContain('| `value.sumBalance` | number | yes | Total balance. |');
    expect(text).toMatch(/\| `value` \| \[MemberInfo\]\(#member-memberinfo\) \| yes \|/);
  });

  it('npm run gen:check passes on fresh pages and fails naming each stale or missing one; npm run gen makes them fresh', () => {
    const dir = mkdtempSync(join(tmpdir(), 'reference-'));
    cpSync(REFERENCE_DIR, dir, { recursive: true });
    expect(runScript('gen-docs.ts', ['--check'], { REFERENCE_DIR: dir }).status).toBe(0);
    const contractPage = join(dir, 'platform-contract.md');
    writeFileSync(contractPage, readFileSync(contractPage, 'utf8').replace(/^\| `wallet` \|.*\n/m, ''));
    let result = runScript('gen-docs.ts', ['--check'], { REFERENCE_DIR: dir });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('platform-contract.md');
    expect(result.stderr).not.toContain('merchant-config.md');
    rmSync(join(dir, 'merchant-config.md'));
    result = runScript('gen-docs.ts', ['--check'], { REFERENCE_DIR: dir });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('merchant-config.md');
    expect(runScript('gen-docs.ts', [], { REFERENCE_DIR: dir }).status).toBe(0);
    expect(runScript('gen-docs.ts', ['--check'], { REFERENCE_DIR: dir }).status).toBe(0);
    expect(readFileSync(contractPage, 'utf8')).toBe(readFileSync(CONTRACT_PAGE, 'utf8'));
    expect(readFileSync(join(dir, 'merchant-config.md'), 'utf8')).toBe(readFileSync(MERCHANT_PAGE, 'utf8'));
  });
});
