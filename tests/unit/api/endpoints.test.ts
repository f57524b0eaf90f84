// @vitest-environment node
/**
 * The endpoint table (SPEC 7): its methods where the spec names them, and which bodies are sealed or
 * multipart, derived from each endpoint's request schema rather than restated (DESIGN 4: login,
 * registration and password bodies are encrypted; so is every other secret).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Endpoint, ENDPOINTS as TABLE, type EndpointName } from '../../../src/api/endpoints.ts';

const ENDPOINTS: Readonly<Record<EndpointName, Endpoint>> = TABLE;

const API_SCHEMAS = join(import.meta.dirname, '../../../schemas/api');

interface EndpointContract {
  family: string;
  request?: string;
}

type SchemaNode = { [key: string]: unknown };

const contracts = (JSON.parse(readFileSync(join(API_SCHEMAS, 'endpoints.json'), 'utf8')) as { endpoints: Record<EndpointName, EndpointContract> }).endpoints;
const schemaFiles = new Map<string, SchemaNode>();

function schemaFile(file: string): SchemaNode {
  let schema = schemaFiles.get(file);
  if (schema === undefined) {
    schema = JSON.parse(readFileSync(join(API_SCHEMAS, file), 'utf8')) as SchemaNode;
    schemaFiles.set(file, schema);
  }
  return schema;
}

/** Every property of a request definition, nested ones and those behind local and sibling-file $refs included. */
function requestProperties(file: string, definition: string): { name: string; schema: SchemaNode }[] {
  const found: { name: string; schema: SchemaNode }[] = [];
  const seen = new Set<string>();
  const walk = (node: unknown, inFile: string): void => {
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((item) => walk(item, inFile));
    const schema = node as SchemaNode;
    const ref = schema['$ref'];
    if (typeof ref === 'string' && ref.includes('#/definitions/')) {
      const [target = '', name = ''] = ref.split('#/definitions/');
      const refFile = target === '' ? inFile : target;
      if (seen.has(`${refFile}#${name}`)) return;
      seen.add(`${refFile}#${name}`);
      walk((schemaFile(refFile)['definitions'] as SchemaNode)[name], refFile);
      return;
    }
    for (const [name, property] of Object.entries((schema['properties'] ?? {}) as Record<string, SchemaNode>)) {
      found.push({ name, schema: property });
      walk(property, inFile);
    }
    for (const key of ['allOf', 'anyOf', 'oneOf', 'items']) walk(schema[key], inFile);
  };
  walk((schemaFile(file)['definitions'] as SchemaNode)[definition], file);
  return found;
}

const names = Object.keys(ENDPOINTS) as EndpointName[];
const propertiesOf = (name: EndpointName) => {
  const { family, request } = contracts[name];
  return request === undefined ? [] : requestProperties(`${family}.schema.json`, request);
};

/** A password of any kind, a remember token, a security answer, a bank account number. */
const SECRET = /password|rememberToken|^answers?$|currentAnswers|accountNo/i;
const isFile = (schema: SchemaNode): boolean => schema['tsType'] === 'File' || (typeof schema['items'] === 'object' && isFile(schema['items'] as SchemaNode));

describe('the endpoint table (SPEC 7)', () => {
  it('has the platform side of every endpoint and nothing more', () => {
    expect(names.toSorted()).toStrictEqual(Object.keys(contracts).toSorted());
  });

  it('gives every endpoint an HTTP method and its own path under /wps/', () => {
    for (const name of names) {
      expect(['GET', 'POST', 'PUT', 'DELETE'], name).toContain(ENDPOINTS[name].method);
      expect(ENDPOINTS[name].path, name).toMatch(/^\/wps\/[a-z]/);
    }
    const paths = names.map((name) => `${ENDPOINTS[name].method} ${ENDPOINTS[name].path}`);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('logs in with POST /wps/session/login', () => {
    expect(ENDPOINTS.login).toMatchObject({ method: 'POST', path: '/wps/session/login' });
  });

  it.each([
    ['logout', 'DELETE'], ['testPlay', 'POST'], ['trialAccount', 'GET'],
    ['registerByUsername', 'PUT'], ['registerByMobile', 'PUT'], ['validationSettings', 'GET'], ['registerSettings', 'GET'],
    ['usernameAvailable', 'GET'], ['verification', 'GET'], ['captcha', 'GET'], ['invitationCode', 'GET'],
    ['changePassword', 'POST'], ['setPasswordByPhone', 'POST'], ['forgotPasswordByEmail', 'POST'], ['smsSend', 'POST'],
    ['announcements', 'GET'], ['announcementRead', 'POST'], ['notices', 'GET'], ['systemStatus', 'GET'],
    ['chatLaunch', 'GET'], ['chatUnread', 'GET'], ['inboxUnread', 'GET'], ['customerService', 'GET'], ['setTemplate', 'GET'], ['helpCenter', 'GET'],
    ['teamKpi', 'GET'], ['promotionJoin', 'POST'], ['rewardApply', 'POST'],
    ['vendorTypes', 'GET'], ['gameList', 'GET'], ['favouriteAdd', 'POST'], ['favouriteRemove', 'DELETE'], ['favouriteIds', 'GET'], ['favouriteList', 'GET'], ['hotGames', 'GET'],
  ] as const)('%s is %s, as SPEC 7 names it', (name, method) => {
    expect(ENDPOINTS[name].method).toBe(method);
  });

  it('seals exactly the bodies that carry a secret (DESIGN 4)', () => {
    const carriesSecret = names.filter((name) => propertiesOf(name).some(({ name: property }) => SECRET.test(property)));
    const sealed = names.filter((name) => ENDPOINTS[name].encrypted === true);
    expect(sealed).toStrictEqual(carriesSecret);
    expect(sealed).toEqual(expect.arrayContaining(['login', 'registerByUsername', 'registerByMobile', 'changePassword', 'setPasswordByPhone']));
  });

  it('sends as multipart exactly the requests with a file, and none of them sealed', () => {
    const withFile = names.filter((name) => propertiesOf(name).some(({ schema }) => isFile(schema)));
    const multipart = names.filter((name) => ENDPOINTS[name].multipart === true);
    expect(multipart).toStrictEqual(withFile);
    expect(multipart).toStrictEqual(['depositManual', 'rewardApply']);
    expect(multipart.filter((name) => ENDPOINTS[name].encrypted === true)).toStrictEqual([]);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(ENDPOINTS)).toBe(true);
    expect(names.every((name) => Object.isFrozen(ENDPOINTS[name]))).toBe(true);
  });
});
