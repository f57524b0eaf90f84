/** schemas/api is a valid contract (SPEC 7): what npm run gen checks before it writes a type. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContractSchemas } from '../../../scripts/lib/contract-schemas.ts';
import { readEndpointContract } from '../../../scripts/lib/endpoint-contract.ts';
import { SCHEMAS_DIR } from '../../../scripts/lib/paths.ts';

describe('API schemas', () => {
  it('compile in ajv strict mode and hold every request and response an endpoint names', () => {
    expect(() => checkContractSchemas(readEndpointContract())).not.toThrow();
  });

  it('refuse a contract naming a definition its family lacks', () => {
    const contract = readEndpointContract();
    expect(() => checkContractSchemas({ ...contract, wallet: { ...contract.wallet, response: 'PurseResponse' } }))
      .toThrow('wallet: member.schema.json has no definition PurseResponse');
  });
});

/** Where a control input could grow without end: a number without a maximum, a string without maxLength, an open list or map. */
function unbounded(node: unknown, path: string): string[] {
  if (typeof node !== 'object' || node === null) return [];
  if (Array.isArray(node)) return node.flatMap((item, i) => unbounded(item, `${path}/${i}`));
  const n = node as Record<string, unknown>;
  const types = ([] as unknown[]).concat(n['type'] ?? []);
  const fixed = n['enum'] !== undefined || n['const'] !== undefined;
  const found: string[] = [];
  if (!fixed && (types.includes('integer') || types.includes('number')) && n['maximum'] === undefined) found.push(`${path}: a number without a maximum`);
  if (!fixed && types.includes('string') && n['maxLength'] === undefined) found.push(`${path}: a string without maxLength`);
  if (types.includes('array') && n['maxItems'] === undefined) found.push(`${path}: a list without maxItems`);
  if (types.includes('object') && n['additionalProperties'] !== false && n['maxProperties'] === undefined) found.push(`${path}: a map without maxProperties`);
  return [...found, ...Object.entries(n).flatMap(([key, value]) => unbounded(value, `${path}/${key}`))];
}

describe('sandbox control inputs', () => {
  it('are bounded: every number, string, list and map of a control request or query has its largest value', () => {
    const definitions = (JSON.parse(readFileSync(join(SCHEMAS_DIR, 'api', 'sandbox.schema.json'), 'utf8')) as { definitions: Record<string, unknown> }).definitions;
    const inputs = Object.entries(definitions).filter(([name]) => /(Request|Query)$/.test(name));
    expect(inputs.length).toBeGreaterThan(10);
    expect(inputs.flatMap(([name, schema]) => unbounded(schema, name))).toEqual([]);
  });
});
