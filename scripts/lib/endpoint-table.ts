/**
 * Writes the text of src/generated/api/endpoints.ts: the client's table of every endpoint's route and body
 * flags, from schemas/api/endpoints.json. The rest of the contract (schemas, auth) stays out of the
 * browser bundle; the types it names reach the client as EndpointMap.
 */
import { type ContractEndpoint, ENDPOINT_CONTRACT_FILE, METHODS } from './endpoint-contract.ts';
import { generatedBanner } from './generated-banner.ts';

const row = (name: string, { method, path, encrypted, multipart, form }: ContractEndpoint): string => {
  const flags = `${encrypted === true ? ', encrypted: true' : ''}${multipart === true ? ', multipart: true' : ''}${form === true ? ', form: true' : ''}`;
  return `  ${name}: e({ method: '${method}', path: '${path}'${flags} }),`;
};

/** The module text. */
export function renderEndpointTable(contract: Readonly<Record<string, ContractEndpoint>>): string {
  return [
    generatedBanner(ENDPOINT_CONTRACT_FILE, 'the contract'),
    '',
    '/**',
    ' * Every platform path the front end calls (SPEC 7), with its method. The sandbox registers its routes',
    ' * from the same contract. Imports nothing: safe for the browser bundle and for Node scripts alike.',
    ' *',
    ' * Authenticated calls carry the session token as `Authorization: Bearer <token>`, never in the URL.',
    ' */',
    `export type HttpMethod = ${METHODS.map((method) => `'${method}'`).join(' | ')};`,
    '',
    'export interface Endpoint {',
    '  readonly method: HttpMethod;',
    '  readonly path: string;',
    '  /** Body may be (or, when the platform demands, must be) a compact JWE: `Encryption` header set. */',
    '  readonly encrypted?: boolean;',
    '  /** Body is multipart/form-data (files): the one kind of non-JSON body the platform takes, and only with a session. */',
    '  readonly multipart?: boolean;',
    '  /** Body is application/x-www-form-urlencoded: only on a POST that needs a session. */',
    '  readonly form?: boolean;',
    '}',
    '',
    'const e = <T extends Endpoint>(endpoint: T): Readonly<T> => Object.freeze(endpoint);',
    '',
    'export const ENDPOINTS = Object.freeze({',
    ...Object.entries(contract).map(([name, ep]) => row(name, ep)),
    '});',
    '',
    'export type EndpointName = keyof typeof ENDPOINTS;',
    '',
  ].join('\n');
}
