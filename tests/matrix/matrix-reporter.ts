/**
 * The matrix reporter, a Playwright reporter: gathers each test's cell result and
 * screenshots and writes matrix-report/index.html (the grid QA reads) and results.json. It reads only
 * attachments, so it works the same on a live run and on `playwright merge-reports` of shards' blobs.
 */
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CELL_ATTACHMENT, type CellResult } from '../../scripts/matrix/cell.ts';
import { cellFailed, renderReport } from '../../scripts/matrix/report-html.ts';

interface Options {
  outputDir: string;
}

export default class MatrixReporter implements Reporter {
  private readonly cells: CellResult[] = [];
  private readonly started = Date.now();
  private readonly outputDir: string;

  constructor(options: Options) {
    this.outputDir = options.outputDir;
    rmSync(join(this.outputDir, 'shots'), { recursive: true, force: true });
  }

  onTestEnd(_test: TestCase, result: TestResult): void {
    const body = result.attachments.find((a) => a.name === CELL_ATTACHMENT)?.body;
    if (body === undefined) return;
    const cell = JSON.parse(body.toString('utf8')) as CellResult;
    const dir = join(this.outputDir, 'shots', cell.key);
    mkdirSync(dir, { recursive: true });
    for (const attachment of result.attachments) {
      if (attachment.path !== undefined && attachment.contentType === 'image/png') copyFileSync(attachment.path, join(dir, attachment.name));
    }
    this.cells.push(cell);
  }

  onEnd(result: FullResult): void {
    const cells = this.cells.sort((a, b) => a.merchant.localeCompare(b.merchant) || a.index - b.index);
    const durationMs = result.duration > 0 ? result.duration : Date.now() - this.started;
    const qaBase = process.env['MATRIX_QA_BASE'] ?? 'http://127.0.0.1:4173';
    mkdirSync(this.outputDir, { recursive: true });
    writeFileSync(join(this.outputDir, 'index.html'), renderReport(cells, { generatedAt: new Date().toISOString(), durationMs, qaBase }));
    writeFileSync(join(this.outputDir, 'results.json'), `${JSON.stringify({ durationMs, cells }, null, 1)}\n`);
    const failing = cells.filter(cellFailed).length;
    console.log(`\nmatrix: ${cells.length} combinations, ${failing} failing, in ${(durationMs / 1000).toFixed(1)} s; report ${join(this.outputDir, 'index.html')}`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
