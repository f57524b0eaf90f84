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
