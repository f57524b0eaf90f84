/**
 * The platform side of each endpoint (SPEC 7), read from schemas/api/endpoints.json: its schema family,
 * request and response definitions and whether it needs a session. The generator (npm run gen) and the
 * sandbox both read it here; the browser never does (it knows only src/api/endpoints.ts).
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ENDPOINTS, type Endpoint, type EndpointName } from '../../src/api/endpoints.ts';
import { ROOT, SCHEMAS_DIR } from './paths.ts';

export interface EndpointContract {
  /** Schema family file under schemas/api (without .schema.json). */
  readonly family: string;
  /** Definition name of the request shape (query for GET/DELETE, body otherwise), if any. */
  readonly request?: string;
  /** Definition name of the success response envelope. */
  readonly response: string;
  /** 'required': no session -> 401; 'optional': a session adds per-member data. */
  readonly auth: 'none' | 'optional' | 'required';
}

export type ContractEndpoint = Endpoint & EndpointContract;

export const ENDPOINT_CONTRACT_FILE = join(SCHEMAS_DIR, 'api', 'endpoints.json');

const AUTH = new Set(['none', 'optional', 'required']);
const NAME = /^[A-Z][A-Za-z0-9]*$/;

function problemsOf(name: string, entry: Partial<Record<keyof EndpointContract, unknown>>): string[] {
  const problems: string[] = [];
  if (typeof entry.family !== 'string' || !/^[a-z]+$/.test(entry.family)) problems.push(`${name}.family must name a schemas/api family`);
  if (entry.request !== undefined && (typeof entry.request !== 'string' || !NAME.test(entry.request))) problems.push(`${name}.request must be a definition name`);
  if (typeof entry.response !== 'string' || !NAME.test(entry.response)) problems.push(`${name}.response must be a definition name`);
  if (typeof entry.auth !== 'string' || !AUTH.has(entry.auth)) problems.push(`${name}.auth must be none, optional or required`);
  return problems;
}

/**
 * Every endpoint of src/api/endpoints.ts with its contract. Throws with one line per problem: an
 * endpoint without an entry, an entry without an endpoint, a malformed entry.
 */
export function readEndpointContract(file: string = ENDPOINT_CONTRACT_FILE): Readonly<Record<EndpointName, ContractEndpoint>> {
  const { endpoints } = JSON.parse(readFileSync(file, 'utf8')) as { endpoints: Record<string, Partial<EndpointContract>> };
  const names = Object.keys(ENDPOINTS) as EndpointName[];
  const problems = [
    ...names.filter((name) => endpoints[name] === undefined).map((name) => `${name}: no entry for this endpoint of src/api/endpoints.ts`),
    ...Object.keys(endpoints).filter((name) => !Object.hasOwn(ENDPOINTS, name)).map((name) => `${name}: no such endpoint in src/api/endpoints.ts`),
    ...Object.entries(endpoints).flatMap(([name, entry]) => problemsOf(name, entry)),
  ];
  if (problems.length > 0) throw new Error(`${relative(ROOT, file)} is not a valid endpoint contract:\n  ${problems.join('\n  ')}`);
  return Object.fromEntries(names.map((name) => [name, { ...ENDPOINTS[name], ...(endpoints[name] as EndpointContract) }])) as Record<EndpointName, ContractEndpoint>;
}
