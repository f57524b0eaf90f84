// npm run bench: every benchmark, one after the other, printing figures (never asserting them), and writing
// them to docs/results/bench.md with the machine and its load, so docs/benchmarks.md never holds pasted
// figures (their history is that file's git log). The sandbox bench (start, seed, game-list load), the
// front-end bench (bytes, first tile, long tasks while scrolling, Lighthouse) and the picture collector bench
// (Chromium's cost for dropped pictures) each print their own settings and record their figures as data
// (scripts/lib/bench-figures.ts) in the file BENCH_FIGURES names.
//   npm run bench [-- --json <out.json>] [-- --compare <old.json> [--against <new.json>]]
// --json writes every figure of the run; --compare prints this run's differences from an earlier file, or with
// --against those between two files, running no bench. Any other argument goes to the benches.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { type BenchFile, BenchFileError, type Recorded, compareBenchFiles, figuresTable, formatComparison, readBenchFile, readRecorded } from './lib/bench-figures.ts';
import { ROOT } from './lib/paths.ts';
import { machineLine, resultsFile } from './lib/results.ts';

const OWN = ['--json', '--compare', '--against'] as const;
type Own = (typeof OWN)[number];

/** This script's options and the arguments the benches get (all others, in their order). */
function parseArgv(argv: string[]): { own: Partial<Record<Own, string>>; forwarded: string[] } {
  const own: Partial<Record<Own, string>> = {};
  const forwarded: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    const name = OWN.find((o) => arg === o || arg.startsWith(`${o}=`));
    if (name === undefined) {
      forwarded.push(arg);
      continue;
    }
    let value = arg.slice(name.length + 1);
    if (arg === name) {
      i += 1;
      value = argv[i] ?? '';
    }
    if (value === '') fail(`bench: ${name} needs a file name`);
    own[name] = resolve(value);
  }
  return { own, forwarded };
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const read = (file: string): BenchFile => {
  try {
    return readBenchFile(file);
  } catch (error) {
    if (error instanceof BenchFileError) fail(`bench: ${error.message}`);
    throw error;
  }
};

const shortName = (file: string): string => {
  const path = relative(process.cwd(), file);
  return path === '' || path.startsWith('..') ? file : path;
};

const printComparison = (old: BenchFile, oldName: string, now: BenchFile, nowName: string): void => {
  const describe = (f: BenchFile, name: string): string => `${name} (${f.written}${f.commit === undefined ? '' : `, ${f.commit}`})`;
  console.log(`\n== compared: ${describe(old, oldName)} -> ${describe(now, nowName)}\n`);
  console.log(formatComparison(compareBenchFiles(old, now)));
};

const { own, forwarded } = parseArgv(process.argv.slice(2));
if (own['--against'] !== undefined && own['--compare'] === undefined) fail('bench: --against <new.json> goes with --compare <old.json>');
const old = own['--compare'] === undefined ? undefined : read(own['--compare']);
if (old !== undefined && own['--against'] !== undefined) {
  printComparison(old, shortName(own['--compare'] as string), read(own['--against']), shortName(own['--against']));
  process.exit(0);
}

const commitRun = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' });
const commit = commitRun.status === 0 ? commitRun.stdout.trim() : undefined;
const scratch = mkdtempSync(join(tmpdir(), 'bench-figures-'));
const benches = ['sandbox-bench.ts', 'front-bench.ts', 'picture-gc-bench.ts'];
const sections: string[] = [];
const figures: BenchFile['benches'] = {};
const before = machineLine();
let failed = false;

/** What the bench recorded; a file it garbled counts as none, and fails the run. */
const recordedBy = (file: string): Recorded | undefined => {
  try {
    return readRecorded(file);
  } catch (error) {
    if (!(error instanceof BenchFileError)) throw error;
    console.error(`bench: ${error.message}`);
    failed = true;
    return undefined;
  }
};

for (const file of benches) {
  const script = join(ROOT, 'scripts', 'bench', file);
  if (!existsSync(script)) continue;
  console.log(`\n== ${file}`);
  const figuresFile = join(scratch, `${file}.json`);
  const { status, output } = await new Promise<{ status: number | null; output: string }>((done) => {
    const child = spawn(process.execPath, [script, ...forwarded], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, BENCH_FIGURES: figuresFile } });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      text += chunk.toString();
    });
    child.on('close', (code) => done({ status: code, output: text }));
  });
  if (status !== 0) failed = true;
  const recorded = recordedBy(figuresFile);
  // A bench that died before recording still gets its entry, so the table says so instead of leaving it out.
  figures[recorded?.bench ?? file.replace(/-bench\.ts$/, '')] = recorded?.figures ?? [];
  sections.push(`## ${file.replace(/\.ts$/, '')}${status === 0 ? '' : ` (exited ${status})`}`, '', '```', output.trimEnd(), '```', '');
}
rmSync(scratch, { recursive: true, force: true });
const run: BenchFile = {
  written: new Date().toISOString(), ...(commit === undefined ? {} : { commit }),
  machine: { before, after: machineLine() }, args: forwarded, benches: figures,
};
const file = resultsFile('bench.md');
mkdirSync(join(file, '..'), { recursive: true });
writeFileSync(file, [
  '# Benchmark figures', '',
  `Written by \`npm run bench\`${forwarded.length > 0 ? ` (${forwarded.join(' ')})` : ''}${commit === undefined ? '' : ` at commit ${commit}`}; what each figure means: [benchmarks.md](../benchmarks.md); the budgets live in the bench scripts. Figures of one run: earlier runs are this file's git log.`, '',
  `- before: ${run.machine.before}`, `- after: ${run.machine.after}`, '', ...figuresTable(run), '', ...sections,
].join('\n'));
console.log(`\nwrote ${file.slice(ROOT.length + 1)}`);
if (own['--json'] !== undefined) {
  writeFileSync(own['--json'], `${JSON.stringify(run, null, 2)}\n`);
  console.log(`wrote ${shortName(own['--json'])}`);
}
if (old !== undefined) printComparison(old, shortName(own['--compare'] as string), run, own['--json'] === undefined ? 'this run' : shortName(own['--json']));
process.exit(failed ? 1 : 0);
