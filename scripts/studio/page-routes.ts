/** The studio page: its HTML, its bundled script (made once, on first need) and its stylesheet. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ROOT } from '../lib/paths.ts';
import { bundlePage } from './page-bundle.ts';

/**
 * The studio page's own policy: rjsf's validator compiles the schema at run time (ajv), which needs eval; the
 * app's pages keep their strict policy (the preview serves them with it).
 */
const STUDIO_CSP = ["default-src 'self'", "script-src 'self' 'unsafe-eval'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data:", "connect-src 'self'", "frame-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"].join('; ');

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Brand studio</title>
    <link rel="stylesheet" href="/studio/studio.css" />
    <script type="module" src="/studio/studio.js"></script>
  </head>
  <body>
    <div id="studio"></div>
  </body>
</html>
`;

export function registerPage(app: FastifyInstance): { ready: () => Promise<string> } {
  let script: Promise<string> | undefined;
  const ready = (): Promise<string> => {
    script ??= bundlePage();
    script.catch(() => { script = undefined; });
    return script;
  };
  app.get('/studio', (_req, reply) => reply.redirect('/studio/'));
  app.get('/studio/', (_req, reply) => reply.header('Content-Security-Policy', STUDIO_CSP).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(PAGE));
  app.get('/studio/studio.js', async (_req, reply) => reply.header('Cache-Control', 'no-store').type('text/javascript; charset=utf-8').send(await ready()));
  app.get('/studio/studio.css', (_req, reply) => reply.header('Cache-Control', 'no-store').type('text/css; charset=utf-8').send(readFileSync(join(ROOT, 'scripts', 'studio', 'page', 'studio.css'))));
  return { ready };
}
