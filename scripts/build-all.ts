// npm run build: validates every merchant, builds the JavaScript once, then writes dist/<code>/ for each
// (entry page, brand files, offline page and service worker).
import { execFileSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Merchant } from '../src/generated/merchant.ts';
import { DIST_DIR, ROOT, TEMPLATE_FILE } from './lib/paths.ts';
import { precompressAssets } from './lib/precompress.ts';
import { publishMerchant } from './lib/publish.ts';
import { reportResults } from './lib/report.ts';
import { validateAll } from './lib/validate.ts';

const results = validateAll();
if (results.length === 0 || !reportResults(results)) process.exit(1);

// Registration validators are precompiled for the strict CSP; a new registration.json needs its own.
execFileSync(process.execPath, [join(ROOT, 'scripts', 'gen-register-validators.ts')], { cwd: ROOT, stdio: 'inherit' });
try {
  execFileSync(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn', '--outDir', DIST_DIR, '--emptyOutDir'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
} catch {
  console.error('vite build failed (its errors are above)');
  process.exit(1);
}
const built = join(DIST_DIR, 'src', 'index.html');
if (!existsSync(built)) throw new Error('vite build wrote no src/index.html');
renameSync(built, TEMPLATE_FILE);
rmSync(join(DIST_DIR, 'src'), { recursive: true, force: true });
await precompressAssets(join(DIST_DIR, 'assets'));

for (const result of results) {
  const file = await publishMerchant(result.config as Merchant);
  console.log(`wrote ${file.replace(`${ROOT}/`, '')}`);
}
