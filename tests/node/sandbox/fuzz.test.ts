/**
 * Fuzz of every endpoint of schemas/api/endpoints.json: inputs generated from each
 * request schema by fast-check with a fixed seed (valid-shaped, at and past the limits) and malformed
 * ones (wrong types, missing fields, huge strings, any unicode, nested junk, non-JSON bodies, wrong
 * content types, bad tokens). No answer may be a 5xx; a 4xx is JSON naming a code and a reason.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEndpointContract } from '../../../scripts/lib/endpoint-contract.ts';
import { SCHEMAS_DIR } from '../../../scripts/lib/paths.ts';
import type { EndpointName } from '../../../src/api/endpoints.ts';
import { login, startSandbox, type TestSandbox } from './helpers.ts';
import { arbitraryOf, edgesOf, type JsonSchema, type Resolve } from './schema-arbitrary.ts';

const SEED = 14_06;
const CONTRACT = readEndpointContract();
const API_DIR = join(SCHEMAS_DIR, 'api');

const files = new Map<string, JsonSchema>();
const load = (file: string): JsonSchema => {
  let schema = files.get(file);
  if (schema === undefined) {
    schema = JSON.parse(readFileSync(file, 'utf8')) as JsonSchema;
    files.set(file, schema);
  }
  return schema;
};
const pointer = (root: JsonSchema, path: string): JsonSchema =>
  path.split('/').filter(Boolean).reduce<JsonSchema>((node, key) => node[key] as JsonSchema, root);
const resolve: Resolve = (ref, from) => {
  const [path = '', fragment = ''] = ref.split('#');
  const file = path === '' ? from : join(dirname(from), path);
  return { schema: pointer(load(file), fragment), file };
};

/** A stable seed per endpoint, so adding one endpoint does not change the others' inputs. */
const seedOf = (name: string): number => [...name].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, SEED);

type Fields = Record<string, unknown>;
interface Attempt { kind: string; fields?: unknown; raw?: { body: string; type?: string }; query?: string; headers?: Record<string, string> }

const HUGE = 'A'.repeat(200_000);
const UNICODE = ['\u0000', '\uD800', '\uDFFF', '\u202E\u2066', '👩‍👩‍👧‍👦', 'Z̤͔ͧ̑̓ä͢͞', '\uFEFF', '𝕏'.repeat(300), '\r\n\t'];
const NOT_JSON = ['{"a":', 'null', '[]', '"text"', '1e999', '\u0000', '{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}', '['.repeat(5000), '{"a":1}{"b":2}', 'undefined'];
const WRONG_TYPES = [
  { type: 'text/plain', body: 'username=demo01&password=x' },
  { type: 'application/x-www-form-urlencoded', body: 'username=demo01&password=Demo%401234&type=username' },
  { type: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--' },
  { type: 'application/xml', body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>' },
  { type: 'application/json; charset=utf-16', body: '{"a":1}' },
  { type: 'application/json', body: Buffer.from([0xff, 0xfe, 0x00]).toString('latin1') },
];
const BAD_TOKENS = ['Bearer ', 'Bearer x', `Bearer ${'9'.repeat(5000)}`, 'Basic ZGVtbzAxOkRlbW9AMTIzNA==', 'Bearer \' OR 1=1 --', 'Bearer %00', 'bearer\tabc'];
const RAW_QUERIES = ['%', '%E0%A4%A', 'a=%ZZ', 'token=x&token=y', '__proto__[x]=1', 'a[b][c]=1', `q=${'%41'.repeat(20_000)}`, 'pageSize=-1&page=1e99'];

/** Inputs for one endpoint: generated from its request schema, then malformed on purpose. */
function attempts(name: EndpointName): Attempt[] {
  const ep = CONTRACT[name];
  const file = join(API_DIR, `${ep.family}.schema.json`);
  const request = ep.request === undefined ? { type: 'object', properties: {} } : pointer(load(file), `definitions/${ep.request}`);
  // an endpoint that takes no input (trial accounts: each call creates one) gets only the malformed transports
  const runs = ep.request === undefined ? 0 : 1;
  const opts = (n: number) => ({ seed: seedOf(name), numRuns: Math.max(1, n * runs) });
  const valid = fc.sample(arbitraryOf(request, file, resolve), opts(14)) as Fields[];
  const properties = (request['properties'] ?? {}) as Record<string, JsonSchema>;
  const keys = Object.keys(properties);
  // each field at each of its edges, the others valid
  const boundary = Object.entries(properties).flatMap(([key, schema]) => edgesOf(schema, file, resolve).map((edge) => ({ ...valid[0], [key]: edge })));
  const junk = fc.sample(fc.anything({ maxDepth: 3, withNullPrototype: true, withBigInt: false }), opts(12));
  const out: Attempt[] = [
    ...valid.map((fields) => ({ kind: 'valid-shaped', fields })),
    ...boundary.map((fields) => ({ kind: 'boundary', fields })),
    { kind: 'missing fields', fields: {} },
    ...junk.map((value, i) => ({ kind: 'wrong types', fields: { ...valid[i % valid.length], ...Object.fromEntries(keys.map((k, j) => [k, (i + j) % 2 === 0 ? value : junk[(i + j) % junk.length]])) } })),
    ...junk.slice(0, 4).map((value) => ({ kind: 'nested junk', fields: value })),
    { kind: 'unknown fields', fields: { ...valid[0], [HUGE.slice(0, 300)]: 1, __proto__: { admin: true } } },
    ...(keys.length === 0 ? [] : [
      { kind: 'huge strings', fields: Object.fromEntries(keys.map((k) => [k, HUGE])) },
      ...UNICODE.map((u) => ({ kind: 'unicode', fields: Object.fromEntries(keys.map((k) => [k, u])) })),
    ]),
    ...BAD_TOKENS.map((token) => ({ kind: 'bad token', fields: valid[0], headers: { authorization: token } })),
    { kind: 'bad token', fields: valid[0], headers: { token: 'x'.repeat(300) } },
    ...RAW_QUERIES.map((query) => ({ kind: 'raw query', query })),
  ];
  if (ep.method !== 'GET' && ep.method !== 'DELETE') {
    out.push(...NOT_JSON.map((body) => ({ kind: 'non-JSON body', raw: { body, type: 'application/json' } })));
    out.push(...WRONG_TYPES.map((raw) => ({ kind: 'wrong content type', raw })));
    out.push({ kind: 'no content type', raw: { body: '{"a":1}' } });
    out.push({ kind: 'junk JWE', fields: { data: 'a.b.c.d.e' }, headers: { encryption: 'JWE' } });
    out.push({ kind: 'junk JWE', raw: { body: HUGE, type: 'text/plain' }, headers: { encryption: 'JWE' } });
  } else {
    out.push({ kind: 'body on a GET', raw: { body: '{"pageSize":"x"}', type: 'application/json' } });
  }
  return out;
}

/** Query string of generated fields the way a careless client would write them. */
function queryOf(fields: unknown): string {
  if (typeof fields !== 'object' || fields === null) return `value=${encodeURIComponent(String(fields))}`;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) {
    for (const item of Array.isArray(v) ? v : [v]) q.append(k, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
  }
  return q.toString();
}

describe('fuzz of every endpoint', () => {
  let s: TestSandbox;
  beforeAll(async () => { s = await startSandbox({ rateLimits: false }); });
  afterAll(() => s.close());

  it.each(Object.keys(CONTRACT) as EndpointName[])('%s: no 5xx, and every refusal is JSON with a code and a reason', async (name) => {
    const ep = CONTRACT[name];
    // a fresh session each time: the fuzz of one endpoint (logout, password change) must not end the next one's
    const token = ep.auth === 'none' ? undefined : await login(s.app, 'agent01', 'Agent@1234');
    const problems: string[] = [];
    for (const attempt of attempts(name)) {
      const headers: Record<string, string> = { ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), ...attempt.headers };
      const get = ep.method === 'GET' || ep.method === 'DELETE';
      const query = attempt.query ?? (get && attempt.fields !== undefined ? queryOf(attempt.fields) : '');
      let payload: string | undefined;
      if (attempt.raw !== undefined) {
        payload = attempt.raw.body;
        if (attempt.raw.type !== undefined) headers['content-type'] = attempt.raw.type;
      } else if (!get && attempt.fields !== undefined) {
        // a form endpoint's fields go as the urlencoded body it takes, as a careless client would write them
        payload = ep.form === true ? queryOf(attempt.fields) : JSON.stringify(attempt.fields);
        headers['content-type'] = ep.form === true ? 'application/x-www-form-urlencoded' : 'application/json';
      }
      const res = await s.app.inject({ method: ep.method, url: query === '' ? ep.path : `${ep.path}?${query}`, headers, ...(payload === undefined ? {} : { payload }) });
      const where = `${attempt.kind} ${JSON.stringify(attempt.fields ?? attempt.raw ?? attempt.query)?.slice(0, 160)}`;
      if (res.statusCode >= 500) problems.push(`${res.statusCode} for ${where}: ${res.body.slice(0, 200)}`);
      if (res.statusCode < 400) continue;
      let body: { success?: unknown; code?: unknown; message?: unknown } | undefined;
      try {
        body = JSON.parse(res.body) as typeof body;
      } catch {
        problems.push(`${res.statusCode} without a JSON body for ${where}: ${res.body.slice(0, 120)}`);
        continue;
      }
      if (body?.success !== false || typeof body.code !== 'string' || typeof body.message !== 'string' || body.message === '') {
        problems.push(`${res.statusCode} without code and reason for ${where}: ${res.body.slice(0, 160)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
