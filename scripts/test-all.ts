// npm test: everything CI checks, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib/paths.ts';

const bin = (name: string): string => join(ROOT, 'node_modules', '.bin', name);
const steps: [string, string, string[]][] = [
  ['generated types fresh', process.execPath, [join(ROOT, 'scripts', 'gen-types.ts'), '--check']],
  ['register validators fresh', process.execPath, [join(ROOT, 'scripts', 'gen-register-validators.ts'), '--check']],
  ['API schemas fresh', process.execPath, [join(ROOT, 'scripts', 'sandbox', 'write-schemas.ts'), '--check']],
  ['merchant configs valid', process.execPath, [join(ROOT, 'scripts', 'validate-merchants.ts')]],
  ['locales complete', process.execPath, [join(ROOT, 'scripts', 'check-locales.ts')]],
  ['rule IDs in test titles only, each in RULES.md', process.execPath, [join(ROOT, 'scripts', 'check-test-rule-ids.ts')]],
  ['rules of the built sections proven or listed in the README', process.execPath, [join(ROOT, 'scripts', 'check-rules-accounted.ts')]],
  ['typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  ['lint', bin('eslint'), ['-c', 'scripts/eslint.config.js', '--max-warnings=0', '.']],
  ['unit tests', bin('vitest'), ['run']],
  ['build', process.execPath, [join(ROOT, 'scripts', 'build-all.ts')]],
  // About five combinations of QA's matrix on the build just made (issue 17 point 6; the whole set: npm run matrix).
  ['QA matrix subset', process.execPath, [join(ROOT, 'scripts', 'matrix.ts'), '--subset', '--no-build']],
  ['end-to-end tests', bin('playwright'), ['test', '-c', 'tests/e2e/playwright.config.ts']],
];
const only = process.argv.slice(2);
for (const [name, command, args] of steps) {
  if (only.length > 0 && !only.some((o) => name.startsWith(o))) continue;
  const started = Date.now();
  console.log(`\n== ${name}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n== ${name} FAILED (exit ${result.status ?? result.signal})`);
    process.exit(1);
  }
  console.log(`== ${name} ok (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
