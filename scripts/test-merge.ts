// npm run test:merge: after `npm test -- --shard=i/n` on several machines, merges their reports. Copy each
// machine's .vitest-reports/*.json into this tree's .vitest-reports/ and its blob-report/*.zip into
// blob-report/, then run this: Vitest prints the merged unit result, Playwright writes playwright-report/.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/paths.ts';

const bin = (name: string): string => join(ROOT, 'node_modules', '.bin', name);
const has = (dir: string, ext: string): boolean => existsSync(join(ROOT, dir)) && readdirSync(join(ROOT, dir)).some((file) => file.endsWith(ext));

let failed = false;
let merged = 0;
if (has('.vitest-reports', '.json')) {
  merged += 1;
  console.log('== unit tests, every shard');
  failed ||= spawnSync(bin('vitest'), ['run', '--merge-reports', '.vitest-reports', '--reporter=default'], { cwd: ROOT, stdio: 'inherit' }).status !== 0;
}
if (has('blob-report', '.zip')) {
  merged += 1;
  console.log('== end-to-end tests, every shard (HTML report: playwright-report/index.html)');
  failed ||= spawnSync(bin('playwright'), ['merge-reports', '--reporter=list,html', 'blob-report'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_HTML_OPEN: 'never' } }).status !== 0;
}
if (merged === 0) {
  console.error('test:merge: nothing to merge (no .vitest-reports/*.json, no blob-report/*.zip): run npm test -- --shard=i/n first');
  process.exit(2);
}
process.exit(failed ? 1 : 0);
