import { formatError } from './merchants.ts';
import type { MerchantResult } from './validate.ts';

/** Prints every config error line and returns whether all merchants are valid. */
export function reportResults(results: MerchantResult[]): boolean {
  const bad = results.filter((r) => r.errors.length > 0);
  for (const result of bad) for (const error of result.errors) console.error(formatError(error));
  if (bad.length > 0) console.error(`\n${bad.length} merchant config(s) invalid: ${bad.map((r) => r.code).join(', ')}`);
  return bad.length === 0;
}
