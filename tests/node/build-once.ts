/**
 * Vitest global setup of the node tests: they read the production build (`npm test` makes it in its build
 * step, before the unit tests), so none of them runs Vite or Workbox itself. Run alone on
 * a tree with no build, it makes one first.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DIST_DIR, ROOT, TEMPLATE_FILE } from '../../scripts/lib/paths.ts';

export function setup(): void {
  if (existsSync(TEMPLATE_FILE)) return;
  console.log(`node tests: no build in ${DIST_DIR}, running npm run build first`);
  const built = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-all.ts')], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build failed: the node tests read its output');
}
