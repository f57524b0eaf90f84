/**
 * Serves a production build the way a CDN would (issue 3 item 7, DESIGN 4): dist/<merchant>/index.html
 * as the SPA fallback, hashed dist/assets immutable, compression, the strict CSP.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Ctx } from './context.ts';
import { withPanelTag } from './qa-panel.ts';
import { SERVICE_WORKER_PATH, SERVICE_WORKER_POLICY } from '../../src/config/web-app.ts';
import { type CspDirective, type SignInSettings, SDK_TRUSTED_TYPES_POLICY, signInCspSources, signInScriptPrefixes } from '../../src/config/sign-in-sdks.ts';

/** Where browsers report CSP violations; the sandbox logs them (GET /__sandbox/csp-reports lists them). */
export const CSP_REPORT_PATH = '/__sandbox/csp-report';

/**
 * The strict CSP (DESIGN 4, issue 14 point 3): no eval, no inline script, forms post only here, and
 * Trusted Types: only DOMPurify's policy (the sanitiser's) may make HTML for a DOM sink, and only the
 * service worker's (src/app/service-worker.ts) its one script URL (issue 18 point 9). A brand that
 * names sign-in providers (/signIn, issue 16 point 5) opens exactly their hosts, and the `default`
 * policy (src/features/auth/sdk-script.ts) that passes only their script URLs; no other brand does.
 */
export function contentSecurityPolicy(signIn?: SignInSettings): string {
  const extra = signInCspSources(signIn);
  const sources = (directive: CspDirective, own: string): string => [directive, own, ...(extra[directive] ?? [])].join(' ');
  const policies = ['dompurify', SERVICE_WORKER_POLICY, ...(signInScriptPrefixes(signIn).length > 0 ? [SDK_TRUSTED_TYPES_POLICY] : [])].join(' ');
  return [
    "default-src 'self'", sources('script-src', "'self'"), "worker-src 'self'", sources('style-src', "'self' 'unsafe-inline'"), "img-src 'self' data: blob:",
    sources('connect-src', "'self'"), ...(extra['frame-src'] === undefined ? [] : [sources('frame-src', "'self'")]),
    "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'",
    "require-trusted-types-for 'script'", `trusted-types ${policies}`, `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}

const API_PREFIXES = ['/wps/', '/__sandbox/', '/cdn/', '/cdn-mirror/'];
const NO_STORE_PREFIXES = ['/wps/', '/__sandbox/'];

export async function registerStatic(app: FastifyInstance, ctx: Ctx, staticDir: string | undefined, qaPanel = false): Promise<void> {
  const csp = contentSecurityPolicy(ctx.m.signIn);
  app.addHook('onSend', async (req, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (type.startsWith('text/html')) reply.header('Content-Security-Policy', csp);
    const path = req.url.split('?')[0] ?? '/';
    // answers about a player are never kept by the browser or a shared cache
    if (NO_STORE_PREFIXES.some((p) => path.startsWith(p)) && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
  registerCspReports(app);
  const notFound = { success: false, code: 'NOT_FOUND', message: 'The requested url is empty' };
  if (staticDir === undefined) {
    app.setNotFoundHandler((_req, reply) => reply.code(404).send(notFound));
    return;
  }
  const merchantDir = join(staticDir, ctx.m.code);
  const indexFile = join(merchantDir, 'index.html');
  const assetsDir = join(staticDir, 'assets');
  if (existsSync(assetsDir)) {
    await app.register(fastifyStatic, {
      // wildcard false: one route per file found at start (a build's files do not change under a running
      // server), where the wildcard route read the folder on every request to check the name's spelling.
      root: assetsDir, prefix: '/assets/', decorateReply: false, index: false, wildcard: false,
      // the build's .br and .gz copies (scripts/lib/precompress.ts), as a CDN serves them: no compression per request
      preCompressed: true,
      setHeaders: (res) => res.header('Cache-Control', 'public, max-age=31536000, immutable'),
    });
  }
  // The brand's own files (logo, icons, manifest) live in dist/<merchant>/brand; every other path is the app.
  const brandDir = join(merchantDir, 'brand');
  if (existsSync(brandDir)) {
    await app.register(fastifyStatic, {
      root: brandDir, prefix: '/brand/', decorateReply: false, index: false, wildcard: false,
      setHeaders: (res) => res.header('Cache-Control', 'public, max-age=3600'),
    });
  }
  // At the site's root, so its scope is the whole app; never kept stale, so a deploy is seen at once.
  const worker = join(merchantDir, SERVICE_WORKER_PATH.slice(1));
  app.get(SERVICE_WORKER_PATH, (_req, reply) => {
    if (!existsSync(worker)) return reply.code(404).send(notFound);
    return reply.header('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8').send(readFileSync(worker));
  });
  const entryPage = compressedOnce();
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply.code(404).send(notFound);
    if (API_PREFIXES.some((p) => path.startsWith(p)) || path.startsWith('/assets/') || !existsSync(indexFile)) return reply.code(404).send(notFound);
    const page = readFileSync(indexFile, 'utf8');
    const { body, encoding } = entryPage(qaPanel ? withPanelTag(page) : page, String(req.headers['accept-encoding'] ?? ''));
    if (encoding !== undefined) reply.header('Content-Encoding', encoding);
    return reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8').send(body);
  });
}

/**
 * The app's page is the not-found answer, which @fastify/compress (per route) never sees: compressed
 * here, brotli before gzip, as a CDN would. Every navigation asks for it, so each encoding of the page's
 * current text is compressed once (a rebuild under a running server gives new text, compressed anew).
 */
function compressedOnce(): (page: string, accept: string) => { body: Buffer; encoding?: 'br' | 'gzip' } {
  let text = '';
  const kept = new Map<string, Buffer>();
  return (page, accept) => {
    if (page !== text) {
      text = page;
      kept.clear();
    }
    const offered = new Set(accept.split(',').map((part) => part.split(';')[0]?.trim().toLowerCase()));
    const encoding = offered.has('br') ? 'br' : offered.has('gzip') ? 'gzip' : undefined;
    if (encoding === undefined) return { body: Buffer.from(page) };
    let body = kept.get(encoding);
    if (body === undefined) {
      body = encoding === 'br' ? brotliCompressSync(page) : gzipSync(page);
      kept.set(encoding, body);
    }
    return { body, encoding };
  };
}

const MAX_REPORTS = 200;

/** Receives the browser's violation reports (report-uri's application/csp-report body) and logs them. */
function registerCspReports(app: FastifyInstance): void {
  const reports: unknown[] = [];
  app.addContentTypeParser(['application/csp-report', 'application/reports+json'], { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    try {
      done(null, JSON.parse(String(body)) as unknown);
    } catch {
      done(Object.assign(new Error('A CSP report must be JSON'), { statusCode: 400 }), undefined);
    }
  });
  app.post(CSP_REPORT_PATH, (req, reply) => {
    const report = (req.body as { 'csp-report'?: unknown } | undefined)?.['csp-report'] ?? req.body;
    if (report === undefined || report === null || typeof report !== 'object') return reply.code(400).send({ success: false, code: 'BAD_REQUEST', message: 'body must be a CSP report' });
    reports.push(report);
    if (reports.length > MAX_REPORTS) reports.shift();
    console.warn(`CSP violation: ${JSON.stringify(report)}`);
    return reply.code(204).send();
  });
  app.get('/__sandbox/csp-reports', () => ({ reports }));
}
