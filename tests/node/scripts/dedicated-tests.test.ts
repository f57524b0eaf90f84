import { describe, expect, it } from 'vitest';
import { dedicatedTests, importsOf, resolveImport } from '../../../scripts/lib/dedicated-tests.ts';

describe('the dedicated tests of a module (npm run mutation:dedicated)', () => {
  it('reads static imports, re-exports, side-effect imports and import(), relative ones only', () => {
    const source = [
      "import { a } from '../../src/a.ts';",
      "import type { B } from \"../b.ts\";",
      "export { c } from './c.ts';",
      "import './d.ts';",
      "const e = await import('../../src/e.ts');",
      "import { it } from 'vitest';",
      "vi.mock('../../src/f.ts');",
    ].join('\n');
    expect(importsOf(source)).toEqual(['../../src/a.ts', '../b.ts', './c.ts', './d.ts', '../../src/e.ts']);
  });

  it('resolves a specifier against the importing file, from the project root', () => {
    expect(resolveImport('tests/unit/auth/login.test.tsx', '../../../src/state/session-store.ts')).toBe('src/state/session-store.ts');
    expect(resolveImport('tests/unit/auth/login.test.tsx', './harness.tsx')).toBe('tests/unit/auth/harness.tsx');
  });

  it('takes the test files that import the module, directly or through a helper, and no other', () => {
    const sources = new Map([
      ['tests/unit/a/direct.test.ts', "import { s } from '../../../src/state/s.ts';"],
      ['tests/unit/a/harness.tsx', "import { s } from '../../../src/state/s.ts';"],
      ['tests/unit/a/fake.ts', "import { render } from './harness.tsx';"],
      ['tests/unit/a/screen.test.tsx', "import { render } from './fake.ts';"],
      ['tests/unit/a/lazy.test.ts', "const s = await import('../../../src/state/s.ts');"],
      ['tests/unit/b/other.test.ts', "import { t } from '../../../src/state/t.ts';"],
      ['tests/unit/b/reuses-a-test.test.ts', "import { x } from '../a/direct.test.ts';"],
    ]);
    expect(dedicatedTests('src/state/s.ts', sources)).toEqual(['tests/unit/a/direct.test.ts', 'tests/unit/a/lazy.test.ts', 'tests/unit/a/screen.test.tsx']);
    expect(dedicatedTests('src/state/none.ts', sources)).toEqual([]);
  });
});
