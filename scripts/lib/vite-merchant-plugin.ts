import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { Merchant } from '../../src/generated/merchant.ts';
import { MASKABLE_ICON, maskableIconSvg } from './app-icons.ts';
import { BRAND_BASE, manifestOf, mimeOf, renderEntry } from './merchant-entry.ts';
import { formatError } from './merchants.ts';
import { MERCHANTS_DIR, ROOT } from './paths.ts';
import { validateMerchant } from './validate.ts';
import { PANEL_ENTRY, panelWanted } from '../qa-panel/serve.ts';

export const TEMPLATE = join(ROOT, 'src', 'index.html');
/** The QA flag panel in the dev server (issue 17 point 5), served by Vite from its source. */
const DEV_PANEL_TAG = `<script type="module" src="/${relative(ROOT, PANEL_ENTRY)}"></script>`;

function loadValid(code: string): { config: Merchant | undefined; lines: string[] } {
  const result = validateMerchant(code);
  return { config: result.config, lines: result.errors.map(formatError) };
}

function serveBrandFiles(server: ViteDevServer, current: () => Merchant): void {
  server.middlewares.use(BRAND_BASE, (req, res, next) => {
    const name = decodeURIComponent((req.url ?? '/').split('?')[0]!.slice(1));
    if (name === 'manifest.webmanifest') {
      res.setHeader('Content-Type', 'application/manifest+json');
      res.end(JSON.stringify(manifestOf(current())));
      return;
    }
    if (name === MASKABLE_ICON) {
      res.setHeader('Content-Type', 'image/svg+xml');
      res.end(maskableIconSvg(current(), join(MERCHANTS_DIR, current().code, 'assets')));
      return;
    }
    const file = join(MERCHANTS_DIR, current().code, 'assets', name);
    if (name.includes('..') || name.includes('/') || !existsSync(file)) return next();
    res.setHeader('Content-Type', mimeOf(file));
    res.end(readFileSync(file));
  });
}

/**
 * Dev server side of DESIGN 3: validates MERCHANT's config at start (a bad one stops with its
 * error lines), serves its entry page and brand files, and re-validates when the folder changes.
 */
export function merchantPlugin(code: string): Plugin {
  let config: Merchant | undefined;
  return {
    name: 'merchant-entry',
    apply: 'serve',
    configureServer(server) {
      const first = loadValid(code);
      if (first.config === undefined) {
        console.error(`Merchant "${code}" has config errors:\n${first.lines.join('\n')}`);
        process.exit(1);
      }
      config = first.config;
      const current = (): Merchant => config as Merchant;
      server.watcher.add(join(MERCHANTS_DIR, code));
      server.watcher.on('change', (file) => {
        if (!file.startsWith(join(MERCHANTS_DIR, code))) return;
        const next = loadValid(code);
        if (next.config === undefined) {
          server.config.logger.error(`Merchant "${code}" config errors (keeping the last valid config):\n${next.lines.join('\n')}`);
          return;
        }
        config = next.config;
        server.ws.send({ type: 'full-reload' });
      });
      serveBrandFiles(server, current);
      return () => {
        server.middlewares.use(async (req, res, next) => {
          const url = req.url ?? '/';
          const accept = req.headers.accept ?? '';
          if (req.method !== 'GET' || !accept.includes('text/html')) return next();
          try {
            const entry = renderEntry(readFileSync(TEMPLATE, 'utf8'), current());
            const html = await server.transformIndexHtml(url, panelWanted() ? entry.replace('</head>', `${DEV_PANEL_TAG}</head>`) : entry);
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(html);
          } catch (error) {
            next(error);
          }
        });
      };
    },
  };
}
