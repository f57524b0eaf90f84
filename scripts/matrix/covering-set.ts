/**
 * The covering set of QA's matrix (issue 17 point 2): inside each segment every pair (with strength 3,
 * every triple) of the varying dimensions' values appears in at least one combination. covertable (a
 * maintained pairwise generator) builds it from a fixed seed, so the same configs give the same set.
 */
import type * as Covertable from 'covertable';
import { createRequire } from 'node:module';
import { type Row, type Segment, SEGMENTS } from './constraints.ts';
import type { Dimension, Value } from './dimensions.ts';

// covertable ships one CommonJS bundle: Node's ESM import finds no named exports in it and Vite's interop
// hands `make` as its default, so require() is the one way that reads the same under both.
const { make, sorters } = createRequire(import.meta.url)('covertable') as typeof Covertable;

export const DEFAULT_SEED = 'qa-matrix';

export type Strength = 2 | 3;

/** A combination: the segment it belongs to and a value for every dimension. */
export interface Combination {
  segment: string;
  values: Row;
}

/** The dimensions as a segment sees them: its own values where it fixes them, the merchant's value where it does not vary them. */
export function segmentDimensions(dimensions: readonly Dimension[], segment: Segment): Dimension[] {
  return dimensions.map((d) => {
    const values = segment.values[d.name] ?? (segment.varies === 'all' || segment.varies.includes(d.name) ? d.values : [d.fallback]);
    return { ...d, values };
  });
}

function ordered(row: Row, dimensions: readonly Dimension[]): Row {
  return Object.fromEntries(dimensions.map((d) => [d.name, row[d.name]!]));
}

export function coveringSet(dimensions: readonly Dimension[], strength: Strength = 2, seed = DEFAULT_SEED, segments: readonly Segment[] = SEGMENTS): Combination[] {
  return segments.flatMap((segment) => {
    const dims = segmentDimensions(dimensions, segment);
    // covertable needs at least `strength` factors with a choice; single values ride along unchanged.
    const varying = dims.filter((d) => d.values.length > 1);
    const fixed = Object.fromEntries(dims.filter((d) => d.values.length === 1).map((d) => [d.name, d.values[0]!]));
    const rows: Row[] = varying.length === 0 ? [{}]
      : varying.length <= strength ? cartesian(varying)
        : make(Object.fromEntries(varying.map((d) => [d.name, [...d.values]])), { length: strength, seed, sorter: sorters.hash }) as Row[];
    return rows.map((row) => ({ segment: segment.name, values: ordered({ ...fixed, ...row }, dims) }));
  });
}

function cartesian(dimensions: readonly Dimension[]): Row[] {
  let rows: Record<string, Value>[] = [{}];
  for (const d of dimensions) rows = rows.flatMap((row) => d.values.map((value) => ({ ...row, [d.name]: value })));
  return rows;
}

/**
 * `--full --only a,b`: inside each segment, the whole cartesian product of the named dimensions that vary
 * there; every other dimension holds the merchant's value.
 */
export function fullProduct(dimensions: readonly Dimension[], only: readonly string[], segments: readonly Segment[] = SEGMENTS): Combination[] {
  const unknown = only.filter((name) => !dimensions.some((d) => d.name === name));
  if (unknown.length > 0) throw new Error(`--only names no such dimension: ${unknown.join(', ')} (see --list)`);
  return segments.flatMap((segment) => {
    const dims = segmentDimensions(dimensions, segment).map((d) => (only.includes(d.name) || segment.values[d.name] !== undefined ? d : { ...d, values: [d.fallback] }));
    return cartesian(dims).map((row) => ({ segment: segment.name, values: ordered(row, dims) }));
  });
}

export function tupleKey(entries: readonly (readonly [string, Value])[]): string {
  return entries.map(([name, value]) => `${name}=${String(value)}`).join(' ');
}

/** Every `strength`-tuple of `name=value` a segment must cover: the values of its dimensions that have a choice. */
export function tuplesToCover(dimensions: readonly Dimension[], segment: Segment, strength: Strength): string[] {
  const dims = segmentDimensions(dimensions, segment).filter((d) => d.values.length > 1);
  const tuples: string[] = [];
  const pick = (start: number, chosen: [string, Value][]): void => {
    if (chosen.length === strength) {
      tuples.push(tupleKey(chosen));
      return;
    }
    for (let i = start; i < dims.length; i += 1) for (const value of dims[i]!.values) pick(i + 1, [...chosen, [dims[i]!.name, value]]);
  };
  pick(0, []);
  return tuples;
}

/** The tuples a segment must cover that none of its combinations holds. */
export function uncovered(combinations: readonly Combination[], dimensions: readonly Dimension[], segment: Segment, strength: Strength): string[] {
  const seen = new Set<string>();
  const names = dimensions.map((d) => d.name);
  for (const { values } of combinations.filter((c) => c.segment === segment.name)) {
    const collect = (start: number, chosen: [string, Value][]): void => {
      if (chosen.length === strength) {
        seen.add(tupleKey(chosen));
        return;
      }
      for (let i = start; i < names.length; i += 1) collect(i + 1, [...chosen, [names[i]!, values[names[i]!]!]]);
    };
    collect(0, []);
  }
  return tuplesToCover(dimensions, segment, strength).filter((tuple) => !seen.has(tuple));
}
