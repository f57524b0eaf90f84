// The Vitest configuration of `npm run mutation`: the project's own, without the tests of the build scripts
// (they compare generated files on disk with what the generators write, which a mutated copy of src/ cannot match,
// and no module under mutation is theirs), with scripts/stryker-module-coverage.ts before each project's setup. The unit
// files get happy-dom, as in npm test (a file that needs jsdom says so on its first line): under jsdom for all, the
// registration payload's sealing met jsdom's Uint8Array and the dry run failed.
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import base from '../vite.config.ts';

export default defineConfig({
  ...base,
  root: resolve(import.meta.dirname, '..'),
  test: {
    projects: [
      { extends: true, test: { name: 'unit', environment: 'happy-dom', include: ['tests/unit/**/*.test.{ts,tsx}'], setupFiles: ['scripts/stryker-module-coverage.ts', 'tests/unit/setup.ts'] } },
      { extends: true, test: { name: 'node', environment: 'node', include: ['tests/node/**/*.test.ts'], exclude: ['tests/node/scripts/**'], setupFiles: ['scripts/stryker-module-coverage.ts'], testTimeout: 60_000, hookTimeout: 60_000 } },
    ],
  },
});
