import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Merchant } from '../../src/generated/merchant.ts';
import { writeEntry } from './merchant-entry.ts';
import { OFFLINE_PAGE, offlinePage } from './offline-page.ts';
import { DIST_DIR, TEMPLATE_NAME } from './paths.ts';
import { writeServiceWorker } from './service-worker.ts';

/**
 * Writes dist/<code>/: entry page, brand files, offline page, then the service worker, last, because
 * it precaches the others (a new config changes the entry page, so the worker, so the installed app updates).
 */
export async function publishMerchant(config: Merchant, distDir = DIST_DIR): Promise<string> {
  const template = join(distDir, TEMPLATE_NAME);
  if (!existsSync(template)) throw new Error(`${template} is missing: run npm run build first`);
  const file = writeEntry(readFileSync(template, 'utf8'), config, distDir);
  writeFileSync(join(distDir, config.code, 'brand', OFFLINE_PAGE), offlinePage(config));
  await writeServiceWorker(config, distDir);
  return file;
}
