/**
 * The dedicated tests of a module: the test files that import it, directly or through a helper under tests/
 * (a harness, a fake platform). `npm run mutation:dedicated` mutates each module against these alone, so a
 * store's mutants are not re-run against every screen test that happens to render it.
 */
import { dirname, join, normalize } from 'node:path';

/** Every relative specifier a source file imports: static imports, re-exports and dynamic import(). */
export function importsOf(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm)) {
    found.push(match[1] as string);
  }
  return found;
}

/** The project path a specifier of `fromFile` names; both relative to the project root. */
export function resolveImport(fromFile: string, specifier: string): string {
  return normalize(join(dirname(fromFile), specifier)).split('\\').join('/');
}

const isTestFile = (path: string): boolean => /\.test\.tsx?$/.test(path);

/**
 * The test files among `sources` (project path -> text) that reach `module` through imports that stay
 * inside the files given: a test file importing it, or importing a helper that does.
 */
export function dedicatedTests(module: string, sources: ReadonlyMap<string, string>): string[] {
  const importers = new Map<string, string[]>();
  for (const [file, text] of sources) {
    for (const target of importsOf(text).map((specifier) => resolveImport(file, specifier))) {
      importers.set(target, [...(importers.get(target) ?? []), file]);
    }
  }
  const reached = new Set<string>();
  const queue = [module];
  while (queue.length > 0) {
    const current = queue.shift() as string;
    for (const importer of importers.get(current) ?? []) {
      if (reached.has(importer)) continue;
      reached.add(importer);
      if (!isTestFile(importer)) queue.push(importer);
    }
  }
  return [...reached].filter(isTestFile).sort();
}
