/** The installable app: manifest, service worker, offline page, on the production build. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { languageCore } from '../../src/i18n/language-core.ts';
import { shot } from './screenshots.ts';


interface Manifest {
  name: string; short_name: string; lang: string; dir: string; start_url: string; scope: string; display: string;
  theme_color: string; background_color: string; icons: { src: string; sizes: string; type: string; purpose: string }[];
}

function offlineTexts(locale: string): { offline_title: string; offline_retry: string } {
  const file = join(import.meta.dirname, '..', '..', 'src', 'i18n', 'locales', locale, 'common.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { web_app: { offline_title: string; offline_retry: string } }).web_app;
}

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

// The suite blocks service workers (playwright.config.ts); this spec is the worker's own.
test.use({ serviceWorkers: 'allow' });

test('the brand installs: its manifest is linked and complete, its worker controls the page, and offline a navigation shows the offline page', { tag: '@brand' }, async ({ page, context, merchant, request }) => {
  const theme = merchant.theme[merchant.theme.default];
  const language = languageCore(merchant.defaultLanguage)!;
  await page.goto('/m/home');

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifestAnswer = await request.get(href!);
  expect(manifestAnswer.ok()).toBe(true);
  const manifest = (await manifestAnswer.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: merchant.name, short_name: merchant.name, lang: language.locale, dir: language.dir, start_url: '/m/home', scope: '/',
    display: 'standalone', theme_color: theme.headerBackground, background_color: theme.background,
  });
  for (const size of ['192x192', '512x512']) expect(manifest.icons.some((icon) => icon.sizes === size && icon.purpose === 'any')).toBe(true);
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const answer = await request.get(icon.src);
    expect(answer.ok(), icon.src).toBe(true);
    expect(answer.headers()['content-type'], icon.src).toContain(icon.type);
  }

  // The worker registers once the first view is on screen, then controls every page loaded after.
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  await expect(page.getByRole('main')).toBeVisible();
  // The app has called the platform meanwhile; the worker kept none of its answers, only the precache.
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)));
    return { names, urls: urls.flat() };
  });
  expect(cached.names).toEqual([expect.stringMatching(/^workbox-precache-/)]);
  expect(cached.urls).toContain('/brand/offline.html');
  expect(cached.urls.filter((url) => !/^\/(assets|brand)\/|^\/index\.html$/.test(url))).toEqual([]);

  await context.setOffline(true);
  await page.goto('/m/activity');
  const texts = offlineTexts(language.locale);
  await expect(page.getByRole('heading', { name: texts.offline_title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
  await expect(page.getByRole('link', { name: texts.offline_retry })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(rgb(theme.background));
  await shot(page, `pwa/offline-${merchant.code}-390.png`);
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Back online, "try again" reaches the app.
  await context.setOffline(false);
  await page.getByRole('link', { name: texts.offline_retry }).click();
  await expect(page.getByRole('heading', { name: texts.offline_title })).toHaveCount(0);
  await expect(page.getByRole('main')).toBeVisible();
});
