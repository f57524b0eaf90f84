// npm run bench:picture-gc (issue 6 point 9): what Chromium's garbage collector pays for pictures a page
// loaded and dropped, the cost behind the last long task while scrolling 3,000 games (docs/benchmarks.md).
// A bare page (no app) shows 3,000 pictures twelve at a time, as the windowed grid does, and drops them.
// The collector runs as it likes; the trace sums its atomic pauses and, inside them, Blink's custom weak
// callbacks (the work done for each dead picture resource). Cases: 3,000 distinct 240 px PNG pictures
// (the sandbox's game pictures) as <img> elements, the same as CSS backgrounds each with a detached failure
// probe (what the game tile does),
// 3,000 distinct 60 px ones, one picture shown 3,000 times, and 3,000 distinct 240 px pictures that stay
// referenced. 4x CPU throttling, like bench:front.
// BENCH_PICTURES (3000), BENCH_GC_PORT (4178), CHROME_PATH (/usr/bin/chromium).
import { createServer } from 'node:http';
import { chromium } from '@playwright/test';
import { type Figure, recordFigures, slug } from '../lib/bench-figures.ts';
import { gamePicture } from '../sandbox/pictures.ts';

const port = Number(process.env['BENCH_GC_PORT'] ?? 4178);
const count = Number(process.env['BENCH_PICTURES'] ?? 3000);
const chrome = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';

const pictures = new Map<string, Buffer>();
const server = createServer((req, res) => {
  const match = /^\/p\/(\d+)\/(\w+)\.png$/.exec(req.url ?? '');
  if (match === null) {
    res.setHeader('content-type', 'text/html');
    res.end('<!doctype html><title>pictures</title><div id="grid"></div>');
    return;
  }
  const key = req.url as string;
  let body = pictures.get(key);
  if (body === undefined) {
    body = gamePicture(match[2] as string, 'AB', Number(match[1]));
    pictures.set(key, body);
  }
  res.setHeader('content-type', 'image/png');
  res.setHeader('cache-control', 'public, max-age=3600');
  res.end(body);
});
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

interface Case { label: string; size: number; distinct: boolean; keep: boolean; background: boolean }
const cases: Case[] = [
  { label: `${count} distinct 240 px pictures as <img>, dropped`, size: 240, distinct: true, keep: false, background: false },
  { label: `${count} distinct 240 px pictures as CSS backgrounds with a detached probe, dropped (the game tile)`, size: 240, distinct: true, keep: false, background: true },
  { label: `${count} distinct 60 px pictures as <img>, dropped`, size: 60, distinct: true, keep: false, background: false },
  { label: `one 240 px picture shown ${count} times as <img>, dropped`, size: 240, distinct: false, keep: false, background: false },
  { label: `${count} distinct 240 px pictures as <img>, kept`, size: 240, distinct: true, keep: true, background: false },
];

const browser = await chromium.launch({ executablePath: chrome, args: ['--no-sandbox', '--disable-gpu', '--js-flags=--expose-gc'] });
console.log(`picture collector bench (Chromium ${chrome}, 4x CPU throttling, pictures 12 at a time)`);
const figures: Figure[] = [];
for (const c of cases) {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`http://127.0.0.1:${port}/`);
  const events: { name?: string; ph?: string; dur?: number }[] = [];
  cdp.on('Tracing.dataCollected', (e) => void events.push(...(e.value as typeof events)));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'disabled-by-default-v8.gc,disabled-by-default-cppgc', transferMode: 'ReportEvents' });
  await page.evaluate(async ({ n, size, distinct, keep, background }) => {
    const grid = document.getElementById('grid') as HTMLElement;
    const kept: HTMLImageElement[] = [];
    performance.setResourceTimingBufferSize(n + 100);
    // A background has no load event: its resource timing entry, then two frames (painted, so decoded).
    const loaded = (href: string): Promise<unknown> => new Promise<void>((resolve) => {
      const check = (): void => {
        if (performance.getEntriesByName(href).length > 0) resolve();
        else setTimeout(check, 10);
      };
      check();
    }).then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    for (let i = 0; i < n; i += 12) {
      grid.replaceChildren();
      const loads: Promise<unknown>[] = [];
      for (let j = i; j < Math.min(n, i + 12); j += 1) {
        const src = `/p/${size}/${distinct ? `g${j}` : 'g0'}.png`;
        if (background) {
          const tile = document.createElement('div');
          tile.style.cssText = `display:inline-block;width:112px;height:112px;background-size:cover;background-image:url("${src}")`;
          grid.append(tile);
          const probe = new Image(); // the tile's failure probe, detached
          probe.onerror = () => undefined;
          probe.src = src;
          loads.push(loaded(new URL(src, location.href).href));
          continue;
        }
        const img = document.createElement('img');
        img.width = 112;
        img.height = 112;
        loads.push(new Promise((resolve) => { img.onload = resolve; img.onerror = resolve; }));
        img.src = src;
        grid.append(img);
        if (keep) kept.push(img);
      }
      await Promise.all(loads);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    grid.replaceChildren();
    (globalThis as unknown as { gc: () => void }).gc();
    (globalThis as unknown as { kept: unknown }).kept = kept;
  }, { n: count, ...c });
  await cdp.send('Tracing.end');
  await done;
  const durations = (name: string): number[] => events.filter((e) => e.name === name && e.ph === 'X').map((e) => (e.dur ?? 0) / 1000);
  const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);
  const pauses = durations('MajorGC');
  const weak = durations('CppGC.CustomCallbacksProcessing');
  console.log(`  ${c.label}:`);
  console.log(`    major collections ${pauses.length}, longest ${Math.max(0, ...pauses).toFixed(0)} ms, all ${sum(pauses).toFixed(0)} ms`);
  console.log(`    weak callbacks ${sum(weak).toFixed(0)} ms (longest ${Math.max(0, ...weak).toFixed(0)} ms), ${((sum(weak) * 1000) / count).toFixed(0)} µs a picture`);
  const figure = (id: string, what: string, value: number, unit: string): Figure => ({ id: `${slug(c.label)}-${id}`, label: `${c.label}: ${what}`, value: Math.round(value), unit, better: 'lower' });
  figures.push(
    figure('major-collections', 'major collections', pauses.length, 'collections'),
    figure('longest-collection', 'longest major collection', Math.max(0, ...pauses), 'ms'),
    figure('collections-total', 'all major collections', sum(pauses), 'ms'),
    figure('weak-callbacks', 'weak callbacks', sum(weak), 'ms'),
    figure('longest-weak-callbacks', 'longest weak callbacks', Math.max(0, ...weak), 'ms'),
    figure('weak-callbacks-per-picture', 'weak callbacks a picture', (sum(weak) * 1000) / count, 'µs'),
  );
  await page.close();
}
await browser.close();
server.close();
recordFigures('picture-gc', figures);
