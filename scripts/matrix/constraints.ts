/**
 * Where combinations cannot exist (issue 17 point 2). The matrix is cut into segments: each fixes the
 * values some dimensions may take and names the dimensions that vary inside it; the others stay at the
 * merchant's own value. All pairs (or triples) are covered inside each segment, so a combination that
 * cannot exist is never generated, rather than generated and filtered out (covertable drops pairs it
 * could still cover when a filter rejects its candidates: 80 of them on ttslot).
 */
import type { Value } from './dimensions.ts';

export type Row = Readonly<Record<string, Value>>;

export interface Segment {
  name: string;
  /** Why the segment exists, citing SPEC; `--list` prints it. */
  reason: string;
  /** The values a dimension may take in this segment (the dimension's own values where not named). */
  values: Readonly<Record<string, readonly Value[]>>;
  /** The dimensions that vary here: 'all', or the names; the rest hold the merchant's value. */
  varies: 'all' | readonly string[];
}

export const SEGMENTS: readonly Segment[] = [
  {
    name: 'running',
    reason: 'system status 0: every screen, every session',
    values: { status: [0] },
    varies: 'all',
  },
  {
    name: 'closed',
    reason: 'R1-9, R4-45: status 1 (maintenance) and 2 (region restriction) replace every screen with their page, met without a session; only language, theme, viewport and a pseudo-locale change that page',
    values: { status: [1, 2], session: ['guest'] },
    varies: ['status', 'language', 'theme', 'pseudo', 'viewport'],
  },
];
