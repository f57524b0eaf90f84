/**
 * The brand studio's server (docs/studio.md): the studio page, its API over merchants/, and a live preview of
 * the brand being edited in the real production build with a sandbox platform behind it. A development tool
 * bound to 127.0.0.1; it writes only inside the merchants folder.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { TEMPLATE_NAME } from '../lib/paths.ts';
import { registerApi } from './api-routes.ts';
import { createBrandStore } from './brand-store.ts';
import { registerPage } from './page-routes.ts';
import { createPreviewState } from './preview-state.ts';
import { registerPreview } from './preview-routes.ts';
import { createSandboxes } from './sandboxes.ts';

export interface StudioOptions {
  merchantsDir: string;
  /** A production build (npm run build): its JavaScript and entry template draw the preview. */
  distDir: string;
  /** Where the preview's sandboxes keep their databases. */
  dataDir: string;
  /** The brand open first. */
  first?: string;
}

export interface Studio extends FastifyInstance {
  /** Resolves with the page's script once it is bundled (a start waits for it, so the first visit is quick). */
  pageReady(): Promise<string>;
}

export async function createStudio(options: StudioOptions): Promise<Studio> {
  if (!existsSync(join(options.distDir, TEMPLATE_NAME))) throw new Error(`${join(options.distDir, TEMPLATE_NAME)} is missing: run npm run build first`);
  const store = createBrandStore(options.merchantsDir);
  const sandboxes = createSandboxes(store.merchantsDir, options.dataDir);
  const state = createPreviewState(store, sandboxes, options.first ?? store.list()[0]?.code);
  const app = Fastify({ logger: false, bodyLimit: 4 * 1024 * 1024 });
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    return payload;
  });
  app.addHook('onClose', async () => {
    await sandboxes.closeAll();
    store.close();
  });
  const page = registerPage(app);
  registerApi(app, store, state);
  await registerPreview(app, { distDir: options.distDir, merchantsDir: store.merchantsDir, state, sandboxes });
  app.decorate('pageReady', page.ready);
  return app as unknown as Studio;
}

/** The only address the studio listens on: it reads and writes the operator's files. */
export const STUDIO_HOST = '127.0.0.1';
