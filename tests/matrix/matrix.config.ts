/**
 * Playwright config of QA's matrix: one production build served with one
 * sandbox per merchant and part (scripts/matrix/parts.ts), shared by the combinations of that part, which run
 * in order in one worker (they share its sandbox's state). Run through `npm run matrix`, which writes the plan this reads (MATRIX_PLAN).
 */
import { defineConfig, devices } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlanFile } from '../../scripts/matrix/cell.ts';
import { chromiumLaunch } from '../browser.ts';
import { TEST_PASSWORD_COST } from '../password-cost.ts';
import { MATRIX_WORKERS, matrixParts, partTitle } from '../../scripts/matrix/parts.ts';

const ROOT = join(import.meta.dirname, '..', '..');
/** Above the e2e suite's ports (E2E_PORT_BASE .. +36), so the matrix and the journeys can run side by side. */
const BASE = Number(process.env['E2E_PORT_BASE'] ?? 4101) + 40;
export const REPORT_DIR = join(ROOT, 'matrix-report');

const planFile = process.env['MATRIX_PLAN'];
const merchants = planFile === undefined ? [] : (JSON.parse(readFileSync(planFile, 'utf8')) as PlanFile).plans.map((p) => p.merchant);
const PARTS = matrixParts();
/** One server per merchant and part (scripts/matrix/parts.ts). */
const servers = merchants.flatMap((merchant, m) => Array.from({ length: PARTS }, (_, part) => ({
  merchant, part, name: PARTS === 1 ? merchant : `${merchant}-${part + 1}`, port: BASE + m * PARTS + part,
})));
/** Where the server launcher answers once every server does (below the first server's port). */
const READY_PORT = BASE - 1;

export default defineConfig({
  testDir: '.',
  testMatch: 'matrix.spec.ts',
  outputDir: join(ROOT, 'test-results', 'matrix'),
  forbidOnly: true,
  fullyParallel: false,
  workers: MATRIX_WORKERS,
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
  projects: servers.map(({ merchant, part, name, port }) => ({
    name,
    grep: new RegExp(`${partTitle(merchant, part, PARTS)} `),
    use: { baseURL: `http://127.0.0.1:${port}` },
  })),
  // The journeys' launcher (tests/e2e/servers.ts) starts every server at once: Playwright starts the entries of
  // its webServer list one after another.
  webServer: {
    command: 'node tests/e2e/servers.ts',
    cwd: ROOT,
    url: `http://127.0.0.1:${READY_PORT}/`,
    env: {
      E2E_SERVERS: JSON.stringify(servers.map(({ merchant, name, port }) => ({
        name, command: 'node scripts/preview.ts', port, timeout: 60_000,
        env: {
          MERCHANT: merchant, PORT: String(port), SANDBOX_DB: join(ROOT, '.data', `matrix-${name}-${port}.db`),
          SANDBOX_FRESH: '1', SANDBOX_RATE_LIMITS: 'off', SANDBOX_PASSWORD_COST: String(TEST_PASSWORD_COST), QA_PANEL: '0',
        },
      }))),
      E2E_READY_PORT: String(READY_PORT),
      E2E_OWNER_PID: String(process.pid),
    },
    reuseExistingServer: false,
    timeout: 70_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
