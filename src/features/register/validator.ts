/**
 * One validator per form schema (DESIGN 4). A schema the build saw (a merchant's
 * registration.json) has ajv code precompiled by scripts/gen-register-validators.ts under
 * src/generated/register-validators/: the fast path. Any other settings version the platform sends is
 * validated by reading its schema (interpreting-validator.ts). Neither compiles code at run time, so
 * both work under the strict CSP, in the dev server and in the build.
 */
import { hashForSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';
import { interpretSchema, type SchemaValidateFunction } from './interpreting-validator.ts';
import type { RegisterSchema } from './schema.ts';

// Stryker disable next-line all: import.meta.glob takes literals that Vite reads at build time
const precompiled = import.meta.glob<SchemaValidateFunction>('../../generated/register-validators/*.js', { import: 'validate' });
const byHash = new Map<string, Promise<ValidatorType>>();

function precompiledLoader(hash: string) {
  return precompiled[`../../generated/register-validators/schema-${hash}.js`];
}

/** The validate function of a schema: the precompiled one when the build made it, else the interpreter. */
export async function validateFunctionFor(schema: RegisterSchema): Promise<SchemaValidateFunction> {
  const load = precompiledLoader(hashForSchema(schema as RJSFSchema));
  return load === undefined ? interpretSchema(schema) : load();
}

/** The rjsf validator of this form schema; made once per schema. */
export function validatorFor(schema: RegisterSchema): Promise<ValidatorType> {
  const hash = hashForSchema(schema as RJSFSchema);
  let found = byHash.get(hash);
  if (found === undefined) {
    found = validateFunctionFor(schema).then((validate) => createPrecompiledValidator({ [hash]: validate } as unknown as ValidatorFunctions, schema as RJSFSchema));
    byHash.set(hash, found);
  }
  return found;
}

/** Whether this schema has a precompiled validator (tests and the bench read it). */
export function isPrecompiled(schema: RegisterSchema): boolean {
  return precompiledLoader(hashForSchema(schema as RJSFSchema)) !== undefined;
}
