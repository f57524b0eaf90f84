/**
 * Playwright config of QA's matrix: one production build served with one
 * sandbox per merchant, shared by all that merchant's combinations. A merchant's combinations run in
 * order in one worker (they share its sandbox's state), so with two merchants the two workers never
 * meet. Run through `npm run matrix`, which writes the plan this reads (MATRIX_PLAN).
 */
import { defineConfig, devices } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlanFile } from '../../scripts/matrix/cell.ts';
import { chromiumLaunch } from '../browser.ts';
import { TEST_PASSWORD_COST } from '../password-cost.ts';

const ROOT = join(import.meta.dirname, '..', '..');
/** Above the e2e suite's ports (E2E_PORT_BASE .. +36), so the matrix and the journeys can run side by side. */
const BASE = Number(process.env['E2E_PORT_BASE'] ?? 4101) + 40;
export const REPORT_DIR = join(ROOT, 'matrix-report');

const planFile = process.env['MATRIX_PLAN'];
const merchants = planFile === undefined ? [] : (JSON.parse(readFileSync(planFile, 'utf8')) as PlanFile).plans.map((p) => p.merchant);
const port = (i: number): number => BASE + i;

export default defineConfig({
  testDir: '.',
  testMatch: 'matrix.spec.ts',
  outputDir: join(ROOT, 'test-results', 'matrix'),
  forbidOnly: true,
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A combination visits up to two dozen screens, each checked, scanned and photographed.
  timeout: 240_000,
  reporter: [
    ['./matrix-reporter.ts', { outputDir: REPORT_DIR }],
    ['junit', { outputFile: join(REPORT_DIR, 'junit.xml') }],
    ['json', { outputFile: join(REPORT_DIR, 'playwright.json') }],
    ['list'],
  ],
  use: {
    ...devices['Pixel 7'],
    browserName: 'chromium',
    launchOptions: chromiumLaunch,
    // the matrix checks screens, not the installed app: no worker precaching the build in every cell's context
    serviceWorkers: 'block',
  },
  projects: merchants.map((merchant, i) => ({
    name: merchant,
    grep: new RegExp(`merchant:${merchant} `),
    use: { baseURL: `http://127.0.0.1:${port(i)}` },
  })),
  webServer: merchants.map((merchant, i) => ({
    command: 'node scripts/preview.ts',
    cwd: ROOT,
    url: `http://127.0.0.1:${port(i)}/wps/system/status`,
    env: {
      MERCHANT: merchant, PORT: String(port(i)), SANDBOX_DB: join(ROOT, '.data', `matrix-${merchant}-${port(i)}.db`),
      SANDBOX_FRESH: '1', SANDBOX_RATE_LIMITS: 'off', SANDBOX_PASSWORD_COST: String(TEST_PASSWORD_COST), QA_PANEL: '0',
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
