/** ajv validators for schemas/api (and the registration settings and merchant schemas they reference). */
import type { Ajv, ErrorObject, ValidateFunction } from 'ajv';
import { contractAjv, definitionRef } from '../lib/contract-schemas.ts';

const makeAjv = (coerce: boolean): Ajv => contractAjv({ allErrors: false, strict: false, coerceTypes: coerce, useDefaults: false });

export interface Validators {
  /** Query strings: values are coerced from strings. */
  query(family: string, name: string): ValidateFunction;
  /** JSON bodies and responses: no coercion. */
  strict(family: string, name: string): ValidateFunction;
}

let shared: Validators | undefined;

/**
 * The validators of schemas/api, compiled once per process and shared by every sandbox in it: the schemas do
 * not change under a running process, and compiling them took most of a sandbox's start (about 0.8 s of
 * 0.9 s; the node tests start dozens).
 */
export function createValidators(): Validators {
  shared ??= compileValidators();
  return shared;
}

function compileValidators(): Validators {
  const q = makeAjv(true);
  const s = makeAjv(false);
  const get = (ajv: Ajv, family: string, name: string): ValidateFunction => {
    const ref = definitionRef(family, name);
    const fn = ajv.getSchema(ref);
    if (fn === undefined) throw new Error(`no schema ${ref}`);
    return fn;
  };
  return { query: (f, n) => get(q, f, n), strict: (f, n) => get(s, f, n) };
}

/** One line naming the field and the rule it breaks. */
export function describeErrors(errors: ErrorObject[] | null | undefined, where: string): { message: string; field: string } {
  const e = errors?.[0];
  if (e === undefined) return { message: `${where} is invalid`, field: '' };
  const missing = e.keyword === 'required' ? String((e.params as { missingProperty?: string }).missingProperty ?? '') : '';
  const extra = e.keyword === 'additionalProperties' ? String((e.params as { additionalProperty?: string }).additionalProperty ?? '') : '';
  const path = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const field = missing || extra || path.split('.')[0] || '';
  const at = `${where}${path ? `.${path}` : ''}`;
  const text = missing ? `${at}.${missing} is required` : extra ? `${at}.${extra} is not allowed` : `${at} ${e.message ?? 'is invalid'}`;
  return { message: text, field };
}
