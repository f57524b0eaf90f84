import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
/** Debian's Chromium (DESIGN 6): Playwright's own browser download does not work on these machines. */
const chromium = process.env['CHROMIUM_PATH'] ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
export const MERCHANT_PORTS = { ttslot: 4101, sahara: 4102 } as const;

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
  projects: Object.entries(MERCHANT_PORTS).map(([merchant, port]) => ({
    name: merchant,
    use: { ...phone, baseURL: `http://127.0.0.1:${port}` },
  })),
  webServer: Object.entries(MERCHANT_PORTS).map(([merchant, port]) => ({
    command: `node scripts/preview.ts`,
    cwd: ROOT,
    url: `http://127.0.0.1:${port}/wps/system/status`,
    env: { MERCHANT: merchant, PORT: String(port), SANDBOX_DB: join(ROOT, '.data', `e2e-${merchant}.db`), SANDBOX_FRESH: '1', SANDBOX_RATE_LIMITS: 'off' },
    reuseExistingServer: !process.env['CI'],
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
