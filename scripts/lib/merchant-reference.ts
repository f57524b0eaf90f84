/**
 * docs/reference/merchant-config.md from schemas/merchant.schema.json (issue 34 point 2): every field of a
 * merchant.json by its JSON path, in schema order under a heading per top-level property, with its type,
 * whether it is required, its default, an example and its description. `$ref`s are followed and `allOf`s
 * merged (a layout item is the layout item fields with its slot's types); the variants of a `oneOf` or
 * `anyOf` are listed in its type, and the fields of an object variant have rows; a definition that
 * contains itself (a `when` condition's `all`, `any`, `not`) is described once per place and then named.
 * Examples come from merchants/ttslot/merchant.json where the schema has none, so a change there needs
 * `npm run gen` too (gen:check says so).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { generatedMarkdownBanner } from './generated-banner.ts';
import { MERCHANTS_DIR, ROOT, SCHEMAS_DIR } from './paths.ts';
import { baseType, cell, code, descriptionOf, expand, isSchema, type Node, prose, readSchema, slug, table, typeText } from './schema-docs.ts';

export const MERCHANT_SCHEMA_FILE = join(SCHEMAS_DIR, 'merchant.schema.json');
/** The brand whose values serve as examples where the schema gives none. */
export const EXAMPLE_MERCHANT = 'ttslot';

interface Row { path: string; type: string; required: string; defaultValue: string; example: string; description: string }

/** Longest example shown; a longer one is cut with an ellipsis. */
const EXAMPLE_MAX = 60;

const exampleText = (value: unknown): string => {
  const text = JSON.stringify(value);
  return code(text.length > EXAMPLE_MAX ? `${text.slice(0, EXAMPLE_MAX - 1)}…` : text);
};

/** The first value at a path (`[]` steps into every item) of the example config. */
function valueAt(config: unknown, path: readonly string[]): unknown {
  let values: unknown[] = [config];
  for (const step of path) {
    values = step === '[]'
      ? values.flatMap((value) => (Array.isArray(value) ? value : []))
      : values.flatMap((value) => (isSchema(value) && Object.hasOwn(value, step) ? [value[step]] : []));
  }
  return values[0];
}

const pathText = (path: readonly string[]): string => path.map((step, index) => (step === '[]' || index === 0 ? step : `.${step}`)).join('');

class Walker {
  readonly rows: Row[] = [];
  /** Definitions being described, by id, with the path where their description began. */
  private readonly open = new Map<string, string>();
  private readonly config: unknown;

  constructor(config: unknown) {
    this.config = config;
  }

  /** One row for the field at `path`, then rows for its fields, items and map keys. */
  field(node: Node, path: string[], required: string): void {
    const { schema } = node;
    const again = node.ref === undefined ? undefined : this.open.get(node.ref.id);
    const children = again === undefined ? this.children(node, path) : [];
    const leaf = children.length === 0;
    const items = isSchema(schema['items']) ? expand(schema['items'], node.file) : undefined;
    const itemRow = items !== undefined && this.wantsItemRow(items);
    const type = again === undefined || node.ref === undefined ? typeText(node, { shortItems: itemRow }) : `${baseType(node)} (${node.ref.name}): as ${code(again)}`;
    const examples = Array.isArray(schema['examples']) ? schema['examples'] : undefined;
    const example = examples !== undefined && examples.length > 0 ? examples[0] : 'example' in schema ? schema['example'] : leaf ? valueAt(this.config, path) : undefined;
    this.rows.push({
      path: code(pathText(path)),
      type: cell(type),
      required,
      defaultValue: 'default' in schema ? exampleText(schema['default']) : '',
      example: example === undefined ? '' : exampleText(example),
      description: cell(descriptionOf(schema)),
    });
    if (again !== undefined) return;
    if (node.ref !== undefined) this.open.set(node.ref.id, pathText(path));
    for (const child of children) child();
    if (node.ref !== undefined) this.open.delete(node.ref.id);
  }

  /** Scalar items of an array are said in the array's row unless they carry a name or description of their own. */
  private wantsItemRow(items: Node): boolean {
    return items.properties.length > 0 || items.ref !== undefined || descriptionOf(items.schema) !== '';
  }

  /** What follows a field's row: its properties, its items (`path[]`), the keys of a map whose keys are listed. */
  private children(node: Node, path: string[]): (() => void)[] {
    const { schema } = node;
    const out: (() => void)[] = node.properties.map((property) => () => {
      this.field(expand(property.schema, property.file), [...path, property.name], node.required.has(property.name) ? 'yes' : 'no');
    });
    // The fields of oneOf / anyOf variants that are objects, after the node's own (a name said once).
    const seen = new Set(node.properties.map((property) => property.name));
    for (const variant of [schema['oneOf'], schema['anyOf']].flatMap((list) => (Array.isArray(list) ? list.filter(isSchema) : []))) {
      const expanded = expand(variant, node.file);
      for (const property of expanded.properties.filter((known) => !seen.has(known.name))) {
        seen.add(property.name);
        out.push(() => this.field(expand(property.schema, property.file), [...path, property.name], expanded.required.has(property.name) ? 'in its variant' : 'no'));
      }
    }
    const items = isSchema(schema['items']) ? expand(schema['items'], node.file) : undefined;
    if (items !== undefined && this.wantsItemRow(items)) out.push(() => this.field(items, [...path, '[]'], '—'));
    const values = schema['additionalProperties'];
    const keys = isSchema(schema['propertyNames']) ? expand(schema['propertyNames'], node.file) : undefined;
    const listed = keys !== undefined && Array.isArray(keys.schema['enum']) ? (keys.schema['enum'] as unknown[]) : [];
    if (isSchema(values) && listed.length > 0) {
      const described: unknown = keys?.schema['enumDescriptions'];
      const notes: unknown[] = Array.isArray(described) ? described : [];
      for (const [index, key] of listed.entries()) {
        out.push(() => {
          const note = notes[index];
          const value = expand(values, node.file);
          this.field({ ...value, schema: { ...value.schema, ...(typeof note === 'string' ? { description: note } : {}) } }, [...path, String(key)], '—');
        });
      }
    }
    return out;
  }
}

/** The page's text. */
export function renderMerchantReference(schemaFile: string = MERCHANT_SCHEMA_FILE, merchantsDir: string = MERCHANTS_DIR): string {
  const root = expand(readSchema(schemaFile), schemaFile);
  const exampleFile = join(merchantsDir, EXAMPLE_MERCHANT, 'merchant.json');
  const config: unknown = existsSync(exampleFile) ? JSON.parse(readFileSync(exampleFile, 'utf8')) : {};
  const source = relative(ROOT, schemaFile);
  const lines = [
    generatedMarkdownBanner(schemaFile, 'the schema', 'scripts/gen-docs.ts'),
    '',
    '# Merchant config reference',
    '',
    `Every field of \`merchants/<code>/merchant.json\`, read from [${source}](../../${source}) (the schema a config is`,
    'validated against; its descriptions are the text below), in schema order under a heading per top-level',
    'property. How to add a brand is in [merchants.md](../merchants.md).',
    '',
    '- Field: the JSON path; `[]` is any item of an array, and a map whose keys are listed (`whitelabel`,',
    '  `modules`) has a row per key.',
    '- Type: the JSON type, the name of the definition it comes from in parentheses, the values allowed',
    '  (`one of`) and the constraints the schema puts on it.',
    '- Required: whether the object holding the field must have it (after `extends` is merged); `—` for an',
    '  item or a map key, where the parent row says what is needed.',
    `- Default: the schema's \`default\`. Example: the schema's example, else the value at that path in`,
    `  \`merchants/${EXAMPLE_MERCHANT}/merchant.json\` (the first item's, through arrays).`,
    '',
    '## Sections',
    '',
    ...root.properties.map((property) => `- [${property.name}](#${slug(property.name)})`),
  ];
  for (const property of root.properties) {
    const walker = new Walker(config);
    walker.field(expand(property.schema, property.file), [property.name], root.required.has(property.name) ? 'yes' : 'no');
    const rows = walker.rows.map((row) => [row.path, row.type, row.required, row.defaultValue, row.example, row.description]);
    lines.push('', `## <a id="${slug(property.name)}"></a>${prose(property.name)}`, '', ...table(['Field', 'Type', 'Required', 'Default', 'Example', 'Description'], rows));
  }
  return `${lines.join('\n')}\n`;
}
