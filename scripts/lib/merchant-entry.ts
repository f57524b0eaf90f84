import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Merchant } from '../../src/generated/merchant.ts';
import { languageCore } from '../../src/i18n/language-core.ts';
import { BRAND_BASE, brandVariantFor } from '../../src/ui/brand-art.ts';
import { MASKABLE_ICON, maskableIconSvg } from './app-icons.ts';
import { MERCHANTS_DIR } from './paths.ts';

export { BRAND_BASE };
export const HEAD_PLACEHOLDER = '<!--merchant-head-->';
export const CONFIG_PLACEHOLDER = '<!--merchant-config-->';
export const ROOT_ELEMENT = '<div id="root"></div>';

const MIME: Record<string, string> = {
  '.svg': 'image/svg+xml', '.png': 'image/png', '.webp': 'image/webp', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.ico': 'image/x-icon',
};

export function mimeOf(file: string): string {
  return MIME[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON that is safe inside a <script> element: no `</script>` or comment breakout. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The brand's web app manifest (issue 18 point 9): what a phone needs to install it as an app: names,
 * colours from its default theme, its language and direction, and icons a launcher can use at 192
 * and 512 px (the SVG mark scales to both) plus a maskable one it may crop.
 */
export function manifestOf(config: Merchant): object {
  const theme = config.theme[config.theme.default];
  const language = languageCore(config.defaultLanguage);
  const icon = `${BRAND_BASE}${config.theme.icons.pwa}`;
  const type = mimeOf(config.theme.icons.pwa);
  return {
    id: '/',
    name: config.name,
    short_name: config.name,
    lang: language?.locale ?? config.defaultLanguage.toLowerCase(),
    dir: language?.dir ?? 'ltr',
    start_url: '/m/home',
    scope: '/',
    display: 'standalone',
    background_color: theme.background,
    theme_color: theme.headerBackground,
    icons: [
      // 96x96 is the size SPEC 9 names; 192 and 512 are what installers ask for
      ...['96x96', '192x192', '512x512'].map((sizes) => ({ src: icon, sizes, type, purpose: 'any' })),
      { src: `${BRAND_BASE}${MASKABLE_ICON}`, sizes: '512x512', type: 'image/svg+xml', purpose: 'maskable' },
    ],
  };
}

/** The wordmark the guest header shows in the default theme (src/app/frame/header-logo.tsx). */
function bootWordmark(config: Merchant): string {
  return config.theme.brand.wordmark[brandVariantFor(config.theme[config.theme.default].headerBackground)];
}

/**
 * What the page paints before the app has loaded (speed, issue 6 point 9): the header bar in the
 * brand's colour with its logo where the home header has it. React replaces it on its first render;
 * nothing else is drawn, so nothing moves when the real page comes.
 */
export function bootShell(config: Merchant, logoSrc = `${BRAND_BASE}${bootWordmark(config)}`): string {
  const theme = config.theme[config.theme.default];
  const style = `display:flex;align-items:center;min-block-size:52px;padding-inline:56px 12px;background:${theme.headerBackground}`;
  return `<div id="root"><div data-boot-shell aria-hidden="true" style="${style}">`
    + `<img src="${logoSrc}" alt="" height="22" style="block-size:22px;inline-size:auto" fetchpriority="high" />`
    + `</div></div>`;
}

/** The brand's entry page (DESIGN 3): the shared template with title, theme colour, manifest, icons and config. */
export interface EntryAssets {
  /** The logo as a data: URL (a small one is inlined: the first paint then needs no request). */
  logoSrc?: string;
  /** The built entry stylesheet's text by its href, to inline it (it would block the first paint). */
  css?: (href: string) => string | undefined;
}

export function renderEntry(template: string, config: Merchant, assets: EntryAssets = {}): string {
  const theme = config.theme[config.theme.default];
  const head = [
    `<title>${escapeHtml(config.name)}</title>`,
    `<meta name="theme-color" content="${theme.headerBackground}" />`,
    `<meta name="application-name" content="${escapeHtml(config.name)}" />`,
    `<meta name="apple-mobile-web-app-title" content="${escapeHtml(config.name)}" />`,
    `<link rel="icon" href="${BRAND_BASE}${config.theme.icons.favicon}" type="${mimeOf(config.theme.icons.favicon)}" />`,
    `<link rel="apple-touch-icon" href="${BRAND_BASE}${config.theme.icons.appleTouch}" />`,
    `<link rel="manifest" href="${BRAND_BASE}manifest.webmanifest" />`,
    `<style>html{background:${theme.background};color:${theme.text}}</style>`,
  ].join('\n    ');
  const language = languageCore(config.defaultLanguage);
  const script = `<script id="merchant-config" type="application/json">${inlineJson(config)}</script>`;
  if (!template.includes(HEAD_PLACEHOLDER) || !template.includes(CONFIG_PLACEHOLDER) || !template.includes(ROOT_ELEMENT)) {
    throw new Error('index.html template lacks the merchant placeholders');
  }
  return template
    .replace(/<title>.*?<\/title>\s*/s, '')
    .replace(HEAD_PLACEHOLDER, head)
    .replace(CONFIG_PLACEHOLDER, script)
    .replace(ROOT_ELEMENT, bootShell(config, assets.logoSrc))
    .replace(/<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">/g, (link, href: string) => {
      const css = assets.css?.(href);
      return css === undefined ? link : `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
    })
    .replace('<html lang="en">', `<html lang="${language?.locale ?? config.defaultLanguage.toLowerCase()}" dir="${language?.dir ?? 'ltr'}" data-merchant="${config.code}">`);
}

/** Inline an SVG logo up to this size into the boot shell. */
const INLINE_LOGO_MAX_BYTES = 4096;
/** Inline the entry stylesheet up to this size (larger ones stay a cached file). */
const INLINE_CSS_MAX_BYTES = 32_768;

function entryAssets(config: Merchant, distDir: string): EntryAssets {
  const logo = join(MERCHANTS_DIR, config.code, 'assets', bootWordmark(config));
  const assets: EntryAssets = {
    css: (href) => {
      const file = join(distDir, href.replace(/^\//, ''));
      return href.startsWith('/assets/') && existsSync(file) && statSync(file).size <= INLINE_CSS_MAX_BYTES ? readFileSync(file, 'utf8') : undefined;
    },
  };
  if (mimeOf(logo) === 'image/svg+xml' && statSync(logo).size <= INLINE_LOGO_MAX_BYTES) {
    assets.logoSrc = `data:image/svg+xml;base64,${readFileSync(logo).toString('base64')}`;
  }
  return assets;
}

/** Writes dist/<code>/index.html, its manifest and its brand files. */
export function writeEntry(template: string, config: Merchant, distDir: string): string {
  const dir = join(distDir, config.code);
  const brandDir = join(dir, 'brand');
  mkdirSync(brandDir, { recursive: true });
  const assetsDir = join(MERCHANTS_DIR, config.code, 'assets');
  for (const file of readdirSync(assetsDir)) copyFileSync(join(assetsDir, file), join(brandDir, file));
  writeFileSync(join(brandDir, 'manifest.webmanifest'), JSON.stringify(manifestOf(config), null, 2));
  writeFileSync(join(brandDir, MASKABLE_ICON), maskableIconSvg(config, assetsDir));
  const file = join(dir, 'index.html');
  writeFileSync(file, renderEntry(template, config, entryAssets(config, distDir)));
  return file;
}
