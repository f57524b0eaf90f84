// npm run mutation:dedicated [-- [--force] <module> ...]: StrykerJS over each module against its dedicated tests
// (scripts/lib/dedicated-tests.ts), one run per module, results into the shared incremental file and report.
// Without arguments: the modules under the directories `npm run mutation` mutates whole (its config's `dir/**/*.ts`).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { dedicatedTests } from './lib/dedicated-tests.ts';
import { ROOT } from './lib/paths.ts';

const strykerConfig = (await import(pathToFileURL(join(ROOT, 'scripts', 'stryker.config.mjs')).href) as { default: { mutate: string[] } }).default;
const WHOLE_DIR = '/**/*.ts';
const CORE_DIRS = strykerConfig.mutate.filter((glob) => glob.endsWith(WHOLE_DIR)).map((glob) => glob.slice(0, -WHOLE_DIR.length));
/** The build-script tests are not run by mutation (scripts/stryker.vitest.config.ts says why). */
const TEST_DIRS = ['tests/unit', 'tests/node'];
const SKIPPED_TEST_DIR = 'tests/node/scripts/';
/**
 * Stryker's timeout is the covering tests' own time times three plus this; a screen test file also
 * spends seconds building its jsdom and imports, which that time leaves out. Stryker's 5 s default
 * turned most mutants of a store covered by screen tests into "timed out" (counted as killed).
 */
const TIMEOUT_MS = 60_000;

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .filter(keep)
    .sort();
}

/** Arguments starting with -- go to Stryker as they are (`--force` retests what the incremental file holds). */
const strykerFlags = process.argv.slice(2).filter((arg) => arg.startsWith('--'));
const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const modules = named.length > 0
  ? named
  : CORE_DIRS.flatMap((dir) => filesUnder(dir, (path) => path.endsWith('.ts') && !path.endsWith('/index.ts')));

const sources = new Map(
  TEST_DIRS.flatMap((dir) => filesUnder(dir, (path) => /\.tsx?$/.test(path) && !path.startsWith(SKIPPED_TEST_DIR)))
    .map((path): [string, string] => [path, readFileSync(join(ROOT, path), 'utf8')]),
);

const untested: string[] = [];
const failed: string[] = [];
for (const module of modules) {
  const tests = dedicatedTests(module, sources);
  if (tests.length === 0) {
    untested.push(module);
    continue;
  }
  console.log(`\n== ${module}: ${tests.length} test file(s)`);
  const result = spawnSync(
    join(ROOT, 'node_modules', '.bin', 'stryker'),
    ['run', 'scripts/stryker.config.mjs', '--mutate', module, '--testFiles', tests.join(','), '--concurrency', '2', '--timeoutMS', String(TIMEOUT_MS), ...strykerFlags],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (result.status !== 0) failed.push(module);
}
if (untested.length > 0) console.log(`\nno test file imports these, so no run: ${untested.join(', ')}`);
spawnSync(process.execPath, [join(ROOT, 'scripts', 'mutation-score.ts')], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
console.log('scores written to docs/results/mutation.md (npm run mutation:score)');
if (failed.length > 0) {
  console.error(`\nStryker failed for: ${failed.join(', ')}`);
  process.exit(1);
}
