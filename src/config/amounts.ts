/**
 * Money amounts (SPEC 9 "Balance 2 decimals"): integer minor units (bigint) in the app, decimal
 * strings with exactly two decimals on the wire ("1234.50"), never binary floating point. Pure and shared:
 * the wallet store (header balance) and the wallet screens both use it.
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

/** Arabic-Indic (U+0660..) and extended Arabic-Indic (U+06F0..) digits, as an Arabic keyboard types them, to ASCII. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String((d.codePointAt(0)! & 0x0f)));
}

/**
 * What the user typed to minor units: digits (ASCII or Arabic-Indic), at most one decimal point ("." or the
 * Arabic decimal separator "٫"), at most two decimals. No sign, no exponent, no grouping: "1e3", "-5",
 * "1,000" and "12.345" are refused, never guessed at.
 */
export function parseAmountInput(text: string): ParsedAmount {
  const trimmed = asciiDigits(text.trim()).replace('\u066B', '.');
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

const formats = new Map<string, Intl.NumberFormat>();

function formatOf(locale: string): Intl.NumberFormat {
  let format = formats.get(locale);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: AMOUNT_DECIMALS, maximumFractionDigits: AMOUNT_DECIMALS });
    formats.set(locale, format);
  }
  return format;
}

/**
 * Minor units for display in the page's locale (its grouping, decimal sign and digits: src/i18n uses "ar",
 * whose digits are Latin), two decimals. Intl formats the decimal string exactly; no float is made.
 */
export function formatMinor(minor: bigint, locale: string): string {
  // Intl.NumberFormat's format takes a decimal string as an exact decimal (ECMA-402 NumberFormat v3).
  return formatOf(locale).format(minorToDecimal(minor) as unknown as number);
}

/** A wire decimal string for display; a value off the wire pattern shows as sent rather than as a guess. */
export function formatDecimal(decimal: string, locale: string): string {
  const minor = decimalToMinor(decimal);
  return minor === undefined ? decimal : formatMinor(minor, locale);
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
