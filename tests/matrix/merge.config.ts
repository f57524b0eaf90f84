/**
 * Merges the blob reports of sharded matrix runs into one matrix report:
 * `npx playwright merge-reports --config tests/matrix/merge.config.ts <blob dir>`.
 */
import { defineConfig } from '@playwright/test';
import { join } from 'node:path';

const REPORT_DIR = join(import.meta.dirname, '..', '..', 'matrix-report');

export default defineConfig({
  testDir: '.',
  reporter: [
    ['./matrix-reporter.ts', { outputDir: REPORT_DIR }],
    ['junit', { outputFile: join(REPORT_DIR, 'junit.xml') }],
    ['json', { outputFile: join(REPORT_DIR, 'playwright.json') }],
  ],
});
