import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Merchant folders; MERCHANTS_DIR overrides it (tests point it at a scratch copy). */
export const MERCHANTS_DIR = resolve(ROOT, process.env['MERCHANTS_DIR'] ?? 'merchants');
export const SCHEMAS_DIR = join(ROOT, 'schemas');
/** Build output; DIST_DIR overrides it. */
export const DIST_DIR = resolve(ROOT, process.env['DIST_DIR'] ?? 'dist');
/** The built page with the merchant placeholders (in a dist folder), kept so one brand can be re-published alone. */
export const TEMPLATE_NAME = 'entry-template.html';
export const TEMPLATE_FILE = join(DIST_DIR, TEMPLATE_NAME);
