/**
 * Serves a production build the way a CDN would (issue 3 item 7, DESIGN 4): dist/<merchant>/index.html
 * as the SPA fallback, hashed dist/assets immutable, compression, the strict CSP.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Ctx } from './context.ts';

export const CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";
const API_PREFIXES = ['/wps/', '/__sandbox/', '/cdn/'];

export async function registerStatic(app: FastifyInstance, ctx: Ctx, staticDir: string | undefined): Promise<void> {
  app.addHook('onSend', async (_req, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      reply.header('Content-Security-Policy', CSP);
      reply.header('X-Content-Type-Options', 'nosniff');
    }
    return payload;
  });
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
      root: assetsDir, prefix: '/assets/', decorateReply: false, index: false,
      setHeaders: (res) => res.header('Cache-Control', 'public, max-age=31536000, immutable'),
    });
  }
  // The brand's own files (logo, icons, manifest) live in dist/<merchant>/brand; every other path is the app.
  const brandDir = join(merchantDir, 'brand');
  if (existsSync(brandDir)) {
    await app.register(fastifyStatic, {
      root: brandDir, prefix: '/brand/', decorateReply: false, index: false,
      setHeaders: (res) => res.header('Cache-Control', 'public, max-age=3600'),
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply.code(404).send(notFound);
    if (API_PREFIXES.some((p) => path.startsWith(p)) || path.startsWith('/assets/') || !existsSync(indexFile)) return reply.code(404).send(notFound);
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(readFileSync(indexFile));
  });
}
