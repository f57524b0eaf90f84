/**
 * How a merchant's combinations spread over servers. A merchant's combinations run in order on one server (they
 * share its sandbox's state), one worker per server: with the whole set (three brands of 30 to 47 combinations,
 * two workers) the worker left with the largest brand ran alone for minutes at the end. MATRIX_PARTS=n splits
 * each merchant's combinations over n servers, combination i on part i mod n, so n workers sweep one brand side
 * by side and end together. `npm run matrix` sets it to the workers for the whole set and to 1 for the subset,
 * whose five combinations do not pay for more servers.
 */
/** The matrix's Playwright workers (tests/matrix/matrix.config.ts): two cores. */
export const MATRIX_WORKERS = 2;

export function matrixParts(env: NodeJS.ProcessEnv = process.env): number {
  const parts = Number(env['MATRIX_PARTS'] ?? 1);
  if (!Number.isInteger(parts) || parts < 1) throw new Error(`MATRIX_PARTS must be a whole number of at least 1, not "${env['MATRIX_PARTS']}"`);
  return parts;
}

/** The part combination `index` (0-based) of a merchant runs on. */
export const partOf = (index: number, parts: number): number => index % parts;

/** The describe title of a merchant's part, which its project greps (the merchant alone when there is one part). */
export const partTitle = (merchant: string, part: number, parts: number): string => (parts === 1 ? `merchant:${merchant}` : `merchant:${merchant} part:${part + 1}`);
