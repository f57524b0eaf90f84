/**
 * fast-check arbitraries from the API's JSON Schemas (schemas/api, draft-07): `arbitraryOf` makes values
 * of a schema's shape, `edgesOf` lists the values at and just past its limits.
 * Only these keywords are understood: type (one or a list), enum, const, pattern, min/maxLength,
 * minimum/maximum, items, min/maxItems, properties, required, additionalProperties, $ref, allOf, oneOf.
 */
import fc, { type Arbitrary } from 'fast-check';

export type JsonSchema = Record<string, unknown>;
/** Resolves a $ref met inside `from` (a family file) to the schema and the file it lives in. */
export type Resolve = (ref: string, from: string) => { schema: JsonSchema; file: string };

const typesOf = (s: JsonSchema): string[] => (Array.isArray(s['type']) ? s['type'] as string[] : typeof s['type'] === 'string' ? [s['type']] : []);
const num = (v: unknown, fallback: number): number => (typeof v === 'number' ? v : fallback);

function stringOf(s: JsonSchema): Arbitrary<string> {
  if (typeof s['pattern'] === 'string') return fc.stringMatching(new RegExp(s['pattern'] as string));
  const min = num(s['minLength'], 0);
  return fc.string({ minLength: min, maxLength: Math.min(num(s['maxLength'], 40), min + 40), unit: 'grapheme' });
}

function numberOf(s: JsonSchema, isInt: boolean): Arbitrary<number> {
  const min = num(s['minimum'], -1e6);
  const max = num(s['maximum'], 1e6);
  return isInt ? fc.integer({ min: Math.max(min, -1e9), max: Math.min(max, 1e9) }) : fc.double({ min, max, noNaN: true });
}

/** The schema a $ref or allOf wrapper stands for, with the file it lives in. */
function unwrap(schema: JsonSchema, file: string, resolve: Resolve): { schema: JsonSchema; file: string } {
  if (typeof schema['$ref'] === 'string') {
    const target = resolve(schema['$ref'] as string, file);
    return unwrap(target.schema, target.file, resolve);
  }
  if (Array.isArray(schema['allOf'])) return unwrap((schema['allOf'] as JsonSchema[])[0] ?? {}, file, resolve);
  return { schema, file };
}

/** Values at and just past the limits of `schema`, and of the neighbouring types. */
export function edgesOf(schema: JsonSchema, file: string, resolve: Resolve): unknown[] {
  const s = unwrap(schema, file, resolve).schema;
  if (Array.isArray(s['enum'])) return [...(s['enum'] as unknown[]), 'NOT_IN_ENUM', ''];
  return typesOf(s).flatMap((type): unknown[] => {
    switch (type) {
      case 'string': {
        const min = num(s['minLength'], 0);
        const max = num(s['maxLength'], 1000);
        return ['', 'x'.repeat(Math.max(0, min - 1)), 'x'.repeat(min), 'é'.repeat(Math.min(max, 5000)), 'x'.repeat(Math.min(max + 1, 100_001)), ' ', '0', 'null'];
      }
      case 'integer':
      case 'number': {
        const min = num(s['minimum'], -(2 ** 31));
        const max = num(s['maximum'], 2 ** 31);
        return [min, max, min - 1, max + 1, 0, -1, 0.5, 2 ** 53 + 1, -(2 ** 53) - 1, 1e308, '1', '1e3', 'NaN'];
      }
      case 'boolean': return [true, false, 'true', 0, 1];
      case 'array': return [[], Array.from({ length: num(s['maxItems'], 50) + 1 }, () => 'x'), [null], 'x'];
      case 'object': return [{}, [], 'x'];
      default: return [null];
    }
  });
}

/** An arbitrary of the values `schema` (inside family file `file`) describes. */
export function arbitraryOf(schema: JsonSchema, file: string, resolve: Resolve, depth = 0): Arbitrary<unknown> {
  const next = (s: JsonSchema, f = file) => arbitraryOf(s, f, resolve, depth + 1);
  if (depth > 8) return fc.constant(null);
  if (typeof schema['$ref'] === 'string') {
    const target = resolve(schema['$ref'] as string, file);
    return next(target.schema, target.file);
  }
  if (Array.isArray(schema['allOf'])) return next((schema['allOf'] as JsonSchema[])[0] ?? {});
  if (Array.isArray(schema['oneOf'])) return fc.oneof(...(schema['oneOf'] as JsonSchema[]).map((s) => next(s)));
  if ('const' in schema) return fc.constant(schema['const']);
  if (Array.isArray(schema['enum'])) return fc.constantFrom(...(schema['enum'] as unknown[]));
  const kinds = typesOf(schema).map((type): Arbitrary<unknown> => {
    switch (type) {
      case 'string': return stringOf(schema);
      case 'integer': return numberOf(schema, true);
      case 'number': return numberOf(schema, false);
      case 'boolean': return fc.boolean();
      case 'null': return fc.constant(null);
      case 'array': {
        const items = next((schema['items'] as JsonSchema | undefined) ?? {});
        return fc.array(items, { minLength: num(schema['minItems'], 0), maxLength: Math.min(num(schema['maxItems'], 4), 4) });
      }
      case 'object': {
        const props = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
        const required = (schema['required'] ?? []) as string[];
        const shape = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, next(v)]));
        const extra = schema['additionalProperties'];
        if (Object.keys(props).length === 0 && typeof extra === 'object' && extra !== null) return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), next(extra as JsonSchema), { maxKeys: 4 });
        return fc.record(shape, { requiredKeys: required.filter((k) => k in shape) });
      }
      default: return fc.anything();
    }
  });
  return kinds.length === 0 ? fc.anything({ maxDepth: 2 }) : fc.oneof(...kinds);
}
