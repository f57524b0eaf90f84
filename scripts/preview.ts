// npm run preview: the production build of MERCHANT served the way a CDN and the platform would
// (compressed assets, cache headers on hashed files, strict CSP), with the sandbox platform behind it.
// PORT (4173), MERCHANT (ttslot), SANDBOX_DB, SANDBOX_FRESH=1 (start from the seed), SANDBOX_RATE_LIMITS=off, SANDBOX_PASSWORD_COST,
// SANDBOX_TRUSTED_PROXIES (scripts/sandbox/env-options.ts), QA_PANEL=0 (no QA flag panel).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DIST_DIR } from './lib/paths.ts';
import { bundlePanel, panelWanted } from './qa-panel/serve.ts';
import { envOptions } from './sandbox/env-options.ts';
import { createSandbox, defaultDbPath, removeDb } from './sandbox/server.ts';

const merchant = process.env['MERCHANT'] ?? 'ttslot';
const port = Number(process.env['PORT'] ?? 4173);
if (!existsSync(join(DIST_DIR, merchant, 'index.html'))) {
  console.error(`dist/${merchant}/index.html is missing: run npm run build first`);
  process.exit(1);
}
const dbPath = process.env['SANDBOX_DB'] ?? defaultDbPath(merchant);
if (process.env['SANDBOX_FRESH'] === '1') removeDb(dbPath);
const app = await createSandbox({
  merchant,
  dbPath,
  staticDir: DIST_DIR,
  ...envOptions(),
  ...(panelWanted() ? { qaPanelScript: await bundlePanel() } : {}),
});
const address = await app.listen({ port, host: '127.0.0.1' });
console.log(`${merchant} (production build + sandbox) on ${address}/m/home`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
