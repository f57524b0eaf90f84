// npm run mutation:score: the scores of the last `npm run mutation` (.stryker/report/mutation.json), per file,
// Stryker's own and without the static survivors its Vitest runner cannot judge (see scripts/lib/mutation-score.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dynamicPercent, scoreReport, strykerPercent, type MutationReport } from './lib/mutation-score.ts';
import { ROOT } from './lib/paths.ts';

const file = join(ROOT, '.stryker', 'report', 'mutation.json');
if (!existsSync(file)) {
  console.error(`${file} is missing: run npm run mutation first`);
  process.exit(1);
}
const { files, total } = scoreReport(JSON.parse(readFileSync(file, 'utf8')) as MutationReport);
const row = (name: string, s: (typeof files)[number][1]): string =>
  `${name.padEnd(48)} ${String(strykerPercent(s)).padStart(6)} ${String(dynamicPercent(s)).padStart(8)} ${String(s.detected).padStart(8)} ${String(s.undetected).padStart(10)} ${String(s.staticSurvived).padStart(8)}`;
console.log(`${'file'.padEnd(48)} ${'score'.padStart(6)} ${'dynamic'.padStart(8)} ${'detected'.padStart(8)} ${'undetected'.padStart(10)} ${'static*'.padStart(8)}`);
for (const [name, score] of files) console.log(row(name, score));
console.log(row('all files', total));
console.log('* static survivors: code that runs while its module loads; misjudged in runs before scripts/stryker-module-coverage.ts (docs/mutation.md)');
