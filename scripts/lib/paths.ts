import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Merchant folders; MERCHANTS_DIR overrides it (tests point it at a scratch copy). */
export const MERCHANTS_DIR = resolve(ROOT, process.env['MERCHANTS_DIR'] ?? 'merchants');
export const SCHEMAS_DIR = join(ROOT, 'schemas');
/** Build output; DIST_DIR overrides it. */
export const DIST_DIR = resolve(ROOT, process.env['DIST_DIR'] ?? 'dist');
