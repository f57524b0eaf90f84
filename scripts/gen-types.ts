// npm run gen: checks the platform contract (schemas/api: its endpoints.json and the schemas it names), then
// writes src/generated/ from schemas/ with json-schema-to-typescript, and from schemas/api/endpoints.json the
// client's endpoint table (src/generated/api/endpoints.ts) and the endpoint map (endpoint-map.ts), and from
// schemas/api/errors.json the error codes (src/generated/api/errors.ts).
// npm run gen:check: the same check, then exits 1 and names the stale files when src/generated/ is out of date.
// GENERATED_DIR points it at another folder (tests check a scratch copy).
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { checkContractSchemas } from './lib/contract-schemas.ts';
import { readEndpointContract, readErrorCatalogue } from './lib/endpoint-contract.ts';
import { renderEndpointMap } from './lib/endpoint-map.ts';
import { renderEndpointTable } from './lib/endpoint-table.ts';
import { renderErrorTable } from './lib/error-table.ts';
import { generatedBanner } from './lib/generated-banner.ts';
import { ROOT, SCHEMAS_DIR } from './lib/paths.ts';

const OUT_DIR = resolve(ROOT, process.env['GENERATED_DIR'] ?? join('src', 'generated'));

function schemaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return schemaFiles(full);
    return entry.name.endsWith('.schema.json') ? [full] : [];
  });
}

/** The type files under src/generated (the register validators beside them are gen-register-validators' own). */
function generatedFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return generatedFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

type Node = Record<string, unknown>;
const ANNOTATIONS = new Set(['description', 'title', '$comment']);
const targetOf = (schemaFile: string): string => join(OUT_DIR, relative(SCHEMAS_DIR, schemaFile).replace(/\.schema\.json$/, '.ts'));
const readJson = (file: string): Node => JSON.parse(readFileSync(file, 'utf8')) as Node;

/**
 * Readies one schema for json-schema-to-typescript, which declares a type again (`Name1`) wherever a
 * `$ref` carries annotations beside it, and inlines a whole copy of every schema another file's `$ref`
 * names. Annotations beside a `$ref` are for editors, so they are dropped here; a `$ref` into another
 * schema file becomes that file's generated type, imported: each type is declared once.
 */
function prepare(file: string): { schema: Node; imports: Map<string, Set<string>> } {
  const imports = new Map<string, Set<string>>();
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (typeof node !== 'object' || node === null) return node;
    const ref = (node as Node)['$ref'];
    if (typeof ref === 'string') {
      if (ref.startsWith('#')) return Object.fromEntries(Object.entries(node).filter(([key]) => !ANNOTATIONS.has(key)));
      const [path = '', pointer = ''] = ref.split('#');
      const refFile = join(dirname(file), path);
      const target = pointer.split('/').filter(Boolean).reduce<Node>((at, key) => at[key] as Node, readJson(refFile));
      const name = String(target['title'] ?? pointer.split('/').pop());
      const from = `./${relative(dirname(targetOf(file)), targetOf(refFile))}`.replace(/^\.\/\.\.\//, '../');
      imports.set(from, (imports.get(from) ?? new Set()).add(name));
      return { tsType: name };
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, key === 'properties' || key === '$defs' || key === 'definitions' ? mapValues(value) : visit(value)]));
  };
  const mapValues = (node: unknown): unknown => Object.fromEntries(Object.entries(node as Node).map(([key, value]) => [key, visit(value)]));
  return { schema: visit(readJson(file)) as Node, imports };
}

async function generate(): Promise<Map<string, string>> {
  const contract = readEndpointContract();
  checkContractSchemas(contract);
  const out = new Map<string, string>();
  for (const file of schemaFiles(SCHEMAS_DIR).sort()) {
    const { schema, imports } = prepare(file);
    const importLines = [...imports].map(([from, names]) => `import type { ${[...names].sort().join(', ')} } from '${from}';\n`).join('');
    const ts = await compile(schema as JSONSchema, basename(file, '.schema.json'), {
      cwd: dirname(file),
      bannerComment: `${generatedBanner(file, 'the schema')}\n${importLines}`,
      additionalProperties: false,
      unreachableDefinitions: true,
      style: { singleQuote: true, printWidth: 120 },
    });
    out.set(targetOf(file), ts);
  }
  out.set(join(OUT_DIR, 'api', 'endpoints.ts'), renderEndpointTable(contract));
  out.set(join(OUT_DIR, 'api', 'endpoint-map.ts'), renderEndpointMap(contract));
  out.set(join(OUT_DIR, 'api', 'errors.ts'), renderErrorTable(readErrorCatalogue()));
  return out;
}

const check = process.argv.includes('--check');
const expected = await generate();
if (check) {
  const stale: string[] = [];
  for (const [file, text] of expected) {
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) stale.push(relative(ROOT, file));
  }
  for (const file of generatedFiles(OUT_DIR)) if (!expected.has(file)) stale.push(`${relative(ROOT, file)} (no schema)`);
  if (stale.length > 0) {
    console.error(`${relative(ROOT, OUT_DIR)} is stale; run npm run gen:\n  ${stale.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`${relative(ROOT, OUT_DIR)} is fresh (${expected.size} files)`);
} else {
  for (const file of generatedFiles(OUT_DIR)) if (!expected.has(file)) rmSync(file);
  for (const [file, text] of expected) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  console.log(`wrote ${expected.size} files to ${relative(ROOT, OUT_DIR)}`);
}
