// npm test: the fast tier, everything CI checks, stopping at the first failure (DESIGN 7, issue 33).
// npm run test:full: the full tier, the fast one plus the exhaustive sweeps a release runs.
//
//   npm test [-- <step name prefix> ...] [-- --shard=i/n]
//   npm run test:full [-- same options]
//
// The checks and the build run two at a time (their output is printed whole as each ends); the tests and the
// journeys after them one after another. --shard=i/n splits the work over n machines: the unit
// tests and the journeys are split by their runners (each writes a blob report; `npm run test:merge` merges
// them), the build runs on every shard, and every other step on exactly one shard.
import { spawn } from 'node:child_process';
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

/** Runs a step; `buffered` keeps its output until it ends, so steps side by side do not interleave. */
function run(step: Step, buffered: boolean): Promise<{ ok: boolean; output: string; time: string }> {
  const stepStarted = Date.now();
  if (!buffered) console.log(`\n== ${step.name}`);
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { cwd: ROOT, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, FORCE_COLOR: '1', ...step.env } });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.stderr?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.on('close', (code, signal) => {
      const time = seconds(stepStarted);
      if (code !== 0) output += `\n== ${step.name} FAILED (exit ${code ?? signal}) after ${time} s\n`;
      resolve({ ok: code === 0, output, time });
    });
  });
}

function report(step: Step, result: { ok: boolean; output: string; time: string }, buffered: boolean): void {
  if (buffered) process.stdout.write(`\n== ${step.name}\n${result.output}`);
  else if (!result.ok) process.stderr.write(result.output);
  if (!result.ok) process.exit(1);
  timings.push({ name: step.name, seconds: Number(result.time) });
  console.log(`== ${step.name} ok (${result.time} s)`);
}

const parallel = steps.filter((step) => step.parallel === true);
const width = Math.max(1, Math.min(2, availableParallelism()));
const queue = [...parallel];
await Promise.all(Array.from({ length: width }, async () => {
  for (let step = queue.shift(); step !== undefined; step = queue.shift()) report(step, await run(step, true), true);
}));
for (const step of steps.filter((s) => s.parallel !== true)) report(step, await run(step, false), false);

const total = seconds(started);
console.log(`\n== ${tier} tier${shard === undefined ? '' : ` shard ${shard.index}/${shard.total}`}: every step passed in ${total} s`);
for (const { name, seconds: time } of timings) console.log(`   ${name.padEnd(60)} ${time.toFixed(1).padStart(7)} s`);
// For `npm run test:durations`: the time of each step of this run (the parallel checks overlap).
mkdirSync(join(ROOT, 'reports'), { recursive: true });
writeFileSync(join(ROOT, 'reports', 'steps.json'), `${JSON.stringify({ tier, shard, total: Number(total), steps: timings }, null, 2)}\n`);
