// npm run bench:front (issue 6 point 9): the home route and the 3,000-game grid on a 390x844 phone
// under 4x CPU throttling in Debian Chromium, against the preview server (production build + sandbox).
// Prints: JS gzip bytes loaded before the first game tile, time to the first tile, longest task and
// total blocking time while wheel-scrolling /m/gameList?gameType=ALL, and Lighthouse mobile performance.
// Needs `npm run build` first. BENCH_PORT (4177), MERCHANT (ttslot), CHROME_PATH (/usr/bin/chromium), DIST_DIR (dist),
// BENCH_ONLY=load|scroll|lighthouse (or a comma list) runs those parts (the load figures always come); BENCH_FILES=1 lists the JS files loaded before the first tile; BENCH_LH_JSON=file keeps Lighthouse's report.
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { type Figure, recordFigures } from '../lib/bench-figures.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const port = Number(process.env['BENCH_PORT'] ?? 4177);
const merchant = process.env['MERCHANT'] ?? 'ttslot';
const chrome = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
const base = `http://127.0.0.1:${port}`;
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const dist = process.env['DIST_DIR'] ?? join(ROOT, 'dist');
if (!existsSync(join(dist, merchant, 'index.html'))) {
  console.error(`${dist}/${merchant}/index.html is missing: run npm run build first`);
  process.exit(1);
}

const server = spawn(process.execPath, ['scripts/preview.ts'], {
  cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, MERCHANT: merchant, PORT: String(port), SANDBOX_DB: join(ROOT, '.data', `bench-front-${merchant}-${port}.db`), SANDBOX_FRESH: '1', SANDBOX_RATE_LIMITS: 'off', QA_PANEL: '0' },
});
const stop = (): void => void server.kill('SIGTERM');
process.on('exit', stop);

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${base}/wps/system/status`)).ok) return;
    } catch (error) {
      if (process.env['BENCH_DEBUG']) console.error(String(error), (error as { cause?: unknown }).cause);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('preview server did not start');
}

await waitForServer();
const browser = await chromium.launch({ executablePath: chrome, args: FLAGS });

async function phone() {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page, cdp };
}

// 1. JS before the first tile, and the time to it (cold cache). The preview server compresses on the
// fly (chunked, no content-length), so the gzip figure is each loaded JS body gzipped here at level 6
// (what a CDN serves); "transfer" is Chromium's own count of encoded bytes (CDP encodedDataLength, br).
const only = process.env['BENCH_ONLY'];
const run = (part: string): boolean => only === undefined || only.split(',').includes(part);
const first = await phone();
const js = new Map<string, { gzip: number; raw: number }>();
const pending: Promise<void>[] = [];
let tileSeen = false;
first.page.on('response', (response) => {
  const url = response.url();
  if (tileSeen || !url.endsWith('.js') || js.has(url)) return;
  js.set(url, { gzip: 0, raw: 0 });
  pending.push(response.body().then((body) => {
    js.set(url, { gzip: gzipSync(body, { level: 6 }).length, raw: body.length });
  }, () => undefined));
});
const encoded = new Map<string, number>();
const jsRequests = new Map<string, string>();
await first.cdp.send('Network.enable');
first.cdp.on('Network.responseReceived', (e) => {
  if (e.response.url.endsWith('.js')) jsRequests.set(e.requestId, e.response.url);
});
first.cdp.on('Network.loadingFinished', (e) => {
  const url = jsRequests.get(e.requestId);
  if (url !== undefined && !tileSeen) encoded.set(url, e.encodedDataLength);
});
// The page notes the moment the first tile enters the DOM (Playwright's polling would see it later, and
// count JS the page only fetched afterwards); only scripts requested before that moment count.
await first.page.addInitScript(() => {
  const w = window as unknown as { __firstTileAt?: number };
  new MutationObserver((_records, observer) => {
    if (document.querySelector('[data-testid="game-tile"]') === null) return;
    w.__firstTileAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
});
await first.page.goto(`${base}/m/home`);
await first.page.getByTestId('game-tile').first().waitFor({ state: 'visible', timeout: 60_000 });
const { firstTileMs, before } = await first.page.evaluate(() => {
  const at = (window as unknown as { __firstTileAt: number }).__firstTileAt;
  const scripts = performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js') && e.startTime < at).map((e) => e.name);
  return { firstTileMs: Math.round(at), before: scripts };
});
tileSeen = true;
await Promise.all(pending);
for (const url of [...js.keys()]) if (!before.includes(url)) js.delete(url);
for (const url of [...encoded.keys()]) if (!before.includes(url)) encoded.delete(url);
const jsBytes = [...js.values()].reduce((a, b) => a + b.gzip, 0);
const rawBytes = [...js.values()].reduce((a, b) => a + b.raw, 0);
const compressed = [...encoded.values()].reduce((a, b) => a + b, 0);
const fileList = [...js.entries()].sort((a, b) => b[1].gzip - a[1].gzip).map(([url, size]) => `${url.replace(/^.*\//, '')} ${(size.gzip / 1024).toFixed(1)}`);
const cls = await first.page.evaluate(() => new Promise<number>((resolve) => {
  let sum = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) sum += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  setTimeout(() => resolve(sum), 2000);
}));
await first.context.close();

const scrolled = run('scroll') ? await scrollAllGames() : undefined;
await browser.close();

/** Scrolling 3,000 games with the mouse wheel: long tasks and total blocking time. */
async function scrollAllGames(): Promise<{ tiles: number; total: number; seconds: number; pictures: number; tasks: number[] }> {
  const scroll = await phone();
  // The games the list has received: the rows of every game-list page the screen fetched, the first included.
  let tiles = 0;
  scroll.page.on('response', (response) => {
    if (!response.url().includes('/wps/game/list')) return;
    void response.json().then((body: { value?: { list?: unknown[] } }) => { tiles += body.value?.list?.length ?? 0; }, () => undefined);
  });
  await scroll.page.goto(`${base}/m/gameList?gameType=ALL`);
  await scroll.page.getByTestId('game-tile').first().waitFor({ state: 'visible', timeout: 60_000 });
  const total = await (await fetch(`${base}/wps/game/list?gameType=ALL&pageNo=1&pageSize=1`)).json() as { value: { total: number } };
  await scroll.page.evaluate(() => {
    const w = window as unknown as { __tasks: number[] };
    w.__tasks = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) w.__tasks.push(e.duration); }).observe({ type: 'longtask', buffered: false });
  });
  let pictures = 0;
  scroll.page.on('request', (request) => {
    if (request.resourceType() === 'image') pictures += 1;
  });
  await scroll.page.mouse.move(195, 500);
  const scrollStart = Date.now();
  // Pages come at most once a second (R9-12), so the wheel keeps going until the whole list is in (or 5 minutes).
  for (let i = 0; Date.now() - scrollStart < 300_000; i += 1) {
    await scroll.page.mouse.wheel(0, 600);
    if (i % 20 === 0 && tiles >= total.value.total) break;
  }
  await scroll.page.waitForTimeout(1500);
  const seconds = (Date.now() - scrollStart) / 1000;
  const tasks = await scroll.page.evaluate(() => (window as unknown as { __tasks: number[] }).__tasks);
  await scroll.context.close();
  return { tiles, total: total.value.total, seconds, pictures, tasks };
}

// 3. Lighthouse mobile performance of /m/home (offline, local Chromium). Lighthouse is a bench-only tool of
// about 10,000 files: npx fetches the pinned version on the first bench and keeps it in npm's cache, so every
// `npm ci` (the gate's install) does not unpack it.
const LIGHTHOUSE = 'lighthouse@12.8.2';
const LH_METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
let score = 'not run';
let lighthouse: { score: number | null; metrics: Record<string, number | undefined> } | undefined;
if (run('lighthouse')) try {
  const args = ['--yes', LIGHTHOUSE, `${base}/m/home`, '--only-categories=performance', '--form-factor=mobile', '--output=json', '--output-path=stdout', '--quiet', `--chrome-flags=${['--headless=new', ...FLAGS].join(' ')}`];
  const report = await new Promise<string>((resolve, reject) => {
    const child = spawn('npx', args, { cwd: ROOT, env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => { out += chunk.toString(); });
    child.stderr.on('data', (chunk: Buffer) => { err += chunk.toString(); });
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`npx ${LIGHTHOUSE} exited ${code}: ${err.trim().split('\n').slice(-3).join(' ')}`))));
  });
  const lhr = JSON.parse(report) as { categories: Record<string, { score: number | null }>; audits: Record<string, { displayValue?: string; numericValue?: number }> };
  score = String(Math.round((lhr.categories['performance']?.score ?? 0) * 100));
  const perfScore = lhr.categories['performance']?.score;
  lighthouse = { score: typeof perfScore === 'number' ? Math.round(perfScore * 100) : null, metrics: Object.fromEntries(LH_METRICS.map((id) => [id, lhr.audits[id]?.numericValue])) };
  const metrics = LH_METRICS.map((id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id]?.displayValue ?? '?'}`);
  score += ` (${metrics.join(', ')})`;
  if (process.env['BENCH_LH_JSON']) writeFileSync(process.env['BENCH_LH_JSON'], report);
} catch (error) {
  score = `failed: ${(error as Error).message}`;
}

const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;
console.log(`front-end bench (${merchant}, 390x844, 4x CPU throttling, Chromium ${chrome})`);
console.log(`  JS before first game tile (gzip): ${kb(jsBytes)} over ${js.size} files (${kb(rawBytes)} raw, ${kb(compressed)} transferred) — budget 150 KB`);
if (process.env['BENCH_FILES']) console.log(`    ${fileList.join('\n    ')}`);
console.log(`  time to first game tile:          ${firstTileMs} ms`);
console.log(`  layout shift on home (CLS):        ${cls.toFixed(3)}`);
if (scrolled === undefined) {
  console.log('  scrolling 3,000 games:             not run — budget: no task over 100 ms');
} else {
  const { tiles, total, seconds, pictures, tasks } = scrolled;
  const longest = tasks.length === 0 ? 'none over 50 ms' : `${Math.max(...tasks).toFixed(0)} ms`;
  const tbt = tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0);
  const five = tasks.length === 0 ? '-' : `${[...tasks].sort((a, b) => b - a).slice(0, 5).map((d) => d.toFixed(0)).join(', ')} ms`;
  console.log(`  scrolled games:                    ${tiles} of ${total} in ${seconds.toFixed(0)} s, ${pictures} pictures loaded`);
  console.log(`  longest task while scrolling:      ${longest} — budget 100 ms`);
  console.log(`  total blocking time (scrolling):   ${tbt.toFixed(0)} ms over ${tasks.length} long tasks`);
  console.log(`  tasks over 100 ms (scrolling):     ${tasks.filter((d) => d > 100).length}; the five longest ${five}`);
}
console.log(`  Lighthouse mobile performance:     ${score} — budget 90`);

// The same figures as data (npm run bench -- --json); a part BENCH_ONLY left out, or that failed, has null values.
/** A figure of a part that may not have run: null, with why, when it has no value. */
const part = (id: string, label: string, value: number | null, unit: string, why: string, better: Figure['better'] = 'lower', budget?: number): Figure => ({
  id, label, value, unit, better, ...(budget === undefined ? {} : { budget }), ...(value === null ? { note: why } : {}),
});
const notRun = 'not run (BENCH_ONLY)';
const scrollTasks = scrolled?.tasks ?? [];
const scrollValue = (value: (s: NonNullable<typeof scrolled>) => number): number | null => (scrolled === undefined ? null : Number(value(scrolled).toFixed(0)));
const lighthouseWhy = lighthouse !== undefined ? 'not in the report' : run('lighthouse') ? score : notRun;
const metric = (id: string, digits: number): number | null => {
  const value = lighthouse?.metrics[id];
  return value === undefined ? null : Number(value.toFixed(digits));
};
recordFigures('front', [
  { id: 'js-gzip-before-first-tile', label: 'JS before first game tile (gzip)', value: Number((jsBytes / 1024).toFixed(1)), unit: 'KB', budget: 150, better: 'lower' },
  { id: 'js-raw-before-first-tile', label: 'JS before first game tile (raw)', value: Number((rawBytes / 1024).toFixed(1)), unit: 'KB', better: 'lower' },
  { id: 'js-transferred-before-first-tile', label: 'JS before first game tile (transferred)', value: Number((compressed / 1024).toFixed(1)), unit: 'KB', better: 'lower' },
  { id: 'js-files-before-first-tile', label: 'JS files before first game tile', value: js.size, unit: 'files', better: 'lower' },
  { id: 'time-to-first-tile', label: 'time to first game tile', value: firstTileMs, unit: 'ms', better: 'lower' },
  { id: 'home-cls', label: 'layout shift on home (CLS)', value: Number(cls.toFixed(3)), unit: '', better: 'lower' },
  part('scrolled-games', 'scrolled games', scrollValue((s) => s.tiles), 'games', notRun, 'higher'),
  part('games-in-list', 'games in the list', scrollValue((s) => s.total), 'games', notRun, 'higher'),
  part('scroll-seconds', 'time scrolling (until every game was in, 5 min at most)', scrollValue((s) => s.seconds), 's', notRun),
  part('scroll-pictures', 'pictures loaded while scrolling', scrollValue((s) => s.pictures), 'pictures', notRun, 'higher'),
  // The long-task observer sees tasks over 50 ms only: 0 here means none as long.
  part('scroll-longest-task', 'longest task while scrolling', scrollValue(() => Math.max(0, ...scrollTasks)), 'ms', notRun, 'lower', 100),
  part('scroll-tbt', 'total blocking time (scrolling)', scrollValue(() => scrollTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0)), 'ms', notRun),
  part('scroll-long-tasks', 'long tasks while scrolling', scrollValue(() => scrollTasks.length), 'tasks', notRun),
  part('scroll-tasks-over-100-ms', 'tasks over 100 ms (scrolling)', scrollValue(() => scrollTasks.filter((d) => d > 100).length), 'tasks', notRun),
  part('lighthouse-performance', 'Lighthouse mobile performance', lighthouse?.score ?? null, '', lighthouseWhy, 'higher', 90),
  ...LH_METRICS.map((id) => {
    const unitless = id === 'cumulative-layout-shift';
    return part(`lighthouse-${id}`, `Lighthouse ${id.replace(/-/g, ' ')}`, metric(id, unitless ? 3 : 0), unitless ? '' : 'ms', lighthouseWhy);
  }),
]);
stop();
process.exit(0);
