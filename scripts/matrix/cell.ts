/**
 * One matrix cell's identity and result (issue 17 points 3 and 4): what the Playwright spec attaches to
 * its test and the reporter turns into the grid, JSON and baseline keys.
 */
import { createHash } from 'node:crypto';
import { type Cell, encodeCell } from '../qa-panel/combination.ts';
import type { Finding } from './checks.ts';
import type { Row } from './constraints.ts';
import type { MerchantPlan } from './plan.ts';

/** The plan file scripts/matrix.ts writes and the spec reads. */
export interface PlanFile {
  plans: MerchantPlan[];
}

export const CELL_ATTACHMENT = 'matrix-cell';

/** A stable key of a combination: same merchant and values, same key (baseline file names). */
export function cellKey(merchant: string, values: Row): string {
  const canonical = JSON.stringify(Object.entries(values).sort(([a], [b]) => a.localeCompare(b)));
  return `${merchant}-${createHash('sha256').update(canonical).digest('hex').slice(0, 12)}`;
}

/** A file-name-safe name of a route. */
export function routeSlug(route: string): string {
  return route.replace(/^\/+/, '').replace(/[^A-Za-z0-9]+/g, '_') || 'root';
}

/** The values the flag panel applies (not session or viewport, which QA picks by signing in and sizing the window). */
export function panelCell(values: Row): Cell {
  return Object.fromEntries(Object.entries(values).filter(([name]) => name !== 'session' && name !== 'viewport'));
}

/** The cell's reproduction: the home page with `?qa=`, which the flag panel applies (issue 17 point 5). */
export function reproductionPath(values: Row): string {
  return `/m/home?qa=${encodeCell(panelCell(values))}`;
}

export interface RouteResult {
  /** The route visited (a config link's target). */
  route: string;
  /** Where the browser ended up. */
  landed: string;
  findings: Finding[];
  /** The screenshot's file name inside the test's attachments. */
  screenshot: string | undefined;
  /** Share of pixels changed against the baseline; undefined without one. */
  changedShare: number | undefined;
  changed: boolean;
  /** The screen state was checked by axe before in this worker, so axe skipped it. */
  axeSkipped: boolean;
  /** Config items compared with the oracle on this screen, per slot. */
  items: Partial<Record<string, number>>;
  /** Time spent on this screen: reaching it, settling, checks, axe, screenshot. */
  ms: number;
}

export interface CellResult {
  merchant: string;
  index: number;
  key: string;
  segment: string;
  values: Row;
  /** Dimensions whose value differs from the merchant's own (what the row shows first). */
  changed: string[];
  reproduction: string;
  account: string | undefined;
  routes: RouteResult[];
  /** Findings not tied to one route (sign-in, sandbox control). */
  findings: Finding[];
  ms: number;
}
