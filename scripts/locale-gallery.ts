// npm run gallery: every locale of the language table on the screens a player meets first (home, login,
// registration, the open drawer, a promotion) at 390 px, pictured into matrix-report/gallery/ with a page that
// shows them side by side, and checked as the QA matrix checks a screen: the page's lang and dir, nothing wider
// than the phone, no text cut at its box, and a font of the machine for every character shown (SPEC 1, 4, DESIGN 4). A language no brand lists yet is shown too: the
// gallery serves a scratch brand, a copy of ttslot that lists every language. Needs `npm run build` first.
// Exits 1 when a check fails; the page says which. GALLERY_LANGUAGES=EN,VI narrows the run.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, devices, type Browser, type Page } from '@playwright/test';
import { describeCharacters, machineCoverage, uncovered } from './lib/font-coverage.ts';
import { DIST_DIR, ROOT, TEMPLATE_FILE, TEMPLATE_NAME } from './lib/paths.ts';
import { CHECKS, checkPage, type Finding } from './matrix/checks.ts';
import { LANGUAGE_CORE } from '../src/i18n/language-core.ts';
import { chromiumLaunch } from '../tests/browser.ts';
import { markPopupShown } from '../tests/popup-shown.ts';
import { textsIn } from '../tests/e2e/texts.ts';
import { probe } from '../tests/matrix/probe.ts';
import { TEST_PASSWORD_COST } from '../tests/password-cost.ts';

const CODE = 'gallery';
const PORT = Number(process.env['GALLERY_PORT'] ?? 4790);
const WIDTH = 390;
const OUT = join(ROOT, 'matrix-report', 'gallery');
/** Each locale once: KR is Korean as KO is. */
const ALL = LANGUAGE_CORE.filter((l, i) => LANGUAGE_CORE.findIndex((o) => o.locale === l.locale) === i).map((l) => l.code);
const LANGUAGES = process.env['GALLERY_LANGUAGES']?.split(',') ?? ALL;
const ttslot = JSON.parse(readFileSync(join(ROOT, 'merchants', 'ttslot', 'merchant.json'), 'utf8')) as { platform: { announcementPlatform: string } };
const ANNOUNCEMENT_PLATFORM = ttslot.platform.announcementPlatform;

interface Screen { name: string; open: (page: Page, code: string) => Promise<void> }

const settled = (page: Page): Promise<void> => page.waitForFunction(() => document.querySelector('[aria-busy="true"], [role="progressbar"]') === null && document.fonts.status === 'loaded').then(() => undefined);

const SCREENS: readonly Screen[] = [
  { name: 'home', open: async (page) => { await page.goto('/m/home'); await page.getByTestId('game-tile').first().waitFor(); } },
  { name: 'login', open: async (page) => { await page.goto('/m/login'); await page.getByRole('textbox').first().waitFor(); } },
  { name: 'register', open: async (page) => { await page.goto('/m/register'); await page.getByRole('checkbox').first().waitFor(); } },
  {
    name: 'drawer',
    open: async (page, code) => {
      const text = textsIn(code);
      await page.goto('/m/home');
      await page.getByRole('button', { name: text('menu'), exact: true }).click();
      await page.getByRole('dialog', { name: text('menu'), exact: true }).waitFor();
    },
  },
  { name: 'promotion', open: async (page) => { await page.goto('/m/activity?id=1'); await page.locator('[aria-expanded="true"]').first().waitFor(); } },
];

/** The scratch brand: ttslot's folder listing every language, published over the build's JavaScript. */
function scratchBrand(): { merchants: string; dist: string } {
  if (!existsSync(TEMPLATE_FILE)) {
    console.error(`${TEMPLATE_FILE} is missing: run npm run build first`);
    process.exit(2);
  }
  const merchants = mkdtempSync(join(tmpdir(), 'gallery-merchants-'));
  cpSync(join(ROOT, 'merchants', 'ttslot'), join(merchants, CODE), { recursive: true });
  const file = join(merchants, CODE, 'merchant.json');
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(file, JSON.stringify({ ...json, code: CODE, languages: ALL, defaultLanguage: 'EN' }, null, 2));
  const dist = mkdtempSync(join(tmpdir(), 'gallery-dist-'));
  cpSync(join(DIST_DIR, 'assets'), join(dist, 'assets'), { recursive: true });
  cpSync(TEMPLATE_FILE, join(dist, TEMPLATE_NAME));
  const published = spawnSync(process.execPath, [join(ROOT, 'scripts', 'publish-merchant.ts'), CODE], { cwd: ROOT, env: { ...process.env, MERCHANTS_DIR: merchants, DIST_DIR: dist }, encoding: 'utf8' });
  if (published.status !== 0) {
    console.error(`publishing the gallery brand failed:\n${published.stderr}`);
    process.exit(2);
  }
  return { merchants, dist };
}

async function startServer(merchants: string, dist: string): Promise<ChildProcess> {
  const db = join(tmpdir(), `gallery-${PORT}.db`);
  const server = spawn(process.execPath, [join(ROOT, 'scripts', 'preview.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, MERCHANTS_DIR: merchants, DIST_DIR: dist, MERCHANT: CODE, PORT: String(PORT), SANDBOX_DB: db, SANDBOX_FRESH: '1', SANDBOX_RATE_LIMITS: 'off', SANDBOX_PASSWORD_COST: String(TEST_PASSWORD_COST), QA_PANEL: '0' },
  });
  const until = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/wps/system/status`)).ok) return server;
    } catch { /* not up yet */ }
    if (server.exitCode !== null || Date.now() > until) throw new Error(`the gallery's server did not answer on port ${PORT}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Shot { language: string; screen: string; file: string; findings: Finding[]; error?: string }

/** The characters on the screen that no font of this machine draws (they show as boxes in its picture). */
function glyphFindings(text: string): Finding[] {
  if (coverage === undefined) return [];
  const missing = uncovered(text, coverage);
  if (missing.length === 0) return [];
  return [{ check: 'glyphs', rule: CHECKS.glyphs.rule, message: `no font on this machine draws ${describeCharacters(missing)}: they show as boxes; Debian: apt-get install fonts-noto-core fonts-noto-cjk` }];
}

/** One language's screens in a tab of its own, the home popup counted as shown (it has journeys of its own, and it would cover them). */
async function shootLanguage(browser: Browser, code: string): Promise<Shot[]> {
  const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: WIDTH, height: 844 }, baseURL: `http://127.0.0.1:${PORT}`, serviceWorkers: 'block' });
  await context.addInitScript((language) => localStorage.setItem('language', language), code);
  await markPopupShown(context, {
    announcementPlatform: ANNOUNCEMENT_PLATFORM, merchantCode: CODE, language: code,
    get: async (path) => (await fetch(`http://127.0.0.1:${PORT}${path}`)).json(),
  });
  const page = await context.newPage();
  const shots: Shot[] = [];
  for (const screen of SCREENS) {
    const file = `${code}-${screen.name}.png`;
    try {
      await screen.open(page, code);
      await settled(page);
      const shown = await page.evaluate(() => document.body.innerText);
      const findings = [...glyphFindings(shown), ...checkPage(await probe(page), code, WIDTH)];
      await page.screenshot({ path: join(OUT, file) });
      shots.push({ language: code, screen: screen.name, file, findings });
    } catch (error) {
      shots.push({ language: code, screen: screen.name, file, findings: [], error: (error as Error).message.split('\n')[0] ?? 'failed' });
    }
  }
  await context.close();
  return shots;
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function renderGallery(shots: readonly Shot[]): string {
  const rows = LANGUAGES.map((code) => {
    const core = LANGUAGE_CORE.find((l) => l.code === code);
    const cells = SCREENS.map((screen) => {
      const shot = shots.find((s) => s.language === code && s.screen === screen.name);
      const problems = [...(shot?.findings.map((f) => `${f.check}: ${f.message}`) ?? []), ...(shot?.error === undefined ? [] : [shot.error])];
      const picture = shot?.error === undefined ? `<a href="${shot?.file}"><img src="${shot?.file}" alt="${escapeHtml(`${code} ${screen.name}`)}" loading="lazy" width="195"></a>` : '';
      return `<td class="${problems.length > 0 ? 'bad' : 'ok'}">${picture}${problems.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}</td>`;
    }).join('');
    return `<tr><th scope="row">${code}<br><small>${core?.locale ?? ''} ${core?.dir ?? ''}</small></th>${cells}</tr>`;
  }).join('\n');
  const failing = shots.filter((s) => s.findings.length > 0 || s.error !== undefined).length;
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Locale gallery</title>
<style>body{font:14px system-ui;margin:16px}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px;vertical-align:top}td.bad{background:#fdd}td p{max-width:195px;margin:4px 0;color:#900}img{display:block}</style>
<h1>Locale gallery: ${LANGUAGES.length} languages, ${SCREENS.length} screens at ${WIDTH} px</h1>
<p>${failing === 0 ? 'Every screen passes: lang and dir right, nothing wider than the phone, no text cut at its box.' : `${failing} screens fail a check (red).`}</p>
<table><thead><tr><th>Language</th>${SCREENS.map((s) => `<th>${s.name}</th>`).join('')}</tr></thead><tbody>
${rows}
</tbody></table></html>
`;
}

const coverage = machineCoverage();
const { merchants, dist } = scratchBrand();
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const server = await startServer(merchants, dist);
const browser = await chromium.launch(chromiumLaunch);
const shots: Shot[] = [];
try {
  // two languages at a time: the machine's two cores
  const queue = [...LANGUAGES];
  await Promise.all([0, 1].map(async () => {
    for (let code = queue.shift(); code !== undefined; code = queue.shift()) shots.push(...await shootLanguage(browser, code));
  }));
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(merchants, { recursive: true, force: true });
  rmSync(dist, { recursive: true, force: true });
}
writeFileSync(join(OUT, 'index.html'), renderGallery(shots));
const failing = shots.filter((s) => s.findings.length > 0 || s.error !== undefined);
for (const shot of failing) {
  console.error(`${shot.language} ${shot.screen}: ${shot.error ?? shot.findings.map((f) => `[${f.rule}] ${f.check}: ${f.message}`).join('; ')}`);
}
console.log(`${LANGUAGES.length} languages x ${SCREENS.length} screens: ${failing.length === 0 ? 'every one passes' : `${failing.length} fail`}; matrix-report/gallery/index.html`);
process.exit(failing.length === 0 ? 0 : 1);
