/**
 * Scores of a Stryker report (mutation-testing-elements JSON), per file and in total, with the static
 * mutants apart: StrykerJS 10 with the Vitest runner activates a static mutant (one evaluated while its
 * module loads) after the module has loaded whenever per-test coverage gives it a test filter, so such a
 * mutant is reported Survived even when its tests kill it (stryker-mutator/stryker-js#6144, #6209, open).
 * scripts/stryker-module-coverage.ts corrects that for the runs made since; a report from before it keeps them.
 */
export interface MutantResult { status: string; static?: boolean }
export interface MutationReport { files: Record<string, { mutants: MutantResult[] }> }

export interface Score { detected: number; undetected: number; staticSurvived: number }

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

function scoreOf(mutants: readonly MutantResult[]): Score {
  const score: Score = { detected: 0, undetected: 0, staticSurvived: 0 };
  for (const m of mutants) {
    if (DETECTED.has(m.status)) score.detected += 1;
    else if (UNDETECTED.has(m.status)) {
      if (m.static === true) score.staticSurvived += 1;
      else score.undetected += 1;
    }
  }
  return score;
}

/** Stryker's own score: detected over detected and undetected, static survivors counted as undetected. */
export const strykerPercent = (s: Score): number => percent(s.detected, s.detected + s.undetected + s.staticSurvived);
/** The score without the static survivors the runner cannot judge. */
export const dynamicPercent = (s: Score): number => percent(s.detected, s.detected + s.undetected);

const percent = (part: number, whole: number): number => (whole === 0 ? 100 : Math.round((part / whole) * 10_000) / 100);

export function scoreReport(report: MutationReport): { files: [string, Score][]; total: Score } {
  const files = Object.entries(report.files)
    .map(([name, file]): [string, Score] => [name, scoreOf(file.mutants)])
    .filter(([, s]) => s.detected + s.undetected + s.staticSurvived > 0)
    .sort(([a], [b]) => a.localeCompare(b));
  const total = files.reduce<Score>(
    (sum, [, s]) => ({ detected: sum.detected + s.detected, undetected: sum.undetected + s.undetected, staticSurvived: sum.staticSurvived + s.staticSurvived }),
    { detected: 0, undetected: 0, staticSurvived: 0 },
  );
  return { files, total };
}

export interface IncrementalFile { mutants: MutantResult[]; source?: string }

/** Whether a module's figure still describes its code: its run saw today's source, another one, or a file since removed. */
export type Freshness = 'current' | 'changed' | 'gone';

export function freshnessOf(recorded: string | undefined, today: string | undefined): Freshness {
  if (today === undefined) return 'gone';
  return recorded === today ? 'current' : 'changed';
}

const FRESHNESS_TEXT: Record<Freshness, string> = {
  current: 'current',
  changed: 'code changed since its run',
  gone: 'file removed',
};

/** A module's folder for the per-folder figures: its directory (src/features/wallet, src/api). */
export const folderOf = (path: string): string => path.slice(0, Math.max(0, path.lastIndexOf('/'))) || '.';

/**
 * The results page `npm run mutation:score` writes: one row per module of the merged incremental file, with
 * whether its run saw today's code, the total over the current ones, and the modules the mutation globs match
 * that no run has reached.
 */
export function resultsMarkdown(
  files: Record<string, IncrementalFile>,
  sourceOf: (path: string) => string | undefined,
  targets: readonly string[],
): string[] {
  const { files: scores } = scoreReport({ files });
  const fresh = new Map(scores.map(([name]) => [name, freshnessOf(files[name]?.source, sourceOf(name))]));
  const ignored = (name: string): number => (files[name]?.mutants ?? []).filter((m) => m.status === 'Ignored').length;
  const rows = scores.map(([name, s]) =>
    `| ${name} | ${strykerPercent(s).toFixed(2)} % | ${s.detected} | ${s.undetected + s.staticSurvived} | ${ignored(name)} | ${FRESHNESS_TEXT[fresh.get(name) ?? 'gone']} |`);
  const current = scores.filter(([name]) => fresh.get(name) === 'current');
  const total = scoreReport({ files: Object.fromEntries(current.map(([name]) => [name, files[name] ?? { mutants: [] }])) }).total;
  const neverRun = targets.filter((path) => files[path] === undefined);
  const stale = scores.filter(([name]) => fresh.get(name) === 'changed').map(([name]) => name);
  const byFolder = new Map<string, (typeof current)[number][]>();
  for (const entry of current) byFolder.set(folderOf(entry[0]), [...(byFolder.get(folderOf(entry[0])) ?? []), entry]);
  const folders = [...byFolder].sort(([a], [b]) => a.localeCompare(b)).map(([folder, members]) => {
    const sum = scoreReport({ files: Object.fromEntries(members.map(([name]) => [name, files[name] ?? { mutants: [] }])) }).total;
    return `| ${folder} | ${members.length} | ${strykerPercent(sum).toFixed(2)} % | ${sum.detected} | ${sum.undetected + sum.staticSurvived} |`;
  });
  return [
    '| Folder (current modules) | Modules | Score | Detected | Undetected |',
    '|---|---|---|---|---|',
    ...folders,
    '',
    'Ignored: marked in place as equivalent (`// Stryker disable next-line <mutator>: <reason>`), or inside a screen\'s className or',
    'style attribute (scripts/stryker-presentation-ignorer.mjs); neither counts in a score.',
    '',
    '| Module | Score | Detected | Undetected | Ignored | Figure |',
    '|---|---|---|---|---|---|',
    ...rows,
    `| **${current.length} current modules** | **${strykerPercent(total).toFixed(2)} %** | ${total.detected} | ${total.undetected + total.staticSurvived} | | |`,
    '',
    `Modules whose code changed since their run (${stale.length}): ${stale.length === 0 ? 'none' : `rerun them with \`npm run mutation:dedicated -- ${stale.join(' ')}\``}.`,
    '',
    `Modules the mutation globs match that no run has reached (${neverRun.length}): ${neverRun.length === 0 ? 'none' : neverRun.join(', ')}.`,
  ];
}
