/** The jackpot counter of SPEC 4 (R4-65, R4-66), with the merchant's constants.jackpot. */
import type { Merchant } from '../../generated/merchant.ts';

export type JackpotConfig = Merchant['constants']['jackpot'];

function between(min: number, max: number, rand: () => number): number {
  return min + Math.floor(rand() * (max - min + 1));
}

/** R4-65: a fixed value when configured, else a random whole number in [min, max]. */
export function jackpotStart(config: JackpotConfig, rand: () => number = Math.random): number {
  if (config.fixed !== null) return Math.floor(config.fixed);
  return between(config.min, config.max, rand);
}

/** R4-66: the next tick comes after 3, 4 or 5 seconds (the configured choices), in ms. */
export function jackpotDelayMs(config: JackpotConfig, rand: () => number = Math.random): number {
  const choices = config.tickSeconds;
  // Stryker disable next-line ArithmeticOperator: equivalent, rand() < 1 keeps the index below choices.length
  const seconds = choices[Math.min(choices.length - 1, Math.floor(rand() * choices.length))] ?? 3;
  return seconds * 1000;
}

/** R4-66: each tick adds a random whole amount in [stepMin, stepMax]. */
export function jackpotStep(config: JackpotConfig, rand: () => number = Math.random): number {
  return between(config.stepMin, config.stepMax, rand);
}

/** No decimals, grouped by the page's locale. */
const formats = new Map<string, Intl.NumberFormat>();

/** No decimals, grouped by the page's locale (one formatter per locale: building one is slow). */
export function formatJackpot(value: number, symbol: string, locale?: string): string {
  // A `locale && ''` key is no equivalent mutant: it hands one locale's formatter to another (the default-locale test kills it).
  // Stryker disable next-line StringLiteral: equivalent, another key for the default locale at one site only misses the cache
  let format = formats.get(locale ?? '');
  // Stryker disable next-line ConditionalExpression: equivalent, a new formatter each time only costs time
  if (format === undefined) {
    // Stryker disable next-line ObjectLiteral: equivalent, the value is floored before it is formatted
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    // Stryker disable next-line StringLiteral,CallExpression: equivalent, as above (without the cache each call builds its formatter)
    formats.set(locale ?? '', format);
  }
  return `${symbol}${format.format(Math.floor(value))}`;
}
