/**
 * Money amounts (SPEC 9 "Balance 2 decimals"): integer minor units (bigint) in the app, decimal
 * strings with exactly two decimals on the wire ("1234.50"), never binary floating point. Pure and shared:
 * the wallet store and the wallet screens both use it; src/i18n/format.ts writes amounts for the page.
 */

/** Decimals of every amount the platform sends and takes (SPEC 9). */
export const AMOUNT_DECIMALS = 2;
const SCALE = 10n ** BigInt(AMOUNT_DECIMALS);
/** The wire pattern: up to 15 whole digits, a point, exactly two decimals; a leading minus in records only. */
const WIRE = /^(-?)(\d{1,15})\.(\d{2})$/;
/** The most whole digits the platform takes. */
const MAX_WHOLE_DIGITS = 15;

/** Why what the user typed is not an amount. */
export type AmountInputError = 'empty' | 'invalid' | 'decimals' | 'too-large';
export type ParsedAmount = { ok: true; minor: bigint } | { ok: false; error: AmountInputError };

/** The zero of each script's decimal digits in the language table: Arabic-Indic, extended Arabic-Indic (Persian, Urdu), Devanagari, Bengali, Tamil, Telugu, Thai, Lao, Burmese, Khmer. */
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966, 0x09e6, 0x0be6, 0x0c66, 0x0e50, 0x0ed0, 0x1040, 0x17e0] as const;
const NATIVE_DIGIT = /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u09e6-\u09ef\u0be6-\u0bef\u0c66-\u0c6f\u0e50-\u0e59\u0ed0-\u0ed9\u1040-\u1049\u17e0-\u17e9]/g;

/** A language's own digits, as its keyboard types them, to Western ones (docs/i18n.md, "Digits"). */
export function westernDigits(text: string): string {
  return text.replace(NATIVE_DIGIT, (char) => {
    const code = char.codePointAt(0)!;
    return String(code - DIGIT_ZEROS.find((zero) => code >= zero && code <= zero + 9)!);
  });
}

/**
 * What the user typed to minor units: digits (Western or the language's own, see westernDigits), at most one decimal sign
 * (".", the Arabic "٫", or "," followed by one or two digits, as German, French or Vietnamese write cents), at most two
 * decimals. No sign, no exponent, no grouping: "1e3", "-5", "1,000" and "12.345" are refused, never guessed at.
 */
export function parseAmountInput(text: string): ParsedAmount {
  const trimmed = westernDigits(text.trim()).replace('\u066B', '.').replace(/^(\d*),(\d{1,2})$/, '$1.$2');
  if (trimmed === '') return { ok: false, error: 'empty' };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(trimmed);
  if (match === null || (match[1] === '' && match[2] === '')) return { ok: false, error: 'invalid' };
  const whole = match[1]!.replace(/^0+/, '');
  const fraction = match[2] ?? '';
  if (fraction.length > AMOUNT_DECIMALS) return { ok: false, error: 'decimals' };
  if (whole.length > MAX_WHOLE_DIGITS) return { ok: false, error: 'too-large' };
  // BigInt('') is 0n: the whole part of ".5" and of "0.5" once its zero is dropped.
  return { ok: true, minor: BigInt(whole) * SCALE + BigInt(fraction.padEnd(AMOUNT_DECIMALS, '0')) };
}

/** A wire decimal string ("1234.50", "-3.00") to minor units; undefined when it does not match the wire pattern. */
export function decimalToMinor(decimal: string): bigint | undefined {
  const match = WIRE.exec(decimal);
  if (match === null) return undefined;
  const minor = BigInt(match[2]!) * SCALE + BigInt(match[3]!);
  return match[1] === '-' ? -minor : minor;
}

/** Minor units to the wire's decimal string: 123450n -> "1234.50". */
export function minorToDecimal(minor: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  return `${negative ? '-' : ''}${abs / SCALE}.${String(abs % SCALE).padStart(AMOUNT_DECIMALS, '0')}`;
}

/** A channel's or a withdrawal's limits, as wire decimal strings; fixed amounts, when given, are the only ones allowed. */
export interface AmountLimits {
  min?: string | undefined;
  max?: string | undefined;
  fixed?: readonly string[] | undefined;
}

export type LimitError = 'zero' | 'below-min' | 'above-max' | 'not-fixed';

/** Whether an amount is allowed by the limits: above zero, one of the fixed amounts when there are any, else within min and max. */
export function checkLimits(minor: bigint, limits: AmountLimits): LimitError | undefined {
  if (minor <= 0n) return 'zero';
  // Stryker disable next-line ArrayDeclaration: equivalent, an entry in place of the empty list is off the wire pattern, so the filter drops it
  const fixed = (limits.fixed ?? []).map(decimalToMinor).filter((v): v is bigint => v !== undefined);
  if (fixed.length > 0) return fixed.includes(minor) ? undefined : 'not-fixed';
  // Stryker disable next-line ConditionalExpression: equivalent, decimalToMinor(undefined) is undefined too (exec reads the text "undefined"); the guard is for the type checker
  const min = limits.min === undefined ? undefined : decimalToMinor(limits.min);
  // Stryker disable next-line ConditionalExpression: equivalent, as above
  const max = limits.max === undefined ? undefined : decimalToMinor(limits.max);
  // Stryker disable next-line ConditionalExpression: equivalent, a bigint is never below or above undefined; the guard narrows the type
  if (min !== undefined && minor < min) return 'below-min';
  // Stryker disable next-line ConditionalExpression: equivalent, as above
  if (max !== undefined && minor > max) return 'above-max';
  return undefined;
}
