// npm run test:durations: per-file unit durations (reports/unit.json, Vitest's JSON reporter) and per-spec and
// per-test journey durations (reports/e2e.json, Playwright's) of the last run, written to docs/test-durations.md.
//   npm run test:durations [-- --unit <json> --e2e <json> --out <md>]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/paths.ts';
import { e2eRows, type PlaywrightReport, type StepsReport, table, unitRows, type VitestReport } from './lib/test-durations.ts';

const { values: args } = parseArgs({ options: {
  steps: { type: 'string', default: 'reports/steps.json' }, unit: { type: 'string', default: 'reports/unit.json' },
  e2e: { type: 'string', default: 'reports/e2e.json' }, out: { type: 'string', default: 'docs/test-durations.md' },
} });
const read = <T>(file: string): T | undefined => (existsSync(resolve(ROOT, file)) ? (JSON.parse(readFileSync(resolve(ROOT, file), 'utf8')) as T) : undefined);
const steps = read<StepsReport>(args.steps);
const unit = read<VitestReport>(args.unit);
const e2e = read<PlaywrightReport>(args.e2e);
if (steps === undefined && unit === undefined && e2e === undefined) {
  console.error(`test:durations: neither ${args.unit} nor ${args.e2e} exists: run npm test (or npm run test:unit / test:e2e) first`);
  process.exit(2);
}
const lines = ['# Test durations', '', `Written by \`npm run test:durations\` from the last run's reports (${new Date().toISOString().slice(0, 10)}); seconds, longest first. A unit file's time is its tests' (Vitest leaves out its import and environment); a journey's is every run of it, a retry included.`, ''];
if (steps !== undefined) {
  lines.push(`## Steps of \`npm ${steps.tier === 'full' ? 'run test:full' : 'test'}\`: ${steps.total.toFixed(0)} s in all`, '', 'The checks and the build run two at a time (typecheck beside lint, then the small checks and the build beside lint), and the unit tests run beside the QA matrix and the journeys, so their times overlap.', '',
    ...table(['step', 's'], steps.steps.map((step) => [step.name, step.seconds.toFixed(1)])), '');
}
if (unit !== undefined) {
  const rows = unitRows(unit);
  lines.push(`## Unit and node tests (${rows.length} files)`, '', ...table(['file', 'tests', 's'], rows.map((r) => [r.file, String(r.tests), r.seconds.toFixed(1)])), '');
}
if (e2e !== undefined) {
  const { specs, tests } = e2eRows(e2e);
  lines.push(`## Journeys: per spec and project (${specs.length})`, '', ...table(['spec', 'project', 'tests', 's'], specs.map((r) => [r.file, r.project, String(r.tests), r.seconds.toFixed(1)])), '');
  lines.push('## Journeys: the 25 longest tests', '', ...table(['test', 'project', 's'], tests.slice(0, 25).map((r) => [r.title, r.project, r.seconds.toFixed(1)])), '');
}
const out = resolve(ROOT, args.out);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${lines.join('\n')}\n`);
console.log(`wrote ${relative(ROOT, out)}`);
