// The benches' figures as data: each bench records what it prints (recordFigures), npm run bench gathers them
// into one file (--json), compares two such files (--compare) and writes the table of docs/results/bench.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** One figure of a bench; value null when it was not run or failed, the note saying which. */
export interface Figure {
  id: string;
  label: string;
  value: number | null;
  unit: string;
  budget?: number;
  better: 'lower' | 'higher';
  note?: string;
}

export interface BenchFile {
  written: string;
  commit?: string;
  machine: { before: string; after: string };
  args: string[];
  benches: Record<string, Figure[]>;
}

/** What a bench leaves in BENCH_FIGURES for npm run bench to gather. */
export interface Recorded { bench: string; figures: Figure[] }

/** Writes the bench's figures to the file BENCH_FIGURES names; without it, nothing. */
export function recordFigures(bench: string, figures: Figure[], env: NodeJS.ProcessEnv = process.env): void {
  const file = env['BENCH_FIGURES'];
  if (file === undefined || file === '') return;
  writeFileSync(file, `${JSON.stringify({ bench, figures } satisfies Recorded, null, 2)}\n`);
}

/** A kebab-case id from a label: `3000 distinct <img>` -> `3000-distinct-img`. */
export const slug = (label: string): string => label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Whether a value misses its budget: above it for a lower-is-better figure, below it for a higher-is-better one. */
export function overBudget(figure: Pick<Figure, 'budget' | 'better'>, value: number | null): boolean {
  if (value === null || figure.budget === undefined) return false;
  return figure.better === 'lower' ? value > figure.budget : value < figure.budget;
}

/** A file's content that is not what it should be; its message names the file and the fault. */
export class BenchFileError extends Error {}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The fault of a figure list, or undefined when every entry is a Figure with its own id. */
function figuresFault(list: unknown, where: string): string | undefined {
  if (!Array.isArray(list)) return `${where} is not a list`;
  const ids = new Set<string>();
  for (const [i, f] of list.entries()) {
    const at = `${where}[${i}]`;
    if (!isObject(f)) return `${at} is not an object`;
    if (typeof f['id'] !== 'string' || f['id'] === '') return `${at}.id is not a non-empty string`;
    if (ids.has(f['id'])) return `${at}.id "${f['id']}" comes twice`;
    ids.add(f['id']);
    for (const key of ['label', 'unit']) if (typeof f[key] !== 'string') return `${at}.${key} is not a string`;
    if (f['value'] !== null && !Number.isFinite(f['value'])) return `${at}.value is neither a number nor null`;
    if (f['budget'] !== undefined && !Number.isFinite(f['budget'])) return `${at}.budget is not a number`;
    if (f['better'] !== 'lower' && f['better'] !== 'higher') return `${at}.better is neither "lower" nor "higher"`;
    if (f['note'] !== undefined && typeof f['note'] !== 'string') return `${at}.note is not a string`;
  }
  return undefined;
}

function benchFileFault(v: unknown): string | undefined {
  if (!isObject(v)) return 'not a JSON object';
  if (typeof v['written'] !== 'string') return '"written" is missing or not a string';
  if (v['commit'] !== undefined && typeof v['commit'] !== 'string') return '"commit" is not a string';
  const machine = v['machine'];
  if (!isObject(machine) || typeof machine['before'] !== 'string' || typeof machine['after'] !== 'string') return '"machine" is missing or lacks "before" and "after" strings';
  if (!Array.isArray(v['args']) || !v['args'].every((a) => typeof a === 'string')) return '"args" is missing or not a list of strings';
  if (!isObject(v['benches'])) return '"benches" is missing or not an object';
  for (const [bench, list] of Object.entries(v['benches'])) {
    const fault = figuresFault(list, `benches.${bench}`);
    if (fault !== undefined) return fault;
  }
  return undefined;
}

function parseJson(text: string, name: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new BenchFileError(`${name}: not JSON (${(error as Error).message})`);
  }
}

/** The BenchFile in `text`, or a BenchFileError naming `name` and what is wrong. */
export function parseBenchFile(text: string, name: string): BenchFile {
  const v = parseJson(text, name);
  const fault = benchFileFault(v);
  if (fault !== undefined) throw new BenchFileError(`${name}: not a bench figures file (as \`npm run bench -- --json\` writes): ${fault}`);
  return v as BenchFile;
}

export function readBenchFile(file: string): BenchFile {
  if (!existsSync(file)) throw new BenchFileError(`${file}: no such file`);
  return parseBenchFile(readFileSync(file, 'utf8'), file);
}

/** What a bench left in its BENCH_FIGURES file, or undefined when it left none. */
export function readRecorded(file: string): Recorded | undefined {
  if (!existsSync(file)) return undefined;
  const v = parseJson(readFileSync(file, 'utf8'), file);
  if (!isObject(v) || typeof v['bench'] !== 'string') throw new BenchFileError(`${file}: no "bench" name`);
  const fault = figuresFault(v['figures'], 'figures');
  if (fault !== undefined) throw new BenchFileError(`${file}: ${fault}`);
  return v as unknown as Recorded;
}

export type Verdict = 'better' | 'worse' | 'same' | 'no value' | 'added' | 'removed';

export interface ComparisonRow {
  bench: string;
  id: string;
  label: string;
  unit: string;
  old: number | null;
  new: number | null;
  /** new - old in the figure's unit, null unless both have a value. */
  change: number | null;
  /** The change in % of the old value, null unless both have one and the old is not 0. */
  percent: number | null;
  verdict: Verdict;
  budget?: number;
  better: 'lower' | 'higher';
  overBudget: boolean;
  note?: string;
}

const decimals = (n: number): number => Math.min(3, (String(n).split('.')[1] ?? '').length);

function row(bench: string, old: Figure | undefined, now: Figure | undefined): ComparisonRow {
  const f = (now ?? old) as Figure;
  const oldValue = old?.value ?? null;
  const newValue = now?.value ?? null;
  const both = oldValue !== null && newValue !== null;
  const places = both ? Math.max(decimals(oldValue), decimals(newValue)) : 0;
  const change = both ? Number((newValue - oldValue).toFixed(places)) : null;
  const percent = both && oldValue !== 0 ? Math.round(((newValue - oldValue) / Math.abs(oldValue)) * 1000) / 10 : null;
  let verdict: Verdict;
  if (old === undefined) verdict = 'added';
  else if (now === undefined) verdict = 'removed';
  else if (change === null) verdict = 'no value';
  else if (change === 0) verdict = 'same';
  else verdict = (change < 0) === (f.better === 'lower') ? 'better' : 'worse';
  const note = (newValue === null ? now?.note : undefined) ?? (oldValue === null ? old?.note : undefined);
  return {
    bench, id: f.id, label: f.label, unit: f.unit, old: oldValue, new: newValue, change, percent, verdict, better: f.better,
    ...(f.budget === undefined ? {} : { budget: f.budget }),
    overBudget: now !== undefined && overBudget(now, newValue),
    ...(note === undefined ? {} : { note }),
  };
}

/** One row per figure of either file, in the new file's order; figures only in the old one after each bench's. */
export function compareBenchFiles(old: BenchFile, now: BenchFile): ComparisonRow[] {
  const benches = [...new Set([...Object.keys(now.benches), ...Object.keys(old.benches)])];
  return benches.flatMap((bench) => {
    const before = old.benches[bench] ?? [];
    const after = now.benches[bench] ?? [];
    const kept = after.map((f) => row(bench, before.find((o) => o.id === f.id), f));
    const removed = before.filter((o) => !after.some((f) => f.id === o.id)).map((o) => row(bench, o, undefined));
    return [...kept, ...removed];
  });
}

const withUnit = (value: number, unit: string): string => (unit === '' ? String(value) : `${value} ${unit}`);
const shown = (value: number | null, unit: string): string => (value === null ? '-' : withUnit(value, unit));
const budgetText = (budget: number, unit: string, better: 'lower' | 'higher'): string => `${better === 'lower' ? '≤' : '≥'} ${withUnit(budget, unit)}`;

function changeText(r: ComparisonRow): string {
  if (r.change === null) return '';
  const sign = r.change > 0 ? '+' : '';
  return `${sign}${withUnit(r.change, r.unit)}${r.percent === null ? '' : ` (${sign}${r.percent} %)`}`;
}

/** An aligned text table of the rows, with a count of better, worse and over-budget figures under it. */
export function formatComparison(rows: readonly ComparisonRow[]): string {
  const cells = rows.map((r) => {
    const remarks: string[] = [r.verdict];
    if (r.overBudget && r.budget !== undefined) remarks.push(`over budget (${budgetText(r.budget, r.unit, r.better)})`);
    if (r.note !== undefined) remarks.push(r.note);
    return [r.bench, r.label, shown(r.old, r.unit), shown(r.new, r.unit), changeText(r), remarks.join(', ')];
  });
  const table = [['bench', 'figure', 'old', 'new', 'change', ''], ...cells];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((cells) => cells[i]!.length)));
  const lines = table.map((cells) => cells.map((c, i) => (i >= 2 && i <= 4 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ').trimEnd());
  const count = (verdict: Verdict): number => rows.filter((r) => r.verdict === verdict).length;
  const summary = `${count('better')} better, ${count('worse')} worse, ${count('same')} the same, ${count('added')} added, ${count('removed')} removed, ${rows.filter((r) => r.overBudget).length} over budget`;
  return [...lines, '', summary].join('\n');
}

const cell = (text: string): string => text.replace(/\|/g, '\\|');

/** The Markdown table of a file's figures, a figure missing its budget marked **over budget**. */
export function figuresTable(file: BenchFile): string[] {
  const rows = Object.entries(file.benches).flatMap(([bench, figures]) => {
    if (figures.length === 0) return [`| ${cell(bench)} | no figures recorded | | |`];
    return figures.map((f) => {
      const value = f.value === null ? `- (${f.note ?? 'no value'})` : `${withUnit(f.value, f.unit)}${f.note === undefined ? '' : ` (${f.note})`}`;
      const budget = f.budget === undefined ? '' : `${budgetText(f.budget, f.unit, f.better)}${overBudget(f, f.value) ? ', **over budget**' : ''}`;
      return `| ${cell(bench)} | ${cell(f.label)} | ${cell(value)} | ${budget} |`;
    });
  });
  return ['| bench | figure | value | budget |', '|---|---|---|---|', ...rows];
}
