/**
 * What a brand's own merchant.json holds for an edited config: with `extends`, only what differs from the
 * parent (DESIGN 3: objects merge deeply, arrays and scalars replace), keeping the keys and the order the
 * operator's file already has, so saving an unchanged brand rewrites its file byte for byte.
 */
import { isDeepStrictEqual } from 'node:util';
import { deepMerge } from '../lib/deep-merge.ts';

export type JsonObject = Record<string, unknown>;

export const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keys of `value` in the order `previous` had them, then the new ones in `value`'s order. */
function orderedKeys(value: JsonObject, previous: JsonObject | undefined): string[] {
  const kept = Object.keys(previous ?? {}).filter((key) => key in value);
  return [...kept, ...Object.keys(value).filter((key) => !kept.includes(key))];
}

/** `value` less what `base` already says; a key the previous file wrote stays written. */
function difference(base: unknown, value: unknown, previous: unknown): unknown {
  if (!isObject(base) || !isObject(value)) return value;
  const prev = isObject(previous) ? previous : undefined;
  const out: JsonObject = {};
  for (const key of orderedKeys(value, prev)) {
    const written = prev !== undefined && key in prev;
    if (!(key in base)) out[key] = value[key];
    else if (written || !isDeepStrictEqual(base[key], value[key])) out[key] = difference(base[key], value[key], prev?.[key]);
  }
  return out;
}

/** The file for `config` (the whole edited config) over the parent's resolved config, or the config itself without a parent. */
export function ownFileOf(config: JsonObject, previous: JsonObject, parent: JsonObject | undefined): JsonObject {
  const head: JsonObject = {};
  if (previous['$schema'] !== undefined) head['$schema'] = previous['$schema'];
  if (previous['extends'] !== undefined) head['extends'] = previous['extends'];
  const body = (parent === undefined ? orderedCopy(config, previous) : difference(parent, config, previous)) as JsonObject;
  return { ...head, code: config['code'], ...body };
}

function orderedCopy(value: unknown, previous: unknown): unknown {
  if (!isObject(value)) return value;
  const prev = isObject(previous) ? previous : undefined;
  return Object.fromEntries(orderedKeys(value, prev).map((key) => [key, orderedCopy(value[key], prev?.[key])]));
}

/**
 * The first JSON path where merging the file over the parent does not give the edited config back: a child
 * cannot remove what its parent sets, only replace it.
 */
export function lostPath(config: JsonObject, own: JsonObject, parent: JsonObject | undefined): string | undefined {
  if (parent === undefined) return undefined;
  const { $schema: _s, extends: _e, ...rest } = own;
  return firstDifference(deepMerge(parent, rest), config, '');
}

function firstDifference(merged: unknown, wanted: unknown, path: string): string | undefined {
  if (isObject(merged) && isObject(wanted)) {
    for (const key of Object.keys(merged)) {
      const found = firstDifference(merged[key], wanted[key], `${path}/${key}`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  return isDeepStrictEqual(merged, wanted) ? undefined : path;
}

