// npm test step: every rule ID in test code sits in a test title and exists in RULES.md (issue 16 point 3).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkTestFile, locateRules, ruleIdsOf } from './lib/test-rule-ids.ts';
import { ROOT } from './lib/paths.ts';

const TESTS = join(ROOT, 'tests');
// The security suite's hostile corpus and the checker's own fixtures are data, not tests.
const SKIP = new Set([join(TESTS, 'fixtures')]);

function* testFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (SKIP.has(full)) continue;
    if (entry.isDirectory()) yield* testFiles(full);
    else if (/\.[cm]?[jt]sx?$/.test(entry.name)) yield full;
  }
}

const rules = locateRules(process.env, [join(ROOT, '..', 'shared', 'RULES.md'), '/work/shared/RULES.md']);
const known = rules.file === undefined ? undefined : ruleIdsOf(readFileSync(rules.file, 'utf8'));
if (known === undefined) console.log(`SKIPPED the RULES.md half: ${rules.reason}; checking only that rule IDs sit in test titles`);
else console.log(`rule IDs checked against ${rules.reason} (${known.size} rules)`);

let bad = 0;
let files = 0;
for (const file of testFiles(TESTS)) {
  files += 1;
  for (const f of checkTestFile(file, readFileSync(file, 'utf8'), known)) {
    bad += 1;
    const why = f.kind === 'unknown' ? 'is not a rule of RULES.md' : 'appears outside a test title (a test claims a rule only in its title)';
    console.error(`${relative(ROOT, file)}:${f.line}: ${f.id} ${why}`);
  }
}
if (bad > 0) {
  console.error(`${bad} misplaced or unknown rule ID(s) in ${files} test files`);
  process.exit(1);
}
console.log(`rule IDs in ${files} test files: all in titles${known === undefined ? '' : ', all known'}`);
