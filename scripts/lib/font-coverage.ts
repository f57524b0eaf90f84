// Which characters no font of this machine can draw (fontconfig's character sets): those show as boxes in a
// picture of the page. Players' phones carry fonts for every script; a Linux test machine may carry only
// DejaVu and Liberation (Debian: `apt-get install fonts-noto-core fonts-noto-cjk`).
import { spawnSync } from 'node:child_process';

/** Code point ranges, inclusive, sorted and merged. */
export type Coverage = readonly (readonly [number, number])[];

/** fontconfig's charset notation ("20-7e a0-17f 192 ..."), one line per font, as one merged coverage. */
export function parseCharsets(text: string): Coverage {
  const ranges = text.split(/\s+/).filter((part) => /^[0-9a-f]+(-[0-9a-f]+)?$/i.test(part)).map((part) => {
    const [lo = '0', hi = lo] = part.split('-');
    return [parseInt(lo, 16), parseInt(hi, 16)] as [number, number];
  }).sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [lo, hi] of ranges) {
    const last = merged.at(-1);
    if (last !== undefined && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else merged.push([lo, hi]);
  }
  return merged;
}

/** Every character the machine's fonts cover; undefined where fontconfig is missing (nothing can be said). */
export function machineCoverage(): Coverage | undefined {
  const listed = spawnSync('fc-list', ['--format', '%{charset}\n'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return listed.error !== undefined || listed.status !== 0 ? undefined : parseCharsets(listed.stdout);
}

const covers = (coverage: Coverage, point: number): boolean => {
  let low = 0;
  let high = coverage.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [lo, hi] = coverage[middle] as readonly [number, number];
    if (point < lo) high = middle - 1;
    else if (point > hi) low = middle + 1;
    else return true;
  }
  return false;
};

/** Characters drawn without a glyph of their own: spaces, controls, joiners, marks of direction, variation selectors. */
const NO_GLYPH: Coverage = parseCharsets('0-20 7f-a0 2000-200f 2028-202f 205f-206f fe00-fe0f feff 3000');

/** The distinct characters of `text` no font covers, in the order they first appear. */
export function uncovered(text: string, coverage: Coverage): string[] {
  const missing = new Set<string>();
  for (const char of text) {
    const point = char.codePointAt(0) ?? 0;
    if (missing.has(char) || covers(NO_GLYPH, point)) continue;
    if (!covers(coverage, point)) missing.add(char);
  }
  return [...missing];
}

/** "ꦲ U+A9B2, ..." for a message, the first `max` of them. */
export const describeCharacters = (chars: readonly string[], max = 8): string =>
  `${chars.slice(0, max).map((c) => `${c} U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`).join(', ')}${chars.length > max ? ` and ${chars.length - max} more` : ''}`;
