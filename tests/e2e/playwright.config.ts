import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
/** Debian's Chromium (DESIGN 6): Playwright's own browser download does not work on these machines. */
const chromium = process.env['CHROMIUM_PATH'] ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
/** E2E_PORT_BASE moves every server (default 4101), so two runs on one machine do not meet. */
const BASE = Number(process.env['E2E_PORT_BASE'] ?? 4101);
export const MERCHANT_PORTS = { ttslot: BASE, sahara: BASE + 1 } as const;
/**
 * Specs named *.global.spec.ts change sandbox-wide state (system status, whitelabel flags): they run
 * one at a time against a server of their own, so they never disturb the parallel journeys.
 */
const GLOBAL_PORTS = { ttslot: BASE + 10, sahara: BASE + 11 } as const;
const GLOBAL_SPECS = /\.global\.spec\.ts$/;
/**
 * Specs named *.dev.spec.ts run against the dev server exactly as `npm start` starts it (sandbox + Vite
 * with hot reload; issue 13 point 2), so the README's first command is tested like the build.
 */
const DEV_PORTS = { ttslot: { app: BASE + 20, sandbox: BASE + 30 }, sahara: { app: BASE + 21, sandbox: BASE + 31 } } as const;
const DEV_SPECS = /\.dev\.spec\.ts$/;

const phone = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  browserName: 'chromium' as const,
  launchOptions: {
    ...(chromium === undefined ? {} : { executablePath: chromium }),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  },
};

export default defineConfig({
  testDir: '.',
  outputDir: join(ROOT, 'test-results'),
  forbidOnly: true,
  fullyParallel: true,
  workers: 2,
  retries: process.env['CI'] ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env['CI'] ? [['list'], ['html', { open: 'never', outputFolder: join(ROOT, 'playwright-report') }]] : 'list',
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure' },
  projects: [
    ...Object.entries(MERCHANT_PORTS).map(([merchant, port]) => ({
      name: merchant,
      testIgnore: [GLOBAL_SPECS, DEV_SPECS],
      use: { ...phone, baseURL: `http://127.0.0.1:${port}` },
    })),
    ...Object.entries(GLOBAL_PORTS).map(([merchant, port]) => ({
      name: `${merchant}-global`,
      testMatch: GLOBAL_SPECS,
      fullyParallel: false,
      // several global spec files share one server: one at a time, or one's flags meet another's journey
      workers: 1,
      use: { ...phone, baseURL: `http://127.0.0.1:${port}` },
    })),
    ...Object.entries(DEV_PORTS).map(([merchant, ports]) => ({
      name: `${merchant}-dev`,
      testMatch: DEV_SPECS,
      fullyParallel: false,
      workers: 1,
      use: { ...phone, baseURL: `http://127.0.0.1:${ports.app}` },
    })),
  ],
  webServer: [...[...Object.entries(MERCHANT_PORTS), ...Object.entries(GLOBAL_PORTS).map(([m, p]) => [`${m}-global`, p] as const)].map(([name, port]) => ({
    command: `node scripts/preview.ts`,
    cwd: ROOT,
    url: `http://127.0.0.1:${port}/wps/system/status`,
    env: { MERCHANT: name.replace(/-global$/, ''), PORT: String(port), SANDBOX_DB: join(ROOT, '.data', `e2e-${name}-${port}.db`), SANDBOX_FRESH: '1', SANDBOX_RATE_LIMITS: 'off', QA_PANEL: '0' },
    reuseExistingServer: !process.env['CI'],
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
  ...Object.entries(DEV_PORTS).map(([merchant, ports]) => ({
    command: 'node scripts/start.ts',
    cwd: ROOT,
    url: `http://127.0.0.1:${ports.app}/wps/system/status`,
    env: {
      MERCHANT: merchant, PORT: String(ports.app), SANDBOX_PORT: String(ports.sandbox),
      SANDBOX_DB: join(ROOT, '.data', `e2e-${merchant}-dev-${ports.sandbox}.db`), SANDBOX_FRESH: '1', SANDBOX_RATE_LIMITS: 'off', QA_PANEL: '0',
    },
    reuseExistingServer: !process.env['CI'],
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  }))],
});
