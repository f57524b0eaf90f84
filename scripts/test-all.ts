// npm test: the fast tier, everything CI checks, stopping at the first failure (DESIGN 7, issue 33).
// npm run test:full: the full tier, the fast one plus the exhaustive sweeps a release runs.
//
//   npm test [-- <step name prefix> ...] [-- --shard=i/n]
//   npm run test:full [-- same options]
//
// The checks and the build run two at a time (their output is printed whole as each ends); then the unit tests
// start, and the QA matrix and the journeys run one after another beside them (the unit tests at a lower
// priority, their output printed whole when they end). --shard=i/n splits the work over n machines: the unit
// tests and the journeys are split by their runners (each writes a blob report; `npm run test:merge` merges
// them), the build runs on every shard, and every other step on exactly one shard.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/paths.ts';
import { parseShard, type Shard, stepsOf, type Step, type Tier } from './lib/test-steps.ts';

const { values, positionals } = parseArgs({ options: { full: { type: 'boolean', default: false }, shard: { type: 'string' } }, allowPositionals: true });
const tier: Tier = values.full ? 'full' : 'fast';
let shard: Shard | undefined;
try {
  shard = values.shard === undefined ? undefined : parseShard(values.shard);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

const bin = (name: string): string => join(ROOT, 'node_modules', '.bin', name);
const steps = stepsOf(tier, { node: process.execPath, bin, script: (...path) => join(ROOT, 'scripts', ...path) }, shard)
  .filter((step) => positionals.length === 0 || positionals.some((o) => step.name.startsWith(o)));
const started = Date.now();
const timings: { name: string; seconds: number }[] = [];
const seconds = (from: number): string => ((Date.now() - from) / 1000).toFixed(1);

/** The steps running now: a failure anywhere ends them all (the runner stops at the first failure). */
const running = new Set<ChildProcess>();

/**
 * Ends every running step with all it started: each step runs in a process group of its own (`detached`), so the
 * journeys' servers go with Playwright when the unit tests beside them fail (a SIGTERM to Playwright alone left
 * them holding the ports of the next run).
 */
function stopAll(code: number): never {
  for (const child of running) {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
  process.exit(code);
}
process.once('SIGINT', () => stopAll(130));
process.once('SIGTERM', () => stopAll(143));

/**
 * Runs a step; `buffered` keeps its output until it ends, so steps side by side do not interleave. A step run
 * beside others starts at nice 10 (its child processes inherit it).
 */
function run(step: Step, buffered: boolean, niced = false): Promise<{ ok: boolean; output: string; time: string }> {
  const stepStarted = Date.now();
  if (!buffered) console.log(`\n== ${step.name}`);
  return new Promise((resolve) => {
    const [command, args] = niced && process.platform !== 'win32' ? ['nice', ['-n', '10', step.command, ...step.args]] : [step.command, step.args];
    const child = spawn(command, args, { cwd: ROOT, detached: process.platform !== 'win32', stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, FORCE_COLOR: '1', ...step.env } });
    running.add(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.stderr?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.on('close', (code, signal) => {
      running.delete(child);
      const time = seconds(stepStarted);
      if (code !== 0) output += `\n== ${step.name} FAILED (exit ${code ?? signal}) after ${time} s\n`;
      resolve({ ok: code === 0, output, time });
    });
  });
}

function report(step: Step, result: { ok: boolean; output: string; time: string }, buffered: boolean): void {
  if (buffered) process.stdout.write(`\n== ${step.name}\n${result.output}`);
  else if (!result.ok) process.stderr.write(result.output);
  if (!result.ok) stopAll(1);
  timings.push({ name: step.name, seconds: Number(result.time) });
  console.log(`== ${step.name} ok (${result.time} s)`);
}

const parallel = steps.filter((step) => step.parallel === true);
const width = Math.max(1, Math.min(2, availableParallelism()));
const queue = [...parallel];
await Promise.all(Array.from({ length: width }, async () => {
  for (let step = queue.shift(); step !== undefined; step = queue.shift()) report(step, await run(step, true), true);
}));
// The sequence: a `beside` step starts in its turn and runs on while the steps after it do; the tier waits for it.
const besides: Promise<void>[] = [];
for (const step of steps.filter((s) => s.parallel !== true)) {
  if (step.beside === true) {
    console.log(`\n== ${step.name} (beside the steps after it, at a lower priority; its output when it ends)`);
    besides.push(run(step, true, true).then((result) => report(step, result, true)));
  } else {
    report(step, await run(step, false), false);
  }
}
await Promise.all(besides);

const total = seconds(started);
console.log(`\n== ${tier} tier${shard === undefined ? '' : ` shard ${shard.index}/${shard.total}`}: every step passed in ${total} s`);
for (const { name, seconds: time } of timings) console.log(`   ${name.padEnd(60)} ${time.toFixed(1).padStart(7)} s`);
// For `npm run test:durations`: the time of each step of this run (the parallel checks overlap).
mkdirSync(join(ROOT, 'reports'), { recursive: true });
writeFileSync(join(ROOT, 'reports', 'steps.json'), `${JSON.stringify({ tier, shard, total: Number(total), steps: timings }, null, 2)}\n`);
