/**
 * `npm run sandbox`: the sandbox platform alone. PORT (8787), MERCHANT (ttslot), SANDBOX_DB, SANDBOX_FRESH=1 (start from the seed),
 * HOST, STATIC_DIR, SANDBOX_RATE_LIMITS=off, SANDBOX_TRUSTED_PROXIES, SANDBOX_PASSWORD_COST (env-options.ts).
 */
import { envOptions } from './env-options.ts';
import { createSandbox, defaultDbPath, removeDb } from './server.ts';

const merchant = process.env['MERCHANT'] ?? 'ttslot';
const port = Number(process.env['PORT'] ?? 8787);
const host = process.env['HOST'] ?? '127.0.0.1';
const started = performance.now();
const dbPath = process.env['SANDBOX_DB'] ?? defaultDbPath(merchant);
if (process.env['SANDBOX_FRESH'] === '1') removeDb(dbPath);
const app = await createSandbox({
  merchant,
  dbPath,
  logger: process.env['SANDBOX_LOG'] === '1',
  requireEncryption: process.env['SANDBOX_REQUIRE_ENCRYPTION'] === '1',
  ...(process.env['STATIC_DIR'] === undefined ? {} : { staticDir: process.env['STATIC_DIR'] }),
  ...envOptions(),
});
const address = await app.listen({ port, host });
console.log(`sandbox for ${merchant} on ${address} (ready in ${Math.round(performance.now() - started)} ms, db ${dbPath})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
