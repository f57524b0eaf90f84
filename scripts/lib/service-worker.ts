// The brand's service worker (issue 18 point 9), made by Workbox's generateSW after the one JavaScript
// build, per brand: each brand has its own entry page and brand files but shares the hashed assets.
import { join } from 'node:path';
import { generateSW } from 'workbox-build';
import { SERVICE_WORKER_PATH } from '../../src/config/web-app.ts';
import type { Merchant } from '../../src/generated/merchant.ts';
import { FALLBACK_LOCALE, LANGUAGE_CORE } from '../../src/i18n/language-core.ts';
import { BRAND_BASE } from './merchant-entry.ts';
import { localeChunkPrefix } from './route-chunks.ts';
import { OFFLINE_PAGE } from './offline-page.ts';
import { PRECOMPRESSED_SUFFIXES } from './precompress.ts';

export interface WorkerSummary {
  file: string;
  /** The precached URLs, as the worker serves them. */
  urls: string[];
}

/** The locales of the language table that the brand neither offers nor falls back to. */
function otherLocales(config: Merchant): string[] {
  const offered = new Set([FALLBACK_LOCALE, ...LANGUAGE_CORE.filter((l) => config.languages.includes(l.code)).map((l) => l.locale)]);
  return [...new Set(LANGUAGE_CORE.map((l) => l.locale))].filter((locale) => !offered.has(locale));
}

/**
 * Precaches the brand's entry page, brand files, offline page and every hashed asset of the build;
 * navigations go to the network (the entry page carries the brand's current config) and, when it is
 * gone, get the offline page. Nothing else is cached, so no platform answer is ever kept.
 */
export async function writeServiceWorker(config: Merchant, distDir: string): Promise<WorkerSummary> {
  const prefix = `${config.code}/`;
  const file = join(distDir, config.code, SERVICE_WORKER_PATH.slice(1));
  const urls: string[] = [];
  const { warnings } = await generateSW({
    swDest: file,
    globDirectory: distDir,
    globPatterns: ['assets/**/*', `${prefix}index.html`, `${prefix}brand/*`],
    // the compressed copies of the assets are the same files in another encoding, not files of their own; the
    // texts of languages the brand does not offer are never asked for
    globIgnores: [...PRECOMPRESSED_SUFFIXES.map((suffix) => `**/*${suffix}`), ...otherLocales(config).map((locale) => `${localeChunkPrefix(locale)}*`)],
    // dist/<code>/x is served at /x
    manifestTransforms: [async (entries) => {
      const manifest = entries.map((entry) => ({ ...entry, url: `/${entry.url.startsWith(prefix) ? entry.url.slice(prefix.length) : entry.url}` }));
      urls.push(...manifest.map((entry) => entry.url));
      return { manifest, warnings: [] };
    }],
    // the build's chunks are named by content hash: the URL alone tells a new version
    dontCacheBustURLsMatching: /^assets\//,
    // '/' and other paths are the app's routes, always asked of the network, never the precached page
    directoryIndex: null,
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    runtimeCaching: [{
      urlPattern: ({ request }) => request.mode === 'navigate',
      handler: 'NetworkOnly',
      options: { precacheFallback: { fallbackURL: `${BRAND_BASE}${OFFLINE_PAGE}` } },
    }],
  });
  if (warnings.length > 0) throw new Error(`service worker for ${config.code}: ${warnings.join('; ')}`);
  return { file, urls };
}
