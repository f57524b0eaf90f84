/**
 * Writes the text of src/generated/api/endpoint-map.ts: per endpoint the generated types of its request,
 * its response envelope and the envelope's value, so the client's `call` and the sandbox's handlers are
 * typed by schemas/api (DESIGN 4).
 */
import { type ContractEndpoint, ENDPOINT_CONTRACT_FILE, readFamilySchema } from './endpoint-contract.ts';
import { generatedBanner } from './generated-banner.ts';

/** The module text, for a contract checkContractSchemas (contract-schemas.ts) has passed. */
export function renderEndpointMap(contract: Readonly<Record<string, ContractEndpoint>>): string {
  const entries = Object.entries(contract);
  const families = [...new Set(entries.map(([, ep]) => ep.family))].sort();
  const schemas = new Map(families.map((family) => [family, readFamilySchema(family)]));
  const rows = entries.map(([name, ep]) => {
    const request = ep.request === undefined ? 'undefined' : `${ep.family}.${ep.request}`;
    const response = `${ep.family}.${ep.response}`;
    const value = schemas.get(ep.family)?.definitions?.[ep.response]?.properties?.['value'] === undefined ? 'undefined' : `${response}['value']`;
    return `  ${name}: { request: ${request}; response: ${response}; value: ${value} };`;
  });
  return [
    generatedBanner(ENDPOINT_CONTRACT_FILE, 'the contract'),
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
