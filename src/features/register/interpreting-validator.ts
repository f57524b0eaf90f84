/**
 * Validates registration data by reading the form's JSON Schema, with no code compiled at run time
 * (the strict CSP has no 'unsafe-eval'): the path for every settings version the build never saw
 * (DESIGN 4). It reads exactly the keywords schema.ts writes (type, properties,
 * required, minLength, maxLength, pattern) and reports ajv's error objects in ajv's order and words,
 * so rjsf and messages.ts treat both validators alike; tests hold it to ajv's precompiled output.
 */
import type { ErrorObject } from 'ajv';
import type { RegisterSchema, StringSchema } from './schema.ts';

/** The shape rjsf's precompiled validator calls: ajv's `ValidateFunction` without the compiler's extras. */
export interface SchemaValidateFunction {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** Length in code points, as ajv counts it (a surrogate pair is one character). */
function lengthOf(value: string): number {
  return [...value].length;
}

/**
 * A platform pattern this browser cannot read is left out, not applied as "never matches": the
 * platform still checks the field when the form is sent, and one bad setting must not lock players
 * out of registering.
 */
function compilePattern(pattern: string): RegExp | undefined {
  let compiled: RegExp | undefined;
  try {
    compiled = new RegExp(pattern, 'u');
  } catch {
    // left out, as said above
  }
  return compiled;
}

function propertyErrors(name: string, schema: StringSchema, pattern: RegExp | undefined, value: unknown): ErrorObject[] {
  const at = { instancePath: `/${name}`, parentSchema: schema, data: value };
  const path = `#/properties/${name}`;
  if (typeof value !== 'string') {
    return [{ ...at, schemaPath: `${path}/type`, keyword: 'type', params: { type: 'string' }, message: 'must be string', schema: 'string' }];
  }
  const errors: ErrorObject[] = [];
  const length = lengthOf(value);
  // Stryker disable next-line ConditionalExpression: equivalent, a length is never above or below undefined
  if (schema.maxLength !== undefined && length > schema.maxLength) {
    errors.push({ ...at, schemaPath: `${path}/maxLength`, keyword: 'maxLength', params: { limit: schema.maxLength }, message: `must NOT have more than ${schema.maxLength} characters`, schema: schema.maxLength });
  }
  // Stryker disable next-line ConditionalExpression: equivalent, as above
  if (schema.minLength !== undefined && length < schema.minLength) {
    errors.push({ ...at, schemaPath: `${path}/minLength`, keyword: 'minLength', params: { limit: schema.minLength }, message: `must NOT have fewer than ${schema.minLength} characters`, schema: schema.minLength });
  }
  // Stryker disable next-line ConditionalExpression: equivalent, no schema pattern means no compiled one
  if (schema.pattern !== undefined && pattern !== undefined && !pattern.test(value)) {
    errors.push({ ...at, schemaPath: `${path}/pattern`, keyword: 'pattern', params: { pattern: schema.pattern }, message: `must match pattern "${schema.pattern}"`, schema: schema.pattern });
  }
  return errors;
}

/** A validate function for one form schema; patterns are read once, here. */
export function interpretSchema(schema: RegisterSchema): SchemaValidateFunction {
  const fields = Object.entries(schema.properties).map(([name, property]) => ({
    // Stryker disable next-line ConditionalExpression: equivalent, a pattern compiled from nothing is never applied (see propertyErrors)
    name, property, pattern: property.pattern === undefined ? undefined : compilePattern(property.pattern),
  }));
  const validate: SchemaValidateFunction = (data: unknown): boolean => {
    const errors: ErrorObject[] = [];
    if (data !== null && typeof data === 'object' && !Array.isArray(data)) {
      const record = data as Record<string, unknown>;
      for (const name of schema.required) {
        if (record[name] === undefined) {
          errors.push({ instancePath: '', schemaPath: '#/required', keyword: 'required', params: { missingProperty: name }, message: `must have required property '${name}'`, schema: schema.required, parentSchema: schema, data });
        }
      }
      for (const { name, property, pattern } of fields) {
        if (record[name] !== undefined) errors.push(...propertyErrors(name, property, pattern, record[name]));
      }
    } else {
      errors.push({ instancePath: '', schemaPath: '#/type', keyword: 'type', params: { type: 'object' }, message: 'must be object', schema: 'object', parentSchema: schema, data });
    }
    // Stryker disable next-line ConditionalExpression: equivalent, rjsf reads an empty error list as no errors
    validate.errors = errors.length === 0 ? null : errors;
    return errors.length === 0;
  };
  validate.errors = null;
  return validate;
}
