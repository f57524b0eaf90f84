// npm run mutation [-- <Stryker flags>]: StrykerJS with scripts/stryker.config.mjs, the flags passed on to it
// (--mutate, --testFiles, --force, --timeoutMS), then the scores page (npm run mutation:score). A script, not
// `stryker run ... && node scripts/mutation-score.ts`: npm appends the flags to the last command of such a line.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib/paths.ts';

const stryker = spawnSync(join(ROOT, 'node_modules', '.bin', 'stryker'), ['run', 'scripts/stryker.config.mjs', ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' });
spawnSync(process.execPath, [join(ROOT, 'scripts', 'mutation-score.ts')], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
console.log('scores written to docs/results/mutation.md (npm run mutation:score)');
process.exit(stryker.status ?? 1);
