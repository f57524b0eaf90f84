import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Where the journeys leave their screenshots, a folder per spec; they are looked at, never committed. */
const ROOT = '/work/shots';

/**
 * The screenshot step of a spec's journeys: `name` at 390 and 320 px wide (844 and 640 px high), each first
 * checked for sideways overflow, into ROOT/folder/name-width.png; the page is left at 390 px.
 */
export function screenshots(folder: string, { fullPage = true }: { fullPage?: boolean } = {}): (page: Page, name: string) => Promise<void> {
  const dir = `${ROOT}/${folder}`;
  return async (page, name) => {
    mkdirSync(dir, { recursive: true });
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 640 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} at ${width} px`).toBe(true);
      await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage });
    }
    await page.setViewportSize({ width: 390, height: 844 });
  };
}
