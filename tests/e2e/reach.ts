/**
 * How a sweep moves from screen to screen: as a player's tap does (a history entry and popstate), not by
 * loading the app again. A load of the app costs about a second of CPU; a sweep over dozens of screens
 * spent most of its time booting it.
 */
import type { Page } from '@playwright/test';
import { type PathDef, ROUTE_TABLE, type ScreenDef } from '../../src/config/route-table.ts';
import { navigateInApp } from '../matrix/probe.ts';

/** Paths the app enters and leaves by a full page load (SPEC 2.1). */
export const FULL_LOAD_PATHS: ReadonlySet<string> = new Set((ROUTE_TABLE as readonly ScreenDef[])
  .flatMap((def) => def.paths.filter((p): p is PathDef => typeof p !== 'string' && p.fullLoad === true).map((p) => p.path)));

const pathnameOf = (path: string): string => new URL(path, 'http://localhost').pathname;

/**
 * Shows `path` (query included) in the tab: loaded when the tab has no page of the app yet or either end is a
 * full-load path, otherwise reached in the app. Returns how it got there.
 */
export async function reach(page: Page, path: string): Promise<'loaded' | 'in-app'> {
  const current = page.url();
  if (current === 'about:blank' || FULL_LOAD_PATHS.has(pathnameOf(path)) || FULL_LOAD_PATHS.has(pathnameOf(current))) {
    await page.goto(path);
    return 'loaded';
  }
  await navigateInApp(page, path);
  return 'in-app';
}
