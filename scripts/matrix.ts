/**
 * npm run matrix (issue 17): QA's matrix of flag combinations, merchants, sessions, languages, themes and
 * viewports. `--list` prints the set and its size; without it the set runs on Playwright's runner
 * (tests/matrix) and the report lands in matrix-report/; see docs/qa-matrix.md.
 *
 *   npm run matrix -- --list [--strength 3] [--seed s] [--merchant ttslot] [--full --only flag:CBS3,language]
 *   npm run matrix -- [--update-baseline] [--subset] [--no-build] [--shard i/n] [same set options]
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/paths.ts';
import type { PlanFile } from './matrix/cell.ts';
import { subsetOf } from './matrix/subset.ts';
import { SEGMENTS } from './matrix/constraints.ts';
import { tupleKey } from './matrix/covering-set.ts';
import { MATRIX_WORKERS } from './matrix/parts.ts';
import { matrixPlan } from './matrix/plan.ts';

const { values: args } = parseArgs({
  options: {
    list: { type: 'boolean', default: false },
    strength: { type: 'string', default: '2' },
    seed: { type: 'string' },
    merchant: { type: 'string', multiple: true },
    full: { type: 'boolean', default: false },
    only: { type: 'string' },
    'update-baseline': { type: 'boolean', default: false },
    subset: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    shard: { type: 'string' },
  },
});

function fail(message: string): never {
  console.error(`matrix: ${message}`);
  process.exit(2);
}

const strength = Number(args.strength);
if (strength !== 2 && strength !== 3) fail(`--strength must be 2 or 3, not ${args.strength}`);
if (args.full && args.only === undefined) fail('--full needs --only <dimension,...>: the product of every dimension has billions of combinations');
if (!args.full && args.only !== undefined) fail('--only goes with --full');

const plans = (() => {
  try {
    return matrixPlan({
      strength,
      ...(args.seed === undefined ? {} : { seed: args.seed }),
      ...(args.merchant === undefined ? {} : { merchants: args.merchant }),
      ...(args.full ? { full: args.only!.split(',').map((s) => s.trim()).filter(Boolean) } : {}),
    });
  } catch (error) {
    return fail((error as Error).message);
  }
})();

if (!args.list) run(args.subset ? subsetOf(plans) : plans);

for (const plan of plans) {
  console.log(`\n== ${plan.merchant}: ${plan.combinations.length} combinations, ${plan.dimensions.length} dimensions`);
  for (const d of plan.dimensions) console.log(`  ${d.name.padEnd(28)} ${d.values.map(String).join(' | ').padEnd(40)} (${d.source}; own value ${String(d.fallback)})`);
  for (const segment of SEGMENTS) {
    const rows = plan.combinations.filter((c) => c.segment === segment.name);
    console.log(`\n  segment ${segment.name} (${rows.length}): ${segment.reason}`);
    rows.forEach((row, i) => {
      const changed = plan.dimensions.filter((d) => row.values[d.name] !== d.fallback).map((d) => [d.name, row.values[d.name]!] as const);
      console.log(`  ${String(i + 1).padStart(3)}. ${tupleKey(changed.length === 0 ? [['(the merchant as configured)', '']] : changed)}`);
    });
  }
}
const total = plans.reduce((sum, plan) => sum + plan.combinations.length, 0);
console.log(`\n${total} combinations over ${plans.length} merchants (strength ${strength}${args.full ? `, full product of ${args.only}` : ''}, seed ${args.seed ?? 'qa-matrix'})`);

/** Runs the set: one production build, then Playwright with the plan, then the time it all took. */
function run(chosen: PlanFile['plans']): never {
  const started = Date.now();
  const step = (name: string, command: string, argv: string[], env: Record<string, string> = {}): number => {
    const result = spawnSync(command, argv, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    if (result.status === null) fail(`${name} ended by ${result.signal}`);
    return result.status;
  };
  if (!args['no-build'] && step('build', process.execPath, [join(ROOT, 'scripts', 'build-all.ts')]) !== 0) fail('the build failed');
  const planFile = join(ROOT, 'matrix-report', 'plan.json');
  mkdirSync(join(ROOT, 'matrix-report'), { recursive: true });
  writeFileSync(planFile, JSON.stringify({ plans: chosen } satisfies PlanFile));
  const count = chosen.reduce((sum, plan) => sum + plan.combinations.length, 0);
  console.log(`matrix: ${count} combinations over ${chosen.length} merchants${args.shard === undefined ? '' : `, shard ${args.shard}`}`);
  const shard = args.shard === undefined ? [] : [`--shard=${args.shard}`, '--reporter=blob'];
  const status = step('playwright', join(ROOT, 'node_modules', '.bin', 'playwright'), ['test', '-c', 'tests/matrix/matrix.config.ts', ...shard], {
    MATRIX_PLAN: planFile, ...(args['update-baseline'] ? { MATRIX_UPDATE_BASELINE: '1' } : {}), ...(args.subset ? { MATRIX_SWEEPS: '0' } : {}),
    // Each merchant's combinations over as many servers as there are workers, so the workers end together
    // (scripts/matrix/parts.ts); the subset's five combinations do not pay for more servers.
    MATRIX_PARTS: args.subset ? '1' : String(MATRIX_WORKERS),
  });
  console.log(`matrix: finished in ${((Date.now() - started) / 1000).toFixed(1)} s (build included)${args['update-baseline'] ? '; screenshots kept as the baseline in matrix-baseline/' : ''}`);
  process.exit(status);
}
