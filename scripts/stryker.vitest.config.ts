// The Vitest configuration of `npm run mutation`: the project's own, without the tests of the build scripts
// (they compare generated files on disk with what the generators write, which a mutated copy of src/ cannot match,
// and no module under mutation is theirs), with scripts/stryker-module-coverage.ts before each project's setup. The unit
// files get happy-dom, as in npm test (a file that needs jsdom says so on its first line): under jsdom for all, the
// registration payload's sealing met jsdom's Uint8Array and the dry run failed. FIND_TIMEOUT_MS shortens Testing
// Library's wait for findBy and waitFor (5 s in npm test, where browsers share the CPU; tests/unit/setup.ts): a screen
// mutant is mostly killed by such a wait running out, and 1.5 s is still ten times a screen's answer here.
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import base from '../vite.config.ts';

export default defineConfig({
  ...base,
  root: resolve(import.meta.dirname, '..'),
  test: {
    env: { FIND_TIMEOUT_MS: '1500' },
    projects: [
      { extends: true, test: { name: 'unit', environment: 'happy-dom', include: ['tests/unit/**/*.test.{ts,tsx}'], setupFiles: ['scripts/stryker-module-coverage.ts', 'tests/unit/setup.ts'] } },
      { extends: true, test: { name: 'node', environment: 'node', include: ['tests/node/**/*.test.ts'], exclude: ['tests/node/scripts/**'], setupFiles: ['scripts/stryker-module-coverage.ts'], testTimeout: 60_000, hookTimeout: 60_000 } },
    ],
  },
});
