/**
 * The steps of `npm test` (fast tier) and `npm run test:full` (full tier), in order (DESIGN 7, issue 33).
 * One list, so the README's table, the script and its test read the same steps.
 */
export type Tier = 'fast' | 'full';

export interface Shard { index: number; total: number }

/**
 * - split: the step's runner splits its own tests by `--shard` (each shard runs its part);
 * - every: each shard runs it (the build the later steps read);
 * - one: exactly one shard runs it, the least loaded by `cost` (rough seconds on 2 cores).
 */
type Placement = { kind: 'split' } | { kind: 'every' } | { kind: 'one'; cost: number };

/**
 * `parallel`: a step that may run beside the other parallel steps, two at a time on two cores, in the order
 * listed (the longest first: typecheck beside lint saves most of a minute, and the small checks and the build
 * then fill the core typecheck leaves while lint goes on); the rest run one after another, in order, after them.
 * `beside`: a step of that sequence that starts in its turn but does not hold up the next one: it runs beside
 * the steps after it at a lower CPU priority (nice 10), so it takes the time their browsers leave idle (the
 * journeys keep about a fifth of the two cores idle, waiting on pages) instead of a turn of its own.
 */
export interface Step { name: string; command: string; args: string[]; env?: Record<string, string>; parallel?: boolean; beside?: boolean }

interface Tools { node: string; bin: (name: string) => string; script: (...path: string[]) => string }

interface StepDef extends Step { tiers: readonly Tier[]; placement: Placement }

const BOTH: readonly Tier[] = ['fast', 'full'];

function definitions({ node, bin, script }: Tools, shard: Shard | undefined): StepDef[] {
  const check = (name: string, args: string[], cost = 5): StepDef => ({ name, command: node, args, tiers: BOTH, placement: { kind: 'one', cost }, parallel: true });
  const shardArgs = shard === undefined ? [] : [`--shard=${shard.index}/${shard.total}`];
  return [
    { name: 'typecheck', command: bin('tsc'), args: ['-p', 'tsconfig.json', '--noEmit'], tiers: BOTH, placement: { kind: 'one', cost: 40 }, parallel: true },
    { name: 'lint', command: bin('eslint'), args: ['-c', 'scripts/eslint.config.js', '--max-warnings=0', '.'], tiers: BOTH, placement: { kind: 'one', cost: 60 }, parallel: true },
    check('API contract valid, generated types fresh', [script('gen-types.ts'), '--check']),
    check('register validators fresh', [script('gen-register-validators.ts'), '--check']),
    check('reference pages fresh', [script('gen-docs.ts'), '--check']),
    check('merchant configs valid', [script('validate-merchants.ts')]),
    check('locales complete', [script('check-locales.ts')]),
    check('text keys the code uses all in English, none unused', [script('check-text-keys.ts')]),
    check('rule IDs in test titles only, each in RULES.md', [script('check-test-rule-ids.ts')]),
    check('rules of the built sections proven or listed in docs/rules-not-proven.md', [script('check-rules-accounted.ts')]),
    // Before the unit tests: the node tests read the build (entry pages, brand files, service workers). Last in
    // the pool of parallel steps: it runs beside lint once typecheck and the small checks are done (it reads
    // nothing they write; the register validators it regenerates are rewritten only when they change).
    { name: 'build', command: node, args: [script('build-all.ts')], tiers: BOTH, placement: { kind: 'every' }, parallel: true },
    {
      name: 'unit tests', command: bin('vitest'),
      args: ['run', ...shardArgs, ...(shard === undefined ? [] : ['--reporter=default', '--reporter=blob'])],
      tiers: BOTH, placement: { kind: 'split' }, beside: true,
    },
    // The bytes each route needs, from the build's chunk graph, against src/config/route-budgets.ts (issue 37).
    { name: 'byte budgets per route', command: node, args: [script('check-bundle-budgets.ts')], tiers: BOTH, placement: { kind: 'one', cost: 2 } },
    // About five combinations of QA's matrix on the build just made (issue 17 point 6); the full tier runs the whole set.
    { name: 'QA matrix subset', command: node, args: [script('matrix.ts'), '--subset', '--no-build'], tiers: ['fast'], placement: { kind: 'one', cost: 80 } },
    { name: 'QA matrix', command: node, args: [script('matrix.ts'), '--no-build'], tiers: ['full'], placement: { kind: 'one', cost: 900 } },
    // Every locale of the language table on the first screens, pictured and checked (matrix-report/gallery/).
    { name: 'locale gallery', command: node, args: [script('locale-gallery.ts')], tiers: ['full'], placement: { kind: 'one', cost: 200 } },
    {
      name: 'end-to-end tests', command: bin('playwright'),
      args: ['test', '-c', 'tests/e2e/playwright.config.ts', ...shardArgs, ...(shard === undefined ? [] : ['--reporter=list,blob'])],
      tiers: BOTH, placement: { kind: 'split' },
    },
    // Incremental (.stryker/incremental.json): only mutants whose code or covering tests changed run again. The
    // script itself, not `node --run mutation`: node --run exits 0 when its child is killed by a signal, so a
    // killed Stryker passed the step.
    { name: 'mutation testing', command: node, args: [script('mutation-run.ts')], tiers: ['full'], placement: { kind: 'one', cost: 1200 } },
  ];
}

/** `i/n` with 1 <= i <= n, or an error that says what was given. */
export function parseShard(text: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(match?.[1]);
  const total = Number(match?.[2]);
  if (match === null || total < 1 || index < 1 || index > total) throw new Error(`--shard must be i/n with 1 <= i <= n (as 1/2), not "${text}"`);
  return { index, total };
}

/** The steps this tier runs on this shard (all of them without a shard), with the end-to-end tier set. */
export function stepsOf(tier: Tier, tools: Tools, shard?: Shard): Step[] {
  const defs = definitions(tools, shard).filter((def) => def.tiers.includes(tier));
  const owner = new Map<string, number>();
  if (shard !== undefined) {
    // Longest first onto the least loaded shard: the single steps spread evenly over the machines.
    const load = Array.from({ length: shard.total }, () => 0);
    const singles = defs.flatMap((def) => (def.placement.kind === 'one' ? [{ name: def.name, cost: def.placement.cost }] : []));
    for (const { name, cost } of [...singles].sort((a, b) => b.cost - a.cost)) {
      const least = load.indexOf(Math.min(...load));
      owner.set(name, least + 1);
      load[least]! += cost;
    }
  }
  return defs
    .filter((def) => shard === undefined || def.placement.kind !== 'one' || owner.get(def.name) === shard.index)
    .map(({ name, command, args, env, parallel, beside }) => ({
      name, command, args, ...(parallel === true ? { parallel } : {}), ...(beside === true ? { beside } : {}),
      env: { ...env, ...(name === 'end-to-end tests' ? { TEST_TIER: tier } : {}) },
    }));
}
