/**
 * npm run matrix (issue 17): QA's matrix of flag combinations, merchants, sessions, languages, themes and
 * viewports. `--list` prints the set and its size; see README "QA matrix".
 *
 *   npm run matrix -- --list [--strength 3] [--seed s] [--merchant ttslot] [--full --only flag:CBS3,language]
 */
import { parseArgs } from 'node:util';
import { SEGMENTS } from './matrix/constraints.ts';
import { tupleKey } from './matrix/covering-set.ts';
import { matrixPlan } from './matrix/plan.ts';

const { values: args } = parseArgs({
  options: {
    list: { type: 'boolean', default: false },
    strength: { type: 'string', default: '2' },
    seed: { type: 'string' },
    merchant: { type: 'string', multiple: true },
    full: { type: 'boolean', default: false },
    only: { type: 'string' },
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

if (!args.list) fail('running the set is not built yet (issue 17 points 3-6); `npm run matrix -- --list` prints it');

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
