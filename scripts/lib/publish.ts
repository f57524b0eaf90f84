import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Merchant } from '../../src/generated/merchant.ts';
import { writeEntry } from './merchant-entry.ts';
import { DIST_DIR } from './paths.ts';

/** The built page with the merchant placeholders, kept so one brand can be re-published alone. */
export const TEMPLATE_FILE = join(DIST_DIR, 'entry-template.html');

export function publishMerchant(config: Merchant): string {
  if (!existsSync(TEMPLATE_FILE)) throw new Error('dist/entry-template.html is missing: run npm run build first');
  return writeEntry(readFileSync(TEMPLATE_FILE, 'utf8'), config, DIST_DIR);
}
