import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deepMerge } from './deep-merge.ts';
import { MERCHANTS_DIR } from './paths.ts';

/** A problem found in a merchant folder: the file (relative to the root), a JSON path and the reason. */
export interface ConfigError {
  file: string;
  path: string;
  message: string;
}

export function formatError(error: ConfigError): string {
  return `${error.file}: ${error.path || '/'}: ${error.message}`;
}

export function merchantFile(code: string, name = 'merchant.json'): string {
  return `merchants/${code}/${name}`;
}

/** Codes of every folder under merchants/ that holds a merchant.json, sorted. */
export function listMerchantCodes(dir = MERCHANTS_DIR): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'merchant.json')))
    .map((entry) => entry.name)
    .sort();
}

export type ReadResult = { ok: true; value: unknown } | { ok: false; error: ConfigError };

/** Reads and parses a JSON file of a merchant folder; a syntax error becomes a ConfigError. */
export function readMerchantJson(code: string, name: string, dir = MERCHANTS_DIR): ReadResult {
  const file = merchantFile(code, name);
  const full = join(dir, code, name);
  if (!existsSync(full)) return { ok: false, error: { file, path: '', message: 'file is missing' } };
  try {
    return { ok: true, value: JSON.parse(readFileSync(full, 'utf8')) as unknown };
  } catch (error) {
    return { ok: false, error: { file, path: '', message: `is not valid JSON (${(error as Error).message})` } };
  }
}

export type ResolveResult = { ok: true; config: Record<string, unknown> } | { ok: false; errors: ConfigError[] };

/** The merchant's config after following its `extends` chain; a missing parent or a loop is an error. */
export function resolveMerchant(code: string, dir = MERCHANTS_DIR): ResolveResult {
  const chain: string[] = [];
  const layers: unknown[] = [];
  let current: string | undefined = code;
  while (current !== undefined) {
    const file = merchantFile(chain.at(-1) ?? code);
    if (chain.includes(current)) {
      return { ok: false, errors: [{ file, path: '/extends', message: `makes a loop: ${[...chain, current].join(' -> ')}` }] };
    }
    if (chain.length > 0 && !existsSync(join(dir, current, 'merchant.json'))) {
      return { ok: false, errors: [{ file, path: '/extends', message: `names merchant "${current}", which does not exist` }] };
    }
    const read = readMerchantJson(current, 'merchant.json', dir);
    if (!read.ok) return { ok: false, errors: [read.error] };
    chain.push(current);
    layers.unshift(read.value);
    const parent: unknown = typeof read.value === 'object' && read.value !== null ? (read.value as Record<string, unknown>)['extends'] : undefined;
    if (parent !== undefined && typeof parent !== 'string') {
      return { ok: false, errors: [{ file: merchantFile(current), path: '/extends', message: 'must be a merchant code (a string)' }] };
    }
    current = parent;
  }
  const merged = layers.reduce((acc, layer) => deepMerge(acc, layer), {}) as Record<string, unknown>;
  delete merged['extends'];
  delete merged['$schema'];
  merged['code'] = (layers.at(-1) as Record<string, unknown>)['code'];
  return { ok: true, config: merged };
}
