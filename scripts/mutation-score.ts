// npm run mutation:score: writes docs/results/mutation.md from .stryker/incremental.json, the merged results of
// every `npm run mutation` and `npm run mutation:dedicated` run (committed), and prints it. Each module's row
// says whether its run saw today's code; the modules the mutation globs match that no run reached are listed.
import { existsSync, globSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { resultsMarkdown, type IncrementalFile } from './lib/mutation-score.ts';
import { ROOT } from './lib/paths.ts';
import { machineLine, resultsFile } from './lib/results.ts';

const incremental = join(ROOT, '.stryker', 'incremental.json');
if (!existsSync(incremental)) {
  console.error(`${incremental} is missing: run npm run mutation first`);
  process.exit(1);
}
const { files } = JSON.parse(readFileSync(incremental, 'utf8')) as { files: Record<string, IncrementalFile> };
const { mutate } = (await import(pathToFileURL(join(ROOT, 'scripts', 'stryker.config.mjs')).href) as { default: { mutate: string[] } }).default;
const excluded = new Set(mutate.filter((glob) => glob.startsWith('!')).flatMap((glob) => globSync(glob.slice(1), { cwd: ROOT })));
const targets = [...new Set(mutate.filter((glob) => !glob.startsWith('!')).flatMap((glob) => globSync(glob, { cwd: ROOT })))]
  .filter((path) => !excluded.has(path))
  .sort();
const sourceOf = (path: string): string | undefined => (existsSync(join(ROOT, path)) ? readFileSync(join(ROOT, path), 'utf8') : undefined);

const page = [
  '# Mutation scores',
  '',
  'Written by `npm run mutation:score` from `.stryker/incremental.json`, the merged results of every `npm run mutation` and',
  '`npm run mutation:dedicated` run; how to read them and how each run chooses its tests: [mutation.md](../mutation.md).',
  'Earlier figures are this file\'s git log.',
  '',
  `- written: ${machineLine()}`,
  '',
  ...resultsMarkdown(files, sourceOf, targets),
  '',
].join('\n');
writeFileSync(resultsFile('mutation.md'), page);
console.log(page);
