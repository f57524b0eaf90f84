import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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
