/**
 * Every number, amount, date and time a player reads, in one place (SPEC 4, 9; docs/i18n.md): Intl per language
 * for what the language decides (grouping, decimal sign, month and weekday names, relative times), fixed patterns
 * where SPEC fixes them (YYYY/MM/DD, DD/MM/YYYY, HH:mm). Digits are Western in every language (docs/i18n.md,
 * "Digits"); what a player types may use the language's own digits, which src/config/amounts.ts reads.
 * Times are the device's time zone unless a function says otherwise.
 */
import { AMOUNT_DECIMALS, minorToDecimal } from '../config/amounts.ts';

/** The numbering system of every formatted number: Western digits (docs/i18n.md, "Digits"). */
export const DIGITS = 'latn';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

/** One formatter per locale and options: building one costs far more than using it. */
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(kind: string, locale: string | undefined, make: () => T): T {
  const key = `${kind} ${locale ?? ''}`;
  let format = cache.get(key) as T | undefined;
  if (format === undefined) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

const amountFormat = (locale: string): Intl.NumberFormat =>
  cached('amount', locale, () => new Intl.NumberFormat(locale, { minimumFractionDigits: AMOUNT_DECIMALS, maximumFractionDigits: AMOUNT_DECIMALS, numberingSystem: DIGITS }));

/**
 * An amount in minor units with the merchant's two decimals (SPEC 9), grouped as the language groups, with the
 * currency symbol before it when given. Intl formats the decimal string exactly; no float is made.
 */
export function formatAmount(minor: bigint, locale: string, symbol = ''): string {
  // Intl.NumberFormat's format takes a decimal string as an exact decimal (ECMA-402 NumberFormat v3).
  return `${symbol}${amountFormat(locale).format(minorToDecimal(minor) as unknown as number)}`;
}

/**
 * An amount as the platform sends it, a decimal string or a JSON number ("1234.5", 1234.567), written with the
 * merchant's two decimals, further decimals cut (never rounded up into money the player does not have), by its
 * text alone: no binary floating point (SPEC 9). Anything else shows as sent rather than as a guess.
 */
export function formatPlatformAmount(value: string | number, locale: string, symbol = ''): string {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(-?)(\d{1,30})(?:\.(\d+))?$/.exec(text);
  if (match === null) return `${symbol}${text}`;
  const minor = BigInt(match[2]!) * 10n ** BigInt(AMOUNT_DECIMALS) + BigInt((match[3] ?? '').padEnd(AMOUNT_DECIMALS, '0').slice(0, AMOUNT_DECIMALS));
  return formatAmount(match[1] === '-' ? -minor : minor, locale, symbol);
}

/** A whole number grouped as the language groups (counts, the jackpot), rounded down; the symbol before it when given. */
export function formatWhole(value: number, locale: string | undefined, symbol = ''): string {
  return `${symbol}${cached('whole', locale, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 0, numberingSystem: DIGITS })).format(Math.floor(value))}`;
}

const two = (n: number): string => String(n).padStart(2, '0');

/** A calendar day as the platform's wire and the date pickers write it: YYYY-MM-DD (SPEC 2.8 notices, SPEC 7). */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** YYYY/MM/DD of a platform day (read in UTC): the promotions' and rewards' dates (SPEC 2.9), the same in every language and direction. */
export function slashDay(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}/${two(d.getUTCMonth() + 1)}/${two(d.getUTCDate())}`;
}

/** YYYY/MM/DD HH:mm: when a record, a message or a platform event happened (SPEC 2.9, R2.9-6). */
export function slashDateTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}/${two(d.getMonth() + 1)}/${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** DD/MM/YYYY and HH:mm: a match's date and time (SPEC 2.3 hot matches). */
export function matchDateTime(ms: number): { date: string; time: string } {
  const d = new Date(ms);
  return { date: `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()}`, time: `${two(d.getHours())}:${two(d.getMinutes())}` };
}

/** Time left as HH:MM:SS, whole seconds rounded up (00:00:01 until the moment itself), never below zero. */
export function countdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${two(Math.floor(total / 3600))}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
}

/** A clock time in the language's way with 24 hours (a draw's time). */
export function formatClock(ms: number, locale: string): string {
  return cached('clock', locale, () => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', numberingSystem: DIGITS })).format(new Date(ms));
}

/** A short day with its weekday and month in the language (a draw's day). */
export function formatShortDay(ms: number, locale: string): string {
  return cached('short-day', locale, () => new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', numberingSystem: DIGITS })).format(new Date(ms));
}

/** A day written out in the language (a document's date), read in UTC as the platform dates it. */
export function formatLongDate(ms: number, locale: string): string {
  return cached('long-date', locale, () => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC', numberingSystem: DIGITS })).format(new Date(ms));
}

/** A month and its year in the language (the sign-in calendar's title). */
export function formatMonthYear(year: number, month: number, locale: string): string {
  return cached('month-year', locale, () => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC', numberingSystem: DIGITS })).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** The weekday names from Monday in the language (the sign-in calendar's columns). */
export function weekdayNames(locale: string, width: 'narrow' | 'short' | 'long'): string[] {
  const format = cached(`weekday-${width}`, locale, () => new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }));
  // 2024-01-01 was a Monday
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
}

const RELATIVE_STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [['second', 60], ['minute', 60], ['hour', 24], ['day', 7], ['week', 4.35], ['month', 12], ['year', Infinity]];

/** How long ago or how soon, in the language's words ("3 minutes ago", "in 2 days"), in the largest whole unit. */
export function formatRelative(ms: number, now: number, locale: string): string {
  let value = (ms - now) / 1000;
  let unit: Intl.RelativeTimeFormatUnit = 'second';
  for (const [name, size] of RELATIVE_STEPS) {
    unit = name;
    if (Math.abs(value) < size) break;
    value /= size;
  }
  return cached('relative', locale, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })).format(Math.trunc(value), unit);
}
