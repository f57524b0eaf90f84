/** Pure facts of the reward screens: amounts compared, the month grid, failure texts. */
import { API_ERROR } from '../../api/endpoints.ts';
import { type ApiError, generalErrorOf } from '../../api/errors.ts';
import { dayKey } from '../../i18n/format.ts';

/** Whether an amount string is at least another (both with 2 decimals), compared as integers of cents. */
export function amountAtLeast(amount: string, minimum: string): boolean {
  const cents = (s: string): bigint => BigInt(s.replace('.', ''));
  return cents(amount) >= cents(minimum);
}

export interface DayCell {
  /** YYYY-MM-DD */
  date: string;
  day: number;
}

/** The weeks of the month of `today` (YYYY-MM-DD), Monday first; null pads the days of other months. */
export function monthGrid(today: string): (DayCell | null)[][] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1, 1));
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (DayCell | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= days; day += 1) cells.push({ date: dayKey(new Date(year, month - 1, day)), day });
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/** Refusals these screens word themselves (the rest keep the platform's message as given). */
const OWN: Readonly<Record<string, string>> = {
  [API_ERROR.rewardClaimed]: 'rewards:error.already_claimed',
  [API_ERROR.rewardExpired]: 'rewards:error.expired',
  [API_ERROR.noRebate]: 'rewards:error.no_rebate',
  [API_ERROR.notFound]: 'rewards:error.not_found',
};

/**
 * What a screen says of a failed claim, or undefined when the general error path already said it (SPEC 8
 * general errors and free_reject).
 */
export function claimFailure(t: (key: string) => string, error: ApiError): string | undefined {
  if (error.code === API_ERROR.freeReject || generalErrorOf(error) !== undefined || error.code.startsWith('HTTP_5')) return undefined;
  const key = OWN[error.code];
  return key === undefined ? error.message : t(key);
}
