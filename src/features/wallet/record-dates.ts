import { dayKey } from '../../i18n/format.ts';

/** Record filter dates (D13: record date pickers run from 2000 to 2030). */
export const RECORD_DATE_MIN = '2000-01-01';
export const RECORD_DATE_MAX = '2030-12-31';
/** Default range: the last seven days, today included. */
export const DEFAULT_RANGE_DAYS = 7;

export function defaultRange(now: Date): { startDate: string; endDate: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (DEFAULT_RANGE_DAYS - 1));
  return { startDate: dayKey(start), endDate: dayKey(now) };
}

/** Why a range cannot be asked for: a date outside 2000-2030 (D13) or a start after the end. */
export function rangeError(startDate: string, endDate: string): 'range' | 'order' | undefined {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!day.test(startDate) || !day.test(endDate)) return 'range';
  if (startDate < RECORD_DATE_MIN || endDate > RECORD_DATE_MAX || startDate > RECORD_DATE_MAX || endDate < RECORD_DATE_MIN) return 'range';
  return startDate > endDate ? 'order' : undefined;
}
