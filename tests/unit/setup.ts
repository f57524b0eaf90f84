import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
