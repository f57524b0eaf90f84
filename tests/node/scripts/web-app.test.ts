/** Each brand's installable app as the build writes it: manifest, offline page, service worker. */
import { cpSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DIST_DIR } from '../../../scripts/lib/paths.ts';
import { publishMerchant } from '../../../scripts/lib/publish.ts';
import { ENDPOINTS, SANDBOX_CONTROL } from '../../../src/api/endpoints.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { languageCore } from '../../../src/i18n/language-core.ts';
import { ROOT, scratchDist } from './helpers.ts';

const load = (code: string): Merchant => JSON.parse(readFileSync(join(ROOT, 'merchants', code, 'merchant.json'), 'utf8')) as Merchant;
const BRANDS = { ttslot: load('ttslot'), sahara: load('sahara') };
/** The production build of `npm test`'s build step (tests/node/build-once.ts): its workers, manifests and pages. */
const dist = DIST_DIR;
const BUILT = readdirSync(join(dist, 'assets'), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile()).map((entry) => `/${join(entry.parentPath, entry.name).slice(dist.length + 1)}`);
/** The compressed copies the build keeps beside each text asset (scripts/lib/precompress.ts). */
const COMPRESSED = /\.(br|gz)$/;
const HASHED = BUILT.filter((url) => !COMPRESSED.test(url));

/** The precache list compiled into a generated worker: URL and revision (null for hashed names). */
function precacheOf(worker: string): Map<string, string | null> {
  const entries = [...worker.matchAll(/\{url:"([^"]+)",revision:(?:null|"([^"]+)")\}/g)];
  return new Map(entries.map(([, url, revision]) => [url!, revision ?? null]));
}

/** The first path segment of every platform call and sandbox control path: what the worker must never hold. */
const API_ROOTS = [...new Set([...Object.values(ENDPOINTS).map((endpoint) => endpoint.path), ...Object.values(SANDBOX_CONTROL)]
  .map((path) => `/${path.split('/')[1]}/`))];

describe('the built installable app of each brand', () => {
  it('the build has hashed assets to precache', () => {
    expect(HASHED.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(1);
  });

  it('every script and style sheet of the build has its brotli and gzip copy, which decompress to it', () => {
    for (const url of HASHED.filter((name) => /\.(js|css)$/.test(name))) {
      const file = join(dist, url);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(readFileSync(file)), `${url}.br`).toBe(true);
      expect(gunzipSync(readFileSync(`${file}.gz`)).equals(readFileSync(file)), `${url}.gz`).toBe(true);
    }
  });

  it.each(Object.keys(BRANDS))('%s: the worker precaches its entry page, brand files, offline page and every hashed asset but the texts of languages it does not offer, and no API path', (code) => {
    const precache = precacheOf(readFileSync(join(dist, code, 'sw.js'), 'utf8'));
    const config = BRANDS[code as keyof typeof BRANDS];
    const offered = new Set(['en', ...config.languages.map((language) => languageCore(language)!.locale)]);
    const textsOfOther = (url: string): boolean => {
      const locale = /^\/assets\/locale_([^_]+)_/.exec(url)?.[1];
      return locale !== undefined && !offered.has(locale);
    };
    expect(HASHED.filter(textsOfOther).length, 'the build holds the texts of every language of the table').toBeGreaterThan(100);
    for (const locale of offered) expect(HASHED.some((url) => url.startsWith(`/assets/locale_${locale}_agent-`)), locale).toBe(true);
    for (const url of ['/index.html', '/brand/offline.html', '/brand/manifest.webmanifest', '/brand/icon-maskable.svg', `/brand/${config.theme.icons.pwa}`]) {
      expect(precache.get(url), url).toMatch(/^[0-9a-f]{32}$/);
    }
    for (const url of HASHED) expect(precache.get(url), url).toBe(textsOfOther(url) ? undefined : null);
    for (const url of precache.keys()) expect(url, 'a compressed copy is not a file of its own').not.toMatch(COMPRESSED);
    expect(API_ROOTS).toContain('/wps/');
    for (const url of precache.keys()) expect(API_ROOTS.some((root) => url.startsWith(root)), url).toBe(false);
    expect([...precache.keys()].every((url) => url === '/index.html' || url.startsWith('/brand/') || url.startsWith('/assets/'))).toBe(true);
  });

  it('navigations go to the network and fall back to the offline page', () => {
    const worker = readFileSync(join(dist, 'ttslot', 'sw.js'), 'utf8');
    expect(worker).toContain('fallbackURL:"/brand/offline.html"');
    expect(worker).toMatch(/"navigate"===\w+\.mode/);
  });

  it.each(Object.keys(BRANDS))('%s: the manifest is complete, from its config', (code) => {
    const config = BRANDS[code as keyof typeof BRANDS];
    const theme = config.theme[config.theme.default];
    const manifest = JSON.parse(readFileSync(join(dist, code, 'brand', 'manifest.webmanifest'), 'utf8')) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      id: '/', name: config.name, short_name: config.name, start_url: '/m/home', scope: '/', display: 'standalone',
      theme_color: theme.headerBackground, background_color: theme.background,
      ...(code === 'sahara' ? { lang: 'ar', dir: 'rtl' } : { lang: 'en', dir: 'ltr' }),
    });
    const icons = manifest['icons'] as { src: string; sizes: string; type: string; purpose: string }[];
    for (const sizes of ['96x96', '192x192', '512x512']) expect(icons).toContainEqual({ src: `/brand/${config.theme.icons.pwa}`, sizes, type: 'image/svg+xml', purpose: 'any' });
    expect(icons).toContainEqual({ src: '/brand/icon-maskable.svg', sizes: '512x512', type: 'image/svg+xml', purpose: 'maskable' });
    const maskable = readFileSync(join(dist, code, 'brand', 'icon-maskable.svg'), 'utf8');
    expect(maskable).toMatch(new RegExp(`^<svg [^>]*viewBox="0 0 512 512"><rect width="512" height="512" fill="${theme.background}"/><svg `));
  });

  it('the offline page speaks the brand\'s language in its colours and fetches nothing', () => {
    const page = readFileSync(join(dist, 'sahara', 'brand', 'offline.html'), 'utf8');
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('<h1>أنت غير متصل بالإنترنت</h1>');
    expect(page).toContain(`background:${BRANDS.sahara.theme[BRANDS.sahara.theme.default].background}`);
    expect(page).not.toMatch(/<script|<link|<img|src=|url\(|@import/);
  });

  it('re-publishing a brand whose config changed gives it a new worker, so installed apps update', async () => {
    const scratch = scratchDist();
    cpSync(join(dist, 'ttslot'), join(scratch, 'ttslot'), { recursive: true });
    const before = precacheOf(readFileSync(join(scratch, 'ttslot', 'sw.js'), 'utf8')).get('/index.html');
    await publishMerchant({ ...BRANDS.ttslot, name: 'TT Slot Casino' }, scratch);
    const after = precacheOf(readFileSync(join(scratch, 'ttslot', 'sw.js'), 'utf8')).get('/index.html');
    expect(after).not.toBe(before);
  });
});
