// npm run bench: every benchmark, one after the other, printing figures (never asserting them).
// The sandbox bench (start, seed, game-list load), the front-end bench (bytes, first tile, long tasks
// while scrolling, Lighthouse) and the picture collector bench (Chromium's cost for dropped pictures)
// each print their own settings.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/paths.ts';

const benches = ['sandbox-bench.ts', 'front-bench.ts', 'picture-gc-bench.ts'];
let failed = false;
for (const file of benches) {
  const script = join(ROOT, 'scripts', 'bench', file);
  if (!existsSync(script)) continue;
  console.log(`\n== ${file}`);
  const result = spawnSync(process.execPath, [script, ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
