import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Where the journeys leave their screenshots, a folder per spec; they are looked at, never committed.
 * Pictures cost time on every journey, so they are taken only when asked: `SHOTS=1 npm run test:e2e`
 * (SHOTS_DIR moves them). The overflow checks beside them run always.
 */
const SHOTS_DIR = process.env['SHOTS_DIR'] ?? join(import.meta.dirname, '..', '..', 'shots');
export const shotsWanted = (): boolean => process.env['SHOTS'] === '1';

/** Saves a picture of the page as SHOTS_DIR/<file> when SHOTS=1; otherwise does nothing. */
export async function shot(page: Page, file: string, { fullPage = false }: { fullPage?: boolean } = {}): Promise<void> {
  if (!shotsWanted()) return;
  const path = join(SHOTS_DIR, file);
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path, fullPage });
}

/**
 * The screenshot step of a spec's journeys: `name` at 390 and 320 px wide (844 and 640 px high), each first
 * checked for sideways overflow, then pictured into SHOTS_DIR/folder/name-width.png; the page is left at 390 px.
 */
export function screenshots(folder: string, { fullPage = true }: { fullPage?: boolean } = {}): (page: Page, name: string) => Promise<void> {
  return async (page, name) => {
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 640 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} at ${width} px`).toBe(true);
      await shot(page, `${folder}/${name}-${width}.png`, { fullPage });
    }
    await page.setViewportSize({ width: 390, height: 844 });
  };
}
