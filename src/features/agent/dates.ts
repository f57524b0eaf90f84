import { dayKey } from '../../i18n/format.ts';

/** Date ranges of the team reports (D13: record filters pick dates from 2000 to 2030). */
export const PICKER_MIN = '2000-01-01';
export const PICKER_MAX = '2030-12-31';
/** The longest range the platform reports on (the sandbox keeps 90 days of history). */
export const MAX_RANGE_DAYS = 92;

export interface DateRange {
  startDate: string;
  endDate: string;
}

const DAY_MS = 86_400_000;

/** The last `days` days up to today (1 = today only). */
export function lastDays(days: number, now: Date = new Date()): DateRange {
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const start = new Date(end.getFullYear(), end.getMonth(), end.getDate() - (days - 1));
  return { startDate: dayKey(start), endDate: dayKey(end) };
}

/** Why a range cannot be asked for: empty, out of the picker's years, reversed or too long; undefined when it can. */
export function rangeProblem(range: DateRange): 'missing' | 'order' | 'length' | undefined {
  const { startDate, endDate } = range;
  const ok = (d: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(d) && d >= PICKER_MIN && d <= PICKER_MAX;
  if (!ok(startDate) || !ok(endDate)) return 'missing';
  if (endDate < startDate) return 'order';
  const days = (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS + 1;
  return days > MAX_RANGE_DAYS ? 'length' : undefined;
}
