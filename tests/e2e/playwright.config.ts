import { defineConfig, devices, type PlaywrightTestProject } from '@playwright/test';
import { join } from 'node:path';
import { E2E_TAGS, e2eTier } from './tiers.ts';
import { inFastTier } from '../../scripts/lib/test-brands.ts';
import { chromiumLaunch } from '../browser.ts';
import { TEST_PASSWORD_COST } from '../password-cost.ts';

const ROOT = join(import.meta.dirname, '..', '..');
/** E2E_PORT_BASE moves every server (default 4101), so two runs on one machine do not meet. */
const BASE = Number(process.env['E2E_PORT_BASE'] ?? 4101);
export const MERCHANT_PORTS = { ttslot: BASE, sahara: BASE + 1, lotus: BASE + 2 } as const;
/** The brand that runs every journey in the fast tier; the others run the brand-dependent ones (`@brand`). */
const FIRST_BRAND = 'ttslot';
/**
 * Specs named *.global.spec.ts change sandbox-wide state (system status, whitelabel flags): they run
 * one at a time against a server of their own, so they never disturb the parallel journeys.
 */
const GLOBAL_PORTS = { ttslot: BASE + 10, sahara: BASE + 11, lotus: BASE + 12 } as const;
const GLOBAL_SPECS = /\.global\.spec\.ts$/;
/**
 * Specs named *.dev.spec.ts run against the dev server exactly as `npm start` starts it (sandbox + Vite
 * with hot reload), so the README's first command is tested like the build. The fast
 * tier starts one dev server, sahara's (right to left, the brand-dependent case); the full tier both.
 */
const DEV_PORTS = { ttslot: { app: BASE + 20, sandbox: BASE + 30 }, sahara: { app: BASE + 21, sandbox: BASE + 31 } } as const;
const DEV_SPECS = /\.dev\.spec\.ts$/;
const DEV_BRAND_FAST = 'sahara';
/** Where the server launcher (servers.ts) answers once every server of the run does. */
const READY_PORT = BASE + 35;
/**
 * The brand studio's journey (docs/studio.md): `npm run studio` over a scratch copy of merchants/, made afresh by
 * its server's command, so the brand the journey creates never lands in the real folder. A laptop's viewport.
 */
const STUDIO_PORT = BASE + 36;
const STUDIO_SPECS = /studio\.spec\.ts$/;
const STUDIO_DIR = join(ROOT, '.data', `e2e-studio-${STUDIO_PORT}`);

const TIER = e2eTier();
const FULL = TIER === 'full';

const phone = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  // The fast tier draws at one device pixel per CSS pixel (no screen of the app chooses by pixel density; a
  // seventh of the pixels to raster, 113 -> 108 CPU seconds over the lobby and frame journeys); the full tier
  // keeps the Pixel 7's 2.625.
  ...(FULL ? {} : { deviceScaleFactor: 1 }),
  browserName: 'chromium' as const,
  launchOptions: chromiumLaunch,
};

/**
 * What a brand's project runs in this tier. The first brand runs every journey of the tier (no `@full` one in the
 * fast tier). The other brands of scripts/lib/test-brands.ts (sahara) run the `@brand` ones, and in the full tier
 * the sweeps too (`@full`, `@sweep`): a journey whose outcome does not depend on the brand runs once in both
 * tiers. A brand beyond them (lotus) has no project in the fast tier, so a brand added does not lengthen the
 * gate, and runs the `@brand` journeys in the full tier.
 */
const brandsOfTier = <T extends object>(ports: T): [string, T[keyof T]][] =>
  (Object.entries(ports) as [string, T[keyof T]][]).filter(([merchant]) => FULL || inFastTier(merchant));

const anyOf = (...tags: readonly RegExp[]): RegExp => new RegExp(tags.map((tag) => tag.source).join('|'));

function tierFilter(merchant: string): Pick<PlaywrightTestProject, 'grep' | 'grepInvert'> {
  if (merchant === FIRST_BRAND) return FULL ? {} : { grepInvert: E2E_TAGS.full };
  if (!FULL) return { grep: E2E_TAGS.brand, grepInvert: E2E_TAGS.full };
  return { grep: inFastTier(merchant) ? anyOf(E2E_TAGS.brand, E2E_TAGS.full, E2E_TAGS.sweep) : E2E_TAGS.brand };
}

interface Server { command: string; port: number; env: Record<string, string>; timeout: number }

const preview = (merchant: string, name: string, port: number): Server => ({
  command: 'node scripts/preview.ts',
  port,
  env: { MERCHANT: merchant, PORT: String(port), SANDBOX_DB: join(ROOT, '.data', `e2e-${name}-${port}.db`), SANDBOX_FRESH: '1', SANDBOX_RATE_LIMITS: 'off', SANDBOX_PASSWORD_COST: String(TEST_PASSWORD_COST), QA_PANEL: '0' },
  timeout: 60_000,
});

const projects: (PlaywrightTestProject & { server: Server })[] = [
  // The serial projects first: a project of one worker started last left the other worker idle at the end
  // of the run while its tests ran one after another.
  ...Object.entries(DEV_PORTS).filter(([merchant]) => FULL || merchant === DEV_BRAND_FAST).map(([merchant, ports]) => ({
    name: `${merchant}-dev`,
    testMatch: DEV_SPECS,
    fullyParallel: false,
    workers: 1,
    use: { ...phone, baseURL: `http://127.0.0.1:${ports.app}` },
    server: {
      command: 'node scripts/start.ts',
      port: ports.app,
      env: {
        MERCHANT: merchant, PORT: String(ports.app), SANDBOX_PORT: String(ports.sandbox),
        SANDBOX_DB: join(ROOT, '.data', `e2e-${merchant}-dev-${ports.sandbox}.db`), SANDBOX_FRESH: '1', SANDBOX_RATE_LIMITS: 'off', SANDBOX_PASSWORD_COST: String(TEST_PASSWORD_COST), QA_PANEL: '0',
      },
      timeout: 120_000,
    },
  })),
  ...brandsOfTier(GLOBAL_PORTS).map(([merchant, port]) => ({
    name: `${merchant}-global`,
    testMatch: GLOBAL_SPECS,
    ...tierFilter(merchant),
    fullyParallel: false,
    // several global spec files share one server: one at a time, or one's flags meet another's journey
    workers: 1,
    use: { ...phone, baseURL: `http://127.0.0.1:${port}` },
    server: preview(merchant, `${merchant}-global`, port),
  })),
  {
    name: 'studio',
    testMatch: STUDIO_SPECS,
    use: { viewport: { width: 1280, height: 900 }, browserName: 'chromium' as const, launchOptions: chromiumLaunch, baseURL: `http://127.0.0.1:${STUDIO_PORT}` },
    metadata: { merchantsDir: join(STUDIO_DIR, 'merchants') },
    server: {
      command: `rm -rf ${STUDIO_DIR} && mkdir -p ${STUDIO_DIR} && cp -r merchants ${STUDIO_DIR}/merchants && node scripts/studio/main.ts`,
      port: STUDIO_PORT,
      env: { PORT: String(STUDIO_PORT), MERCHANTS_DIR: join(STUDIO_DIR, 'merchants'), STUDIO_DATA_DIR: STUDIO_DIR, SANDBOX_RATE_LIMITS: 'off', SANDBOX_PASSWORD_COST: String(TEST_PASSWORD_COST) },
      timeout: 60_000,
    },
  },
  ...brandsOfTier(MERCHANT_PORTS).map(([merchant, port]) => ({
    name: merchant,
    testIgnore: [GLOBAL_SPECS, DEV_SPECS, STUDIO_SPECS],
    ...tierFilter(merchant),
    use: { ...phone, baseURL: `http://127.0.0.1:${port}` },
    server: preview(merchant, merchant, port),
  })),
];

/**
 * Servers of the projects that run: Playwright starts every webServer of the config whatever `--project`
 * chooses, so the config reads the choice itself (a dev server costs a Vite start and its first transforms).
 */
function chosenProjects(argv: readonly string[]): Set<string> | undefined {
  const names: string[] = [];
  argv.forEach((arg, i) => {
    if (arg.startsWith('--project=')) names.push(arg.slice('--project='.length));
    // `--project a b` names both, as Playwright reads it: every argument up to the next option
    if (arg === '--project') for (const next of argv.slice(i + 1)) { if (next.startsWith('-')) break; names.push(next); }
  });
  return names.length === 0 ? undefined : new Set(names);
}
const chosen = chosenProjects(process.argv);
const running = projects.filter((project) => chosen === undefined || chosen.has(project.name ?? ''));

export default defineConfig({
  testDir: '.',
  outputDir: join(ROOT, 'test-results'),
  forbidOnly: true,
  fullyParallel: true,
  workers: 2,
  retries: process.env['CI'] ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // reports/e2e.json: per-test durations for `npm run test:durations` (docs/test-durations.md).
  reporter: [
    ['list'],
    ...(process.env['CI'] ? [['html', { open: 'never', outputFolder: join(ROOT, 'playwright-report') }] as const] : []),
    ['json', { outputFile: join(ROOT, 'reports', 'e2e.json') }],
  ],
  // A trace only when a test is retried (recording one for every test cost time on every test). No service worker:
  // registered in every fresh context once the page is idle, it precached the whole build (about 200 files) per
  // test, about a tenth of the journeys' CPU; pwa.spec.ts, which tests the worker, allows it again.
  use: { trace: 'on-first-retry', screenshot: 'only-on-failure', serviceWorkers: 'block' },
  projects: projects.map(({ server: _server, ...project }) => project),
  // One webServer, the launcher, which starts the chosen projects' servers side by side (Playwright starts
  // the entries of this list one after another).
  webServer: {
    command: 'node tests/e2e/servers.ts',
    cwd: ROOT,
    url: `http://127.0.0.1:${READY_PORT}/`,
    // E2E_OWNER_PID: the runner that reads this config starts the launcher, which ends with it however it ends.
    env: { E2E_SERVERS: JSON.stringify(running.map(({ name, server }) => ({ name, ...server }))), E2E_READY_PORT: String(READY_PORT), E2E_OWNER_PID: String(process.pid) },
    reuseExistingServer: !process.env['CI'],
    timeout: Math.max(60_000, ...running.map(({ server }) => server.timeout)) + 10_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
