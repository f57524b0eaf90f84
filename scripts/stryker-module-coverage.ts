// A setup file of `npm run mutation` only (scripts/stryker.vitest.config.ts), after Stryker's own. It makes
// mutants in module-level code (a table, a pattern, an exported arrow) count and run like any other:
// - dry run: what a test file's imports covered (code that runs when its modules load) is credited to every test
//   of that file, not only to the tests that happen to load a module lazily;
// - mutant run: the mutant is switched on before the test file's imports, so module-level code sees it (Stryker
//   switches a mutant it takes for a run-time one on in beforeAll, after the imports).
// It reads Stryker's global namespace, the documented __stryker__ object its instrumented code writes.
import { beforeEach, inject } from 'vitest';

interface StrykerNamespace {
  activeMutant?: string;
  currentTestId?: string;
  mutantCoverage?: { static: Record<string, number>; perTest: Record<string, Record<string, number>> };
}

declare module 'vitest' {
  export interface ProvidedContext {
    globalNamespace: string;
    mode: 'dry-run' | 'mutant';
    activeMutant: string;
  }
}

const ns = ((globalThis as Record<string, unknown>)[inject('globalNamespace')] ??= {}) as StrykerNamespace;

if (inject('mode') === 'mutant') {
  ns.activeMutant = inject('activeMutant');
} else {
  const before = { ...ns.mutantCoverage?.static };
  let loadedByThisFile: Record<string, number> | undefined;
  beforeEach(() => {
    const coverage = ns.mutantCoverage;
    if (coverage === undefined || ns.currentTestId === undefined) return;
    loadedByThisFile ??= Object.fromEntries(Object.entries(coverage.static).filter(([id, hits]) => hits > (before[id] ?? 0)));
    const ofTest = (coverage.perTest[ns.currentTestId] ??= {});
    for (const id of Object.keys(loadedByThisFile)) ofTest[id] = (ofTest[id] ?? 0) + 1;
  });
}
