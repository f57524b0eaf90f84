/** Durations out of Vitest's and Playwright's JSON reports, summed per file, spec and project (issue 33). */
/** What scripts/test-all.ts writes to reports/steps.json. */
export interface StepsReport { tier: 'fast' | 'full'; total: number; steps: { name: string; seconds: number }[] }

export interface VitestReport { testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[] }

interface PlaywrightResult { duration: number }
interface PlaywrightTest { projectName: string; results: PlaywrightResult[] }
interface PlaywrightSpec { title: string; file: string; tests: PlaywrightTest[] }
interface PlaywrightSuite { title: string; file: string; specs?: PlaywrightSpec[]; suites?: PlaywrightSuite[] }
export interface PlaywrightReport { suites: PlaywrightSuite[] }

/** The file's path from its tests/ folder, wherever the report was made. */
const fromTests = (path: string): string => (path.includes('/tests/') ? path.slice(path.lastIndexOf('/tests/') + 1) : path);

export function unitRows(report: VitestReport): { file: string; tests: number; seconds: number }[] {
  return report.testResults
    .map((r) => ({ file: fromTests(r.name), tests: r.assertionResults.length, seconds: (r.endTime - r.startTime) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds);
}

function specsOf(suite: PlaywrightSuite, path: readonly string[]): { spec: PlaywrightSpec; title: string }[] {
  const here = suite.title === suite.file ? path : [...path, suite.title];
  return [
    ...(suite.specs ?? []).map((spec) => ({ spec, title: [...here, spec.title].join(' › ') })),
    ...(suite.suites ?? []).flatMap((child) => specsOf(child, here)),
  ];
}

/** Every run of a test counts (a retry too): the time is what the run cost. */
export function e2eRows(report: PlaywrightReport): {
  specs: { file: string; project: string; tests: number; seconds: number }[];
  tests: { title: string; project: string; seconds: number }[];
} {
  const tests = report.suites.flatMap((suite) => specsOf(suite, []).flatMap(({ spec, title }) => spec.tests.map((test) => ({
    file: spec.file, title: `${spec.file}: ${title}`, project: test.projectName, seconds: test.results.reduce((sum, r) => sum + r.duration, 0) / 1000,
  }))));
  const bySpec = new Map<string, { file: string; project: string; tests: number; seconds: number }>();
  for (const t of tests) {
    const key = `${t.file}\u0000${t.project}`;
    const row = bySpec.get(key) ?? { file: t.file, project: t.project, tests: 0, seconds: 0 };
    row.tests += 1;
    row.seconds += t.seconds;
    bySpec.set(key, row);
  }
  return {
    specs: [...bySpec.values()].sort((a, b) => b.seconds - a.seconds),
    tests: tests.map(({ title, project, seconds }) => ({ title, project, seconds })).sort((a, b) => b.seconds - a.seconds),
  };
}

/** A Markdown table; a `|` inside a cell is escaped. */
export function table(head: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const cell = (text: string): string => text.replaceAll('|', '\\|');
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`)];
}
