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
  /**
   * Body is application/x-www-form-urlencoded (SPEC 7 names this form for the head icon): only on a POST that
   * needs a session, whose token travels in the Authorization header a cross-site form cannot send.
   */
  readonly form?: boolean;
  /** Schema family file under schemas/api (without .schema.json). */
  readonly family: string;
  /** Definition name of the request shape (query for GET/DELETE, body otherwise), if any. */
  readonly request?: string;
  /** Definition name of the success response envelope. */
  readonly response: string;
  /** 'required': no session -> 401; 'agent': that, and a member who is not an agent -> 403; 'optional': a session adds per-member data. */
  readonly auth: 'none' | 'optional' | 'required' | 'agent';
  /** The error codes of its own (schemas/api/errors.json), beyond those every call, a session call or a JSON body may answer. */
  readonly errors?: readonly string[];
}

/** schemas/api/errors.json: the platform's error codes, and the ones that come with every call, a session, an agent's call, a JSON body. */
export interface ErrorCatalogue {
  readonly codes: Readonly<Record<string, { readonly name: string; readonly description: string }>>;
  readonly everyEndpoint: readonly string[];
  readonly sessionRequired: readonly string[];
  readonly agentRequired: readonly string[];
  readonly jsonBody: readonly string[];
}

export const ERROR_CATALOGUE_FILE = join(SCHEMAS_DIR, 'api', 'errors.json');

/** The error catalogue; throws with one line per problem (a name used twice, a list naming an unknown code). */
export function readErrorCatalogue(file: string = ERROR_CATALOGUE_FILE): ErrorCatalogue {
  const catalogue = JSON.parse(readFileSync(file, 'utf8')) as ErrorCatalogue;
  const problems: string[] = [];
  const names = new Map<string, string>();
  for (const [code, { name, description }] of Object.entries(catalogue.codes)) {
    if (!ENDPOINT_NAME.test(name)) problems.push(`${code}: its name "${name}" is camelCase`);
    if (names.has(name)) problems.push(`${code}: the name "${name}" is ${names.get(name)}'s already`);
    names.set(name, code);
    if (typeof description !== 'string' || description.trim() === '') problems.push(`${code}: says what it means (description)`);
  }
  for (const list of ['everyEndpoint', 'sessionRequired', 'agentRequired', 'jsonBody'] as const) {
    for (const code of catalogue[list]) if (catalogue.codes[code] === undefined) problems.push(`${list}: ${code} is not a code of the catalogue`);
  }
  if (problems.length > 0) throw new Error(`${relative(ROOT, file)} is not a valid error catalogue:\n  ${problems.join('\n  ')}`);
  return catalogue;
}

/** Every code an endpoint may answer: its own, and those of every call, of a session call, of an agent's call and of a call with a JSON body. */
export function errorsOf(endpoint: ContractEndpoint, catalogue: ErrorCatalogue): ReadonlySet<string> {
  return new Set([
    ...catalogue.everyEndpoint,
    ...(endpoint.auth === 'required' || endpoint.auth === 'agent' ? catalogue.sessionRequired : []),
    ...(endpoint.auth === 'agent' ? catalogue.agentRequired : []),
    ...((endpoint.method === 'POST' || endpoint.method === 'PUT') && endpoint.multipart !== true && endpoint.form !== true ? catalogue.jsonBody : []),
    ...(endpoint.errors ?? []),
  ]);
}

export const ENDPOINT_CONTRACT_FILE = join(SCHEMAS_DIR, 'api', 'endpoints.json');

const AUTH = new Set(['none', 'optional', 'required', 'agent']);
const KEYS = new Set(['method', 'path', 'encrypted', 'multipart', 'form', 'family', 'request', 'response', 'auth', 'errors']);
const ENDPOINT_NAME = /^[a-z][A-Za-z0-9]*$/;
const DEFINITION = /^[A-Z][A-Za-z0-9]*$/;

type Entry = Partial<Record<keyof ContractEndpoint, unknown>>;

function problemsOf(name: string, entry: Entry, catalogue: ErrorCatalogue): string[] {
  const problems: string[] = [];
  if (entry.errors !== undefined) {
    if (!Array.isArray(entry.errors)) problems.push(`${name}.errors must be a list of codes of schemas/api/errors.json`);
    else for (const code of entry.errors as unknown[]) if (typeof code !== 'string' || catalogue.codes[code] === undefined) problems.push(`${name}.errors: ${String(code)} is not a code of schemas/api/errors.json`);
  }
  if (!ENDPOINT_NAME.test(name)) problems.push(`${name}: an endpoint name is camelCase`);
  for (const key of Object.keys(entry)) if (!KEYS.has(key)) problems.push(`${name}.${key} is not a field of an endpoint`);
  if (!(METHODS as readonly unknown[]).includes(entry.method)) problems.push(`${name}.method must be ${METHODS.join(', ')}`);
  if (typeof entry.path !== 'string' || !/^\/[\w/-]*$/.test(entry.path)) problems.push(`${name}.path must be an absolute path`);
  for (const flag of ['encrypted', 'multipart', 'form'] as const) if (entry[flag] !== undefined && entry[flag] !== true) problems.push(`${name}.${flag} is true or absent`);
  // A form body is what a cross-site form can send: only a session call, sealed by its Authorization header, may take one.
  if (entry.form === true && (entry.method !== 'POST' || entry.auth !== 'required' || entry.multipart === true || entry.encrypted === true)) {
    problems.push(`${name}.form: a form-urlencoded body is only for a POST whose auth is required, neither multipart nor encrypted`);
  }
  if (typeof entry.family !== 'string' || !/^[a-z]+$/.test(entry.family)) problems.push(`${name}.family must name a schemas/api family`);
  if (entry.request !== undefined && (typeof entry.request !== 'string' || !DEFINITION.test(entry.request))) problems.push(`${name}.request must be a definition name`);
  if (typeof entry.response !== 'string' || !DEFINITION.test(entry.response)) problems.push(`${name}.response must be a definition name`);
  if (typeof entry.auth !== 'string' || !AUTH.has(entry.auth)) problems.push(`${name}.auth must be none, optional, required or agent`);
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
export function readEndpointContract(file: string = ENDPOINT_CONTRACT_FILE, catalogue: ErrorCatalogue = readErrorCatalogue()): Readonly<Record<EndpointName, ContractEndpoint>> {
  const { endpoints } = JSON.parse(readFileSync(file, 'utf8')) as { endpoints: Record<string, Entry> };
  const problems = [...Object.entries(endpoints).flatMap(([name, entry]) => problemsOf(name, entry, catalogue)), ...sharedRoutes(endpoints)];
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
