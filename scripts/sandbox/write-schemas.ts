/** Writes schemas/api/*.schema.json from schema-source.ts. `--check` exits 1 when they are stale. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEMAS_DIR } from '../lib/paths.ts';
import { API_SCHEMAS } from './schema-source.ts';

export const API_DIR = join(SCHEMAS_DIR, 'api');

export function renderSchemas(): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, schema] of Object.entries(API_SCHEMAS)) out.set(join(API_DIR, `${name}.schema.json`), `${JSON.stringify(schema, null, 2)}\n`);
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  mkdirSync(API_DIR, { recursive: true });
  let stale = 0;
  for (const [file, text] of renderSchemas()) {
    const same = existsSync(file) && readFileSync(file, 'utf8') === text;
    if (same) continue;
    stale += 1;
    if (check) console.error(`stale: ${file}`);
    else writeFileSync(file, text);
  }
  if (check && stale > 0) process.exit(1);
  console.log(check ? 'schemas/api is up to date' : `wrote ${renderSchemas().size} schema files (${stale} changed)`);
}
