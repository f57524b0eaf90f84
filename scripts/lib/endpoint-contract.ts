/**
 * The platform contract (SPEC 7), read from schemas/api/endpoints.json, the one hand-written list of
 * endpoints: per endpoint its route, body flags, schema family, request and response definitions and
 * whether it needs a session. The generator (npm run gen) and the sandbox read it here; the browser gets
 * only the route and flags, as src/generated/api/endpoints.ts.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { EndpointName } from '../../src/api/endpoints.ts';
import { ROOT, SCHEMAS_DIR } from './paths.ts';

export const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

export interface ContractEndpoint {
  readonly method: (typeof METHODS)[number];
  readonly path: string;
  /** Body may be (or, when the platform demands, must be) a compact JWE: `Encryption` header set. */
  readonly encrypted?: boolean;
  /** Body is multipart/form-data (files): the one kind of non-JSON body the platform takes, and only with a session. */
  readonly multipart?: boolean;
  /** Schema family file under schemas/api (without .schema.json). */
  readonly family: string;
  /** Definition name of the request shape (query for GET/DELETE, body otherwise), if any. */
  readonly request?: string;
  /** Definition name of the success response envelope. */
  readonly response: string;
  /** 'required': no session -> 401; 'optional': a session adds per-member data. */
  readonly auth: 'none' | 'optional' | 'required';
}

export const ENDPOINT_CONTRACT_FILE = join(SCHEMAS_DIR, 'api', 'endpoints.json');

const AUTH = new Set(['none', 'optional', 'required']);
const KEYS = new Set(['method', 'path', 'encrypted', 'multipart', 'family', 'request', 'response', 'auth']);
const ENDPOINT_NAME = /^[a-z][A-Za-z0-9]*$/;
const DEFINITION = /^[A-Z][A-Za-z0-9]*$/;

type Entry = Partial<Record<keyof ContractEndpoint, unknown>>;

function problemsOf(name: string, entry: Entry): string[] {
  const problems: string[] = [];
  if (!ENDPOINT_NAME.test(name)) problems.push(`${name}: an endpoint name is camelCase`);
  for (const key of Object.keys(entry)) if (!KEYS.has(key)) problems.push(`${name}.${key} is not a field of an endpoint`);
  if (!(METHODS as readonly unknown[]).includes(entry.method)) problems.push(`${name}.method must be ${METHODS.join(', ')}`);
  if (typeof entry.path !== 'string' || !/^\/[\w/-]*$/.test(entry.path)) problems.push(`${name}.path must be an absolute path`);
  for (const flag of ['encrypted', 'multipart'] as const) if (entry[flag] !== undefined && entry[flag] !== true) problems.push(`${name}.${flag} is true or absent`);
  if (typeof entry.family !== 'string' || !/^[a-z]+$/.test(entry.family)) problems.push(`${name}.family must name a schemas/api family`);
  if (entry.request !== undefined && (typeof entry.request !== 'string' || !DEFINITION.test(entry.request))) problems.push(`${name}.request must be a definition name`);
  if (typeof entry.response !== 'string' || !DEFINITION.test(entry.response)) problems.push(`${name}.response must be a definition name`);
  if (typeof entry.auth !== 'string' || !AUTH.has(entry.auth)) problems.push(`${name}.auth must be none, optional or required`);
  return problems;
}

/** One line per route two endpoints share. */
function sharedRoutes(endpoints: Record<string, Entry>): string[] {
  const owner = new Map<string, string>();
  return Object.entries(endpoints).flatMap(([name, { method, path }]) => {
    const route = `${String(method)} ${String(path)}`;
    const first = owner.get(route);
    owner.set(route, first ?? name);
    return first === undefined ? [] : [`${name}: ${route} is ${first}'s route already`];
  });
}

/**
 * Every endpoint of the contract, in its order. Throws with one line per problem: a malformed entry, an
 * unknown field, a route two endpoints share. Its names are EndpointName once `npm run gen` has run
 * (gen:check fails until then).
 */
export function readEndpointContract(file: string = ENDPOINT_CONTRACT_FILE): Readonly<Record<EndpointName, ContractEndpoint>> {
  const { endpoints } = JSON.parse(readFileSync(file, 'utf8')) as { endpoints: Record<string, Entry> };
  const problems = [...Object.entries(endpoints).flatMap(([name, entry]) => problemsOf(name, entry)), ...sharedRoutes(endpoints)];
  if (problems.length > 0) throw new Error(`${relative(ROOT, file)} is not a valid endpoint contract:\n  ${problems.join('\n  ')}`);
  return endpoints as Record<EndpointName, ContractEndpoint>;
}

export interface FamilySchema {
  definitions?: Record<string, { properties?: Record<string, unknown>; enum?: unknown[] }>;
}

/** schemas/api/<family>.schema.json, parsed. */
export function readFamilySchema(family: string): FamilySchema {
  return JSON.parse(readFileSync(join(SCHEMAS_DIR, 'api', `${family}.schema.json`), 'utf8')) as FamilySchema;
}
