/**
 * One validator per settings version (issue 5 point 3). Schemas precompiled by
 * scripts/gen-register-validators.ts are used as they are (no eval: the strict CSP holds); a
 * settings version the build has not seen falls back to ajv's runtime compiler, loaded only then.
 */
import { hashForSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';
import type { RegisterSchema } from './schema.ts';

const precompiled = import.meta.glob<ValidatorFunctions>('./validators/*.cjs');
const runtime = new Map<string, Promise<ValidatorType>>();
const byVariant = new Map<string, Promise<ValidatorType>>();

async function runtimeValidator(version: string): Promise<ValidatorType> {
  let found = runtime.get(version);
  if (found === undefined) {
    found = import('@rjsf/validator-ajv8/lib/customizeValidator.js').then((m) => m.default());
    runtime.set(version, found);
  }
  return found;
}

/** The validator of a settings version for this schema; compiled (or loaded) once. */
export function validatorFor(version: string, schema: RegisterSchema): Promise<ValidatorType> {
  const hash = hashForSchema(schema as RJSFSchema);
  const key = `${version}:${hash}`;
  let found = byVariant.get(key);
  if (found === undefined) {
    const load = precompiled[`./validators/${hash}.cjs`];
    found = load === undefined
      ? runtimeValidator(version)
      : load().then((fns) => createPrecompiledValidator(((fns as { default?: ValidatorFunctions }).default ?? fns), schema as RJSFSchema));
    byVariant.set(key, found);
  }
  return found;
}

/** Whether this schema has a precompiled validator (tests and the bench read it). */
export function isPrecompiled(schema: RegisterSchema): boolean {
  return precompiled[`./validators/${hashForSchema(schema as RJSFSchema)}.cjs`] !== undefined;
}
