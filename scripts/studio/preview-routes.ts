/**
 * The real app for the preview iframes: the production build's JavaScript (dist/assets), the brand's entry page
 * rendered for the current draft by the build's own renderer, its brand files, and the platform calls passed
 * to the brand's sandbox. The page may be framed by the studio (same origin) and by nothing else.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Merchant } from '../../src/generated/merchant.ts';
import { SERVICE_WORKER_PATH } from '../../src/config/web-app.ts';
import { MASKABLE_ICON, maskableIconSvg } from '../lib/app-icons.ts';
import { manifestOf, mimeOf, renderEntry } from '../lib/merchant-entry.ts';
import { TEMPLATE_NAME } from '../lib/paths.ts';
import { contentSecurityPolicy } from '../sandbox/static.ts';
import type { PreviewState } from './preview-state.ts';
import type { Sandboxes } from './sandboxes.ts';

/** Runs in the preview page before the app: the theme the studio asked for wins over one a tap stored earlier. */
export const PREVIEW_BOOT_PATH = '/studio/preview-boot.js';
const PREVIEW_BOOT = "try { localStorage.removeItem('theme'); } catch { /* storage blocked: the brand's default applies */ }\n";

const PLATFORM_PREFIXES = ['/wps/', '/cdn/', '/cdn-mirror/', '/__sandbox/'] as const;
const DROPPED_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive']);

/** The preview page of a brand in one theme: the draft's config with that theme as its default. */
export function previewPage(template: string, config: Merchant, theme: 'dark' | 'light'): string {
  const shown = { ...config, theme: { ...config.theme, default: theme } };
  return renderEntry(template, shown).replace('<head>', `<head>\n    <script src="${PREVIEW_BOOT_PATH}"></script>`);
}

export async function registerPreview(app: FastifyInstance, options: { distDir: string; merchantsDir: string; state: PreviewState; sandboxes: Sandboxes }): Promise<void> {
  const { distDir, merchantsDir, state, sandboxes } = options;
  const noBrand = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('No brand is open in the studio: open one at /studio/');
  await app.register(fastifyStatic, { root: join(distDir, 'assets'), prefix: '/assets/', decorateReply: false, index: false, preCompressed: true });
  app.get(PREVIEW_BOOT_PATH, (_req, reply) => reply.header('Cache-Control', 'no-store').type('text/javascript; charset=utf-8').send(PREVIEW_BOOT));
  // No service worker in the preview: it would cache one draft's page over the next.
  app.get(SERVICE_WORKER_PATH, (_req, reply) => reply.code(404).send());

  app.get<{ Params: { file: string } }>('/brand/:file', (req, reply) => {
    const code = state.current();
    const config = code === undefined ? undefined : state.configOf(code);
    if (code === undefined || config === undefined) return noBrand(reply);
    const assetsDir = join(merchantsDir, code, 'assets');
    const name = basename(req.params.file);
    if (name === 'manifest.webmanifest') return reply.type('application/manifest+json').send(JSON.stringify(manifestOf(config)));
    if (name === MASKABLE_ICON) return reply.type('image/svg+xml').send(maskableIconSvg(config, assetsDir));
    const file = join(assetsDir, name);
    if (name !== req.params.file || !existsSync(file)) return reply.code(404).send();
    return reply.header('Cache-Control', 'no-store').type(mimeOf(file)).send(readFileSync(file));
  });

  await app.register(async (scope) => {
    // bodies pass through untouched (JSON, forms, multipart uploads): the sandbox parses and checks them
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 16 * 1024 * 1024 }, (_req, body, done) => done(null, body));
    for (const prefix of PLATFORM_PREFIXES) {
      scope.all(`${prefix}*`, async (req, reply) => {
        const code = state.current();
        if (code === undefined) return noBrand(reply);
        const sandbox = await sandboxes.of(code);
        const answer = await sandbox.inject({
          method: req.method as 'GET', url: req.url, remoteAddress: req.ip,
          headers: req.headers as Record<string, string>,
          ...(Buffer.isBuffer(req.body) ? { payload: req.body } : {}),
        });
        reply.code(answer.statusCode);
        for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && !DROPPED_HEADERS.has(name)) reply.header(name, value);
        return reply.send(answer.rawPayload);
      });
    }
  });

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (req.method !== 'GET' || path.startsWith('/studio/') || path.startsWith('/assets/')) return reply.code(404).send({ error: `nothing at ${req.method} ${path}` });
    const code = state.current();
    const config = code === undefined ? undefined : state.configOf(code);
    if (config === undefined) return noBrand(reply);
    const theme = new URL(req.url, 'http://studio').searchParams.get('studio-theme') === 'light' ? 'light' : 'dark';
    const csp = contentSecurityPolicy(config.signIn).replace("frame-ancestors 'none'", "frame-ancestors 'self'");
    return reply.header('Content-Security-Policy', csp).header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8').send(previewPage(readFileSync(join(distDir, TEMPLATE_NAME), 'utf8'), config, theme));
  });
}
