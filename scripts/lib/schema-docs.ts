/**
 * Reading JSON Schemas for the reference pages of docs/reference (scripts/gen-docs.ts): `$ref`s followed
 * (within a file and across files), `allOf` merged, and a schema's type said in one line of Markdown.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ROOT } from './paths.ts';

export type Schema = { readonly [key: string]: unknown };

export const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

const files = new Map<string, Schema>();

/** A schema file, parsed once per run. */
export function readSchema(file: string): Schema {
  let schema = files.get(file);
  if (schema === undefined) {
    schema = JSON.parse(readFileSync(file, 'utf8')) as Schema;
    files.set(file, schema);
  }
  return schema;
}

/** The definition a `$ref` names: its schema, the file it lives in, a key unique to it and its name (title, else its key). */
export interface Target { readonly schema: Schema; readonly file: string; readonly id: string; readonly name: string }

export function resolveRef(ref: string, file: string): Target {
  const [path = '', pointer = ''] = ref.split('#');
  const target = path === '' ? file : join(dirname(file), path);
  const keys = pointer.split('/').filter(Boolean).map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
  let at: unknown = readSchema(target);
  for (const key of keys) at = isSchema(at) ? at[key] : undefined;
  if (!isSchema(at)) throw new Error(`${relative(ROOT, file)}: $ref ${ref} names no schema`);
  const name = typeof at['title'] === 'string' ? at['title'] : (keys.at(-1) ?? relative(ROOT, target));
  return { schema: at, file: target, id: `${relative(ROOT, target)}#${pointer}`, name };
}

export interface Property { readonly name: string; readonly schema: Schema; readonly file: string }

/**
 * A schema with its `$ref` followed and its `allOf` merged. `schema` holds the keywords (the referring
 * site's annotations win over the definition's); nested schemas (items, variants, map values) resolve
 * against `file`; `properties` keep schema order (an `allOf` member's first, a property declared again
 * beside the `allOf` replacing the member's in place).
 */
export interface Node {
  readonly schema: Schema;
  readonly file: string;
  /** The named definition it is, when it came through a `$ref` (or an `allOf` of one `$ref` alone). */
  readonly ref?: Target;
  readonly properties: readonly Property[];
  readonly required: ReadonlySet<string>;
}

const STRUCTURE = new Set(['$ref', 'allOf', 'properties', 'required']);

/** The `$ref` a schema stands for: its own, or that of an `allOf` holding one `$ref` and nothing else beside annotations. */
function refOf(schema: Schema): string | undefined {
  if (typeof schema['$ref'] === 'string') return schema['$ref'];
  const allOf = schema['allOf'];
  if (!Array.isArray(allOf) || allOf.length !== 1 || schema['properties'] !== undefined) return undefined;
  const only: unknown = allOf[0];
  return isSchema(only) && typeof only['$ref'] === 'string' && Object.keys(only).length === 1 ? only['$ref'] : undefined;
}

export function expand(schema: Schema, file: string): Node {
  const ref = refOf(schema);
  const own = Object.fromEntries(Object.entries(schema).filter(([key]) => !STRUCTURE.has(key)));
  if (ref !== undefined) {
    const target = resolveRef(ref, file);
    const inner = expand(target.schema, target.file);
    return { ...inner, schema: { ...inner.schema, ...own }, ref: target };
  }
  const properties: Property[] = [];
  const required = new Set<string>();
  const add = (node: Pick<Node, 'properties' | 'required'>): void => {
    for (const property of node.properties) {
      const at = properties.findIndex((known) => known.name === property.name);
      if (at === -1) properties.push(property);
      else properties[at] = property;
    }
    for (const name of node.required) required.add(name);
  };
  let merged: Schema = {};
  for (const member of Array.isArray(schema['allOf']) ? (schema['allOf'] as unknown[]) : []) {
    if (!isSchema(member)) continue;
    const node = expand(member, file);
    merged = { ...merged, ...node.schema };
    add(node);
  }
  const ownProperties = isSchema(schema['properties']) ? Object.entries(schema['properties']) : [];
  add({
    properties: ownProperties.flatMap(([name, value]) => (isSchema(value) ? [{ name, schema: value, file }] : [])),
    required: new Set(Array.isArray(schema['required']) ? schema['required'].filter((name): name is string => typeof name === 'string') : []),
  });
  return { schema: { ...merged, ...own }, file, properties, required };
}

/** Inline code, fenced with more backticks than the text holds. */
export function code(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return longest === 0 ? `${fence}${text}${fence}` : `${fence} ${text} ${fence}`;
}

/**
 * Text fit for a cell of a Markdown table: one line, pipes escaped (also inside code spans, as GFM
 * tables read them), and `<` outside code spans written as an entity so that `merchants/<code>/` stays text.
 */
export function cell(text: string): string {
  const oneLine = text.replace(/\s*\n\s*/g, ' ').trim();
  return oneLine
    .split(/(`+[^`]*`+)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/&(?=[a-zA-Z#])/g, '&amp;').replace(/</g, '&lt;')))
    .join('')
    .replace(/\|/g, '\\|');
}

/** Prose outside a table: `<` kept as text, as in cell(). */
export function prose(text: string): string {
  return cell(text).replace(/\\\|/g, '|');
}

export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string[] {
  return [`| ${headers.join(' | ')} |`, `|${headers.map(() => ' --- |').join('')}`, ...rows.map((row) => `| ${row.join(' | ')} |`)];
}

/** An anchor id: lower case, runs of anything else than letters and digits as one dash. */
export const slug = (...parts: string[]): string => parts.join('-').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

const json = (value: unknown): string => JSON.stringify(value);

/** The constraints a schema puts on its value, in words: lengths, bounds, pattern, item counts. */
function constraints(schema: Schema): string[] {
  const out: string[] = [];
  const range = (min: unknown, max: unknown, unit: string): void => {
    const low = typeof min === 'number' ? min : undefined;
    const high = typeof max === 'number' ? max : undefined;
    const units = (n: number): string => `${unit}${n === 1 ? '' : 's'}`;
    if (unit === '' && low !== undefined && high !== undefined) out.push(`${low}–${high}`);
    else if (unit === '' && low !== undefined) out.push(`≥ ${low}`);
    else if (unit === '' && high !== undefined) out.push(`≤ ${high}`);
    else if (high === 0) out.push('empty');
    else if (low !== undefined && low === high) out.push(`exactly ${low} ${units(low)}`);
    else if (low !== undefined && high !== undefined) out.push(`${low}–${high} ${units(high)}`);
    else if (low !== undefined && low > 0) out.push(`at least ${low} ${units(low)}`);
    else if (high !== undefined) out.push(`at most ${high} ${units(high)}`);
  };
  range(schema['minimum'], schema['maximum'], '');
  if (typeof schema['exclusiveMinimum'] === 'number') out.push(`> ${schema['exclusiveMinimum']}`);
  if (typeof schema['exclusiveMaximum'] === 'number') out.push(`< ${schema['exclusiveMaximum']}`);
  range(schema['minLength'], schema['maxLength'], 'char');
  range(schema['minItems'], schema['maxItems'], 'item');
  range(schema['minProperties'], schema['maxProperties'], 'property');
  if (schema['uniqueItems'] === true) out.push('unique');
  if (typeof schema['format'] === 'string') out.push(`format ${schema['format']}`);
  if (typeof schema['pattern'] === 'string') out.push(`pattern ${code(schema['pattern'])}`);
  return out;
}

/**
 * How a page names a definition instead of describing it (the contract page links each family's
 * definitions); undefined describes it in place.
 */
export type Namer = (node: Node) => string | undefined;

export interface TypeOptions {
  readonly name?: Namer;
  /** Array items and map values said by their name or base type alone (their own row says the rest). */
  readonly shortItems?: boolean;
}

/** The JSON type(s) of a schema, without constraints: `string`, `integer or null`, `object`. */
export function baseType(node: Node): string {
  const { schema } = node;
  const type = schema['type'];
  if (Array.isArray(type)) return type.join(' or ');
  if (typeof type === 'string') return type;
  if ('const' in schema) return typeof schema['const'] === 'object' ? 'null' : typeof schema['const'];
  if (Array.isArray(schema['enum'])) return [...new Set(schema['enum'].map((value) => (value === null ? 'null' : typeof value)))].join(' or ');
  if (node.properties.length > 0) return 'object';
  return 'any';
}

const variantsOf = (schema: Schema): { keyword: string; variants: Schema[] } | undefined => {
  for (const keyword of ['oneOf', 'anyOf']) {
    const list = schema[keyword];
    if (Array.isArray(list)) return { keyword, variants: list.filter(isSchema) };
  }
  return undefined;
};

/** A schema's type in one line: base type, its definition's name, allowed values, constraints; arrays and maps by their items. */
export function typeText(node: Node, options: TypeOptions = {}): string {
  const named = node.ref === undefined ? undefined : options.name?.(node);
  if (named !== undefined) return named;
  const { schema } = node;
  const variants = variantsOf(schema);
  if (variants !== undefined) {
    const said = variants.variants.map((variant) => typeText(expand(variant, node.file), options));
    return `${variants.keyword === 'oneOf' ? 'one of' : 'any of'}: ${said.map((text, index) => `(${index + 1}) ${text}`).join('; ')}`;
  }
  const base = baseType(node);
  let head = node.ref === undefined ? base : `${base} (${node.ref.name})`;
  const parts: string[] = [];
  if ('const' in schema) parts.push(`always ${code(json(schema['const']))}`);
  if (Array.isArray(schema['enum'])) parts.push(`one of ${schema['enum'].map((value) => code(typeof value === 'string' ? value : json(value))).join(', ')}`);
  parts.push(...constraints(schema));
  // Items and map values short enough (no comma) read as `array of X`; longer ones follow after a semicolon.
  let tail = '';
  const items = schema['items'];
  if (base.includes('array') && isSchema(items)) {
    const text = itemType(expand(items, node.file), options);
    if (text.includes(',')) tail = `; items: ${text}`;
    else head = `${head} of ${text}`;
  }
  const values = schema['additionalProperties'];
  if (isSchema(values)) {
    const keys = isSchema(schema['propertyNames']) ? expand(schema['propertyNames'], node.file) : undefined;
    const keyText = keys === undefined ? 'string' : (keys.ref?.name ?? baseType(keys));
    const text = itemType(expand(values, node.file), options);
    if (text.includes(',')) tail = `; keys: ${keyText}; values: ${text}`;
    else head = `${head}: ${keyText} → ${text}`;
  }
  return `${[head, ...parts].join(', ')}${tail}`;
}

function itemType(node: Node, options: TypeOptions): string {
  if (!options.shortItems) return typeText(node, options);
  const named = node.ref === undefined ? undefined : options.name?.(node);
  if (named !== undefined) return named;
  return node.ref?.name ?? baseType(node);
}

/** The description of a schema, or empty. */
export const descriptionOf = (schema: Schema): string => (typeof schema['description'] === 'string' ? schema['description'] : '');
