// npm run gen (after gen-types): writes the reference pages of docs/reference (issue 34 point 2):
// merchant-config.md from schemas/merchant.schema.json (examples from merchants/ttslot/merchant.json) and
// platform-contract.md from schemas/api/endpoints.json and the family schemas.
// npm run gen:check (and npm test): exits 1 naming each page that is missing or differs from what gen writes.
// REFERENCE_DIR points it at another folder (tests check a scratch copy).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { renderContractReference } from './lib/contract-reference.ts';
import { readEndpointContract } from './lib/endpoint-contract.ts';
import { renderMerchantReference } from './lib/merchant-reference.ts';
import { ROOT } from './lib/paths.ts';

const OUT_DIR = resolve(ROOT, process.env['REFERENCE_DIR'] ?? join('docs', 'reference'));

const pages = new Map<string, string>([
  [join(OUT_DIR, 'merchant-config.md'), renderMerchantReference()],
  [join(OUT_DIR, 'platform-contract.md'), renderContractReference(readEndpointContract())],
]);

const stale = [...pages].filter(([file, text]) => !existsSync(file) || readFileSync(file, 'utf8') !== text).map(([file]) => file);
if (process.argv.includes('--check')) {
  if (stale.length > 0) {
    console.error(`${relative(ROOT, OUT_DIR)} is stale; run npm run gen:\n  ${stale.map((file) => relative(ROOT, file)).join('\n  ')}`);
    process.exit(1);
  }
  console.log(`${relative(ROOT, OUT_DIR)} is fresh (${pages.size} pages)`);
} else {
  mkdirSync(OUT_DIR, { recursive: true });
  for (const file of stale) writeFileSync(file, pages.get(file) ?? '');
  console.log(`${stale.length} of ${pages.size} reference pages written to ${relative(ROOT, OUT_DIR)}`);
}
