/** Tiny helpers that keep the API schema source (schema-source.ts) readable. Output is draft-07. */
export type Schema = Record<string, unknown>;

export const str = (description: string, extra: Schema = {}): Schema => ({ type: 'string', description, ...extra });
export const int = (description: string, extra: Schema = {}): Schema => ({ type: 'integer', description, ...extra });
export const num = (description: string, extra: Schema = {}): Schema => ({ type: 'number', description, ...extra });
export const bool = (description: string): Schema => ({ type: 'boolean', description });
export const yn = (description: string): Schema => ({ type: 'string', enum: ['Y', 'N'], description });
export const arr = (items: Schema, description: string, extra: Schema = {}): Schema => ({ type: 'array', items, description, ...extra });
export const ref = (name: string, description?: string): Schema =>
  description === undefined ? { $ref: `#/definitions/${name}` } : { allOf: [{ $ref: `#/definitions/${name}` }], description };
export const nullable = (schema: Schema): Schema => ({ ...schema, type: [schema['type'] as string, 'null'] });

/** A closed object: every listed property allowed, `required` names the mandatory ones. */
export function obj(description: string, properties: Record<string, Schema>, required: readonly string[] = []): Schema {
  return { type: 'object', description, additionalProperties: false, required: [...required], properties };
}

/** A map with free keys and values of one shape. */
export const map = (values: Schema, description: string): Schema => ({ type: 'object', description, additionalProperties: values });

/** The platform's response envelope around `value` (SPEC 3, 7: data.success, data.value). */
export function envelope(description: string, value: Schema | null): Schema {
  const properties: Record<string, Schema> = {
    success: { type: 'boolean', const: true, description: 'True for a successful answer; failures use ErrorResponse of common.schema.json.' },
    code: str('Result code, when the platform gives one.'),
    message: str('Human readable result text, when the platform gives one.'),
  };
  if (value !== null) properties['value'] = value;
  return obj(description, properties, value === null ? ['success'] : ['success', 'value']);
}

/** Whole family file: named definitions plus a root object that lists them so every one gets a type. */
export function family(name: string, title: string, description: string, definitions: Record<string, Schema>): Schema {
  const titled: Record<string, Schema> = {};
  for (const [key, def] of Object.entries(definitions)) titled[key] = { title: key, ...def };
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: `https://whitelabel.local/schemas/api/${name}.schema.json`,
    title,
    description: `${description} The root object only indexes the shapes of this family; it is never sent on the wire.`,
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(Object.keys(definitions).map((key) => [key, { $ref: `#/definitions/${key}` }])),
    definitions: titled,
  };
}
