// npm run mutation: StrykerJS over the modules that hold the product's rules; not part of npm test.
// Incremental: the merged results of every run live in .stryker/incremental.json (committed), so a re-run retests only
// the mutants whose code or covering tests changed. `npm run mutation -- --mutate src/config/conditions.ts` runs one module.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner', './scripts/stryker-presentation-ignorer.mjs'],
  // a screen's className and style attributes: how it looks is the journeys' screenshots' business
  ignorers: ['presentation'],
  vitest: { configFile: 'scripts/stryker.vitest.config.ts', related: true },
  coverageAnalysis: 'perTest',
  mutate: [
    'src/config/**/*.ts',
    'src/state/**/*.ts',
    'src/render/**/*.ts',
    'src/api/**/*.ts',
    'src/features/games/{launch-routing,pager,paging,jackpot}.ts',
    'src/features/register/{schema,validator,interpreting-validator,messages,register-method}.ts',
    'src/ui/form/rules.ts',
    'src/features/navigation/download-entries.ts',
    'src/features/agent/rules.ts',
    'src/features/promotions/reward-rules.ts',
    'src/ui/platform-html-policy.ts',
    '!src/**/index.ts',
    // Read by scripts/check-bundle-budgets.ts only, whose tests (tests/node/scripts) the mutation runs leave out;
    // tests/node/scripts/bundle-budgets.test.ts holds them (the build within every budget, a screen over its own failing).
    '!src/config/route-budgets.ts',
  ],
  ignoreStatic: true,
  ignorePatterns: ['dist', 'test-results', 'playwright-report', '.data', 'matrix-report'],
  incremental: true,
  incrementalFile: '.stryker/incremental.json',
  tempDirName: '.stryker/tmp',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: '.stryker/report/index.html' },
  jsonReporter: { fileName: '.stryker/report/mutation.json' },
  concurrency: 2,
  timeoutFactor: 3,
  // the first run with per-test coverage is the whole unit suite instrumented: about 10 minutes on 2 cores
  dryRunTimeoutMinutes: 40,
  thresholds: { high: 90, low: 85, break: null },
};
