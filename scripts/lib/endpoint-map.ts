/**
 * Writes the text of src/generated/api/endpoint-map.ts: per endpoint the generated types of its request,
 * its response envelope and the envelope's value, so the client's `call` and the sandbox's handlers are
 * typed by schemas/api (DESIGN 4).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EndpointName } from '../../src/api/endpoints.ts';
import type { ContractEndpoint } from './endpoint-contract.ts';
import { SCHEMAS_DIR } from './paths.ts';

interface FamilySchema {
  definitions?: Record<string, { properties?: Record<string, unknown> }>;
}

function readFamily(family: string): FamilySchema {
  return JSON.parse(readFileSync(join(SCHEMAS_DIR, 'api', `${family}.schema.json`), 'utf8')) as FamilySchema;
}

/** The module text; throws naming each definition the contract names that its family lacks. */
export function renderEndpointMap(contract: Readonly<Record<EndpointName, ContractEndpoint>>, banner: string): string {
  const entries = Object.entries(contract) as [EndpointName, ContractEndpoint][];
  const families = [...new Set(entries.map(([, ep]) => ep.family))].sort();
  const schemas = new Map(families.map((family) => [family, readFamily(family)]));
  const problems: string[] = [];
  const type = (name: string, ep: ContractEndpoint, definition: string): string => {
    if (schemas.get(ep.family)?.definitions?.[definition] === undefined) problems.push(`${name}: ${ep.family}.schema.json has no definition ${definition}`);
    return `${ep.family}.${definition}`;
  };
  const rows = entries.map(([name, ep]) => {
    const request = ep.request === undefined ? 'undefined' : type(name, ep, ep.request);
    const response = type(name, ep, ep.response);
    const value = schemas.get(ep.family)?.definitions?.[ep.response]?.properties?.['value'] === undefined ? 'undefined' : `${response}['value']`;
    return `  ${name}: { request: ${request}; response: ${response}; value: ${value} };`;
  });
  if (problems.length > 0) throw new Error(`schemas/api/endpoints.json names definitions that do not exist:\n  ${problems.join('\n  ')}`);
  return [
    banner,
    '',
    ...families.map((family) => `import type * as ${family} from './${family}.ts';`),
    '',
    '/**',
    ' * Request and response of every platform endpoint (SPEC 7), from schemas/api/endpoints.json. `request` is',
    ' * the query (GET, DELETE) or body, undefined when the endpoint takes none; `response` is the success',
    ' * envelope and `value` what it carries (undefined when it carries nothing).',
    ' */',
    'export interface EndpointMap {',
    ...rows,
    '}',
    '',
  ].join('\n');
}
