/**
 * The schema the form is drawn from: schemas/merchant.schema.json with each layout slot's item written out
 * (`allOf: [layoutItem]` plus its type list), and the recursive `when` condition as a plain object the form
 * edits as JSON text: rjsf resolved the recursion of every item's condition on every render, about ten seconds
 * a keystroke over a brand's layout. The server still checks every condition against the real schema.
 */
import type { RJSFSchema } from '@rjsf/utils';
import merchantSchema from '../../../schemas/merchant.schema.json';

type Schema = Record<string, unknown> & { properties?: Record<string, unknown>; allOf?: { $ref?: string }[] };

function flattenItems(defs: Record<string, Schema>): Record<string, Schema> {
  const base = defs['layoutItem'];
  return Object.fromEntries(Object.entries(defs).map(([name, def]) => {
    if (base === undefined || def.allOf?.length !== 1 || def.allOf[0]?.$ref !== '#/$defs/layoutItem') return [name, def];
    const { allOf: _allOf, ...rest } = def;
    return [name, { ...base, ...rest, properties: { ...base.properties, ...rest.properties } }];
  }));
}

const CONDITION_REF = '#/$defs/condition';

/** Every `{ "$ref": "#/$defs/condition" }` as a plain object with the condition's description. */
function withoutRecursion(node: unknown, description: string): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutRecursion(item, description));
  if (typeof node !== 'object' || node === null) return node;
  const schema = node as Schema;
  if (schema['$ref'] === CONDITION_REF) return { type: 'object', description };
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, withoutRecursion(value, description)]));
}

const source = merchantSchema as unknown as Schema & { $defs: Record<string, Schema> };
const { condition, ...defs } = source.$defs;

export const FORM_SCHEMA = withoutRecursion({ ...source, $defs: flattenItems(defs) }, String(condition?.['description'] ?? '')) as RJSFSchema;
