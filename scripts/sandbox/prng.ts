/**
 * The seed's deterministic random source: a named stream (`<merchant>:members`, `<merchant>:team` ...) always
 * yields the same numbers in [0, 1), so every seed writes the same rows. Mulberry32 seeded from the name's SHA-256.
 */
import { createHash } from 'node:crypto';

export function prng(seed: string): () => number {
  let a = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
