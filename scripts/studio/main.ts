// npm run studio [-- <code>]: the brand studio on http://127.0.0.1:4180/studio/ (docs/studio.md). PORT moves it;
// MERCHANTS_DIR and DIST_DIR point it at other folders (the journey uses scratch copies).
import { join } from 'node:path';
import { DIST_DIR, MERCHANTS_DIR, ROOT } from '../lib/paths.ts';
import { createStudio, STUDIO_HOST } from './server.ts';

const first = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
const port = Number(process.env['PORT'] ?? 4180);
try {
  const studio = await createStudio({ merchantsDir: MERCHANTS_DIR, distDir: DIST_DIR, dataDir: process.env['STUDIO_DATA_DIR'] ?? join(ROOT, '.data'), ...(first === undefined ? {} : { first }) });
  await studio.pageReady();
  await studio.listen({ port, host: STUDIO_HOST });
  console.log(`brand studio on http://${STUDIO_HOST}:${port}/studio/${first === undefined ? '' : `?brand=${first}`}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void studio.close().then(() => process.exit(0)));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
