/**
 * Waits for a state, never for a fixed time (DESIGN 7). Each helper names what it
 * waits for; a negative check ("nothing more happens") waits for the event that would have made it happen.
 */
import type { Page } from '@playwright/test';
import { trackNetwork } from '../matrix/probe.ts';
import { expect } from './fixtures.ts';

/** Two animation frames: the scroll, load and error handlers of the last task have run and React has painted. */
export async function nextPaint(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** The screen is drawn: nothing is marked busy and no loading placeholder is left in the main area. */
export async function screenSettled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"], #main [role="status"]')).toHaveCount(0);
}

const trackers = new WeakMap<Page, ReturnType<typeof trackNetwork>>();

/**
 * Follows the page's requests from now on: `quiet()` then resolves once none is in flight (and none started
 * for a moment), after every in-app navigation too, where Playwright's 'networkidle' answers at once.
 */
export function network(page: Page): ReturnType<typeof trackNetwork> {
  const known = trackers.get(page);
  if (known !== undefined) return known;
  const tracker = trackNetwork(page);
  trackers.set(page, tracker);
  return tracker;
}
