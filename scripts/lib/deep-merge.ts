type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isPlainObject(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `extends` merging (DESIGN 3): objects merge deeply; arrays and scalars of the child replace. */
export function deepMerge(base: unknown, child: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(child)) return child === undefined ? base : child;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(child)) merged[key] = deepMerge(base[key], value);
  return merged;
}
