/**
 * Baseline mode of the matrix (issue 17 point 4): `--update-baseline` keeps each cell's screenshot under
 * matrix-baseline/; later runs compare with pixelmatch (a maintained image diff) and mark the screens
 * whose picture changed by more than a small share of pixels, so QA reviews changes, not every picture.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { ROOT } from '../lib/paths.ts';

export const BASELINE_DIR = join(ROOT, 'matrix-baseline');

/** Share of pixels that may differ before a screen counts as changed (anti-aliasing and caret noise stay under it). */
export const CHANGED_SHARE = 0.005;

export interface ImageDiff {
  /** Share of pixels that differ (1 when the sizes differ). */
  share: number;
  changed: boolean;
}

/** Compares two PNGs; pixelmatch's own per-pixel threshold absorbs colour noise. */
export function diffPng(before: Buffer, after: Buffer, changedShare = CHANGED_SHARE): ImageDiff {
  const a = PNG.sync.read(before);
  const b = PNG.sync.read(after);
  if (a.width !== b.width || a.height !== b.height) return { share: 1, changed: true };
  const differing = pixelmatch(a.data, b.data, undefined, a.width, a.height, { threshold: 0.1 });
  const share = differing / (a.width * a.height);
  return { share, changed: share > changedShare };
}

export function baselinePath(key: string, dir = BASELINE_DIR): string {
  return join(dir, `${key}.png`);
}

/** Keeps a screenshot as the baseline of its key. */
export function keepBaseline(key: string, screenshot: string, dir = BASELINE_DIR): void {
  const target = baselinePath(key, dir);
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(screenshot, target);
}

/** The screenshot against its baseline; undefined when there is none yet. */
export function compareWithBaseline(key: string, screenshot: Buffer, dir = BASELINE_DIR): ImageDiff | undefined {
  const target = baselinePath(key, dir);
  return existsSync(target) ? diffPng(readFileSync(target), screenshot) : undefined;
}
