// npm test step: each rule of the built sections is proven by a test title or listed with its reason in
// the "Rules not proven" table of docs/rules-not-proven.md, never both (issue 16 point 4).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/paths.ts';
import { accountRules, ACCOUNTED_SECTIONS, claimedIn, UNPROVEN_FILE, unprovenRows } from './lib/rules-accounted.ts';
import { locateRules, ruleIdsOf } from './lib/test-rule-ids.ts';

const WHY = {
  unaccounted: 'is neither named by a test title nor listed in docs/rules-not-proven.md',
  'claimed-and-listed': 'is named by a test title: take its row out of docs/rules-not-proven.md',
  unknown: 'is not a rule of RULES.md',
  'listed-twice': 'has two rows',
  'no-reason': 'has no reason',
  'outside-sections': `belongs to a section outside ${ACCOUNTED_SECTIONS.join(', ')} (an open issue's)`,
} as const;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (full === join(ROOT, 'tests', 'fixtures')) continue;
    if (entry.isDirectory()) yield* files(full);
    else if (/\.[cm]?[jt]sx?$/.test(entry.name)) yield full;
  }
}

const rules = locateRules(process.env, [join(ROOT, '..', 'shared', 'RULES.md'), '/work/shared/RULES.md']);
if (rules.file === undefined) {
  console.log(`SKIPPED: ${rules.reason}`);
  process.exit(0);
}
const rows = unprovenRows(readFileSync(join(ROOT, UNPROVEN_FILE), 'utf8'));
if (rows === undefined) {
  console.error(`${UNPROVEN_FILE} has no "## Rules not proven" section`);
  process.exit(1);
}
const claimed = new Set<string>();
for (const file of files(join(ROOT, 'tests'))) for (const id of claimedIn(readFileSync(file, 'utf8'))) claimed.add(id);
const problems = accountRules(ruleIdsOf(readFileSync(rules.file, 'utf8')), claimed, rows);
for (const p of problems) console.error(`${p.id} ${WHY[p.problem]}`);
if (problems.length > 0) process.exit(1);
console.log(`rules of SPEC ${ACCOUNTED_SECTIONS.join(', ')}: each proven by a test title or listed in ${UNPROVEN_FILE} (${rows.length} listed)`);
