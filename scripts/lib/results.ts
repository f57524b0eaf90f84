// The results files commands write into docs/results/ (benchmarks, mutation scores): their figures, with the
// machine they were measured on and its load, so a reader can tell a quiet run from a busy one.
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './paths.ts';

export const RESULTS_DIR = join(ROOT, 'docs', 'results');

export const resultsFile = (name: string): string => join(RESULTS_DIR, name);

/** When, where and how busy: date (UTC), Node, cores and model, memory, load averages over 1, 5 and 15 minutes. */
export function machineLine(): string {
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  const gib = (totalmem() / 1024 ** 3).toFixed(0);
  return `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.versions.node}, ${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${gib} GiB, load ${one.toFixed(2)} / ${five.toFixed(2)} / ${fifteen.toFixed(2)}`;
}
