import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// npm test runs the unit tests beside the journeys at a lower priority: a screen that waits on a mocked answer
// may get no CPU for a second, Testing Library's default for findBy and waitFor, under the browsers' load.
// Mutation runs have no browsers beside them and set a shorter wait (scripts/stryker.vitest.config.ts): a mutant
// that breaks a screen fails its findBy after that wait, and most screen mutants are killed that way.
configure({ asyncUtilTimeout: Number(process.env['FIND_TIMEOUT_MS'] ?? 5_000) });

afterEach(async () => {
  if (typeof document !== 'undefined') {
    cleanup();
    const { resetModalStack } = await import('../../src/ui/modal-stack.ts');
    resetModalStack();
  }
  // Imported here, not at the top: a test file's vi.mock of an api module must be in place before the stores load.
  const { resetStores } = await import('./reset-stores.ts');
  resetStores();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
