// npm run bench: every benchmark, one after the other, printing figures (never asserting them), and writing
// them to docs/results/bench.md with the machine and its load, so docs/benchmarks.md never holds pasted
// figures (their history is that file's git log). The sandbox bench (start, seed, game-list load), the
// front-end bench (bytes, first tile, long tasks while scrolling, Lighthouse) and the picture collector bench
// (Chromium's cost for dropped pictures) each print their own settings.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/paths.ts';
import { machineLine, resultsFile } from './lib/results.ts';

const benches = ['sandbox-bench.ts', 'front-bench.ts', 'picture-gc-bench.ts'];
const sections: string[] = [];
const before = machineLine();
let failed = false;
for (const file of benches) {
  const script = join(ROOT, 'scripts', 'bench', file);
  if (!existsSync(script)) continue;
  console.log(`\n== ${file}`);
  const { status, output } = await new Promise<{ status: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [script, ...process.argv.slice(2)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      text += chunk.toString();
    });
    child.on('close', (code) => resolve({ status: code, output: text }));
  });
  if (status !== 0) failed = true;
  sections.push(`## ${file.replace(/\.ts$/, '')}${status === 0 ? '' : ` (exited ${status})`}`, '', '```', output.trimEnd(), '```', '');
}
const file = resultsFile('bench.md');
mkdirSync(join(file, '..'), { recursive: true });
writeFileSync(file, [
  '# Benchmark figures', '',
  `Written by \`npm run bench\`${process.argv.length > 2 ? ` (${process.argv.slice(2).join(' ')})` : ''}; what each figure means and its budget: [benchmarks.md](../benchmarks.md). Figures of one run: earlier runs are this file's git log.`, '',
  `- before: ${before}`, `- after: ${machineLine()}`, '', ...sections,
].join('\n'));
console.log(`\nwrote ${file.slice(ROOT.length + 1)}`);
process.exit(failed ? 1 : 0);
