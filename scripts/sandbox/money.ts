/**
 * Amount text <-> integer minor units for the sandbox (issue 19): 2 decimals, bigint, never a binary
 * float. The front end has its own module; both speak the wire form "1234.50".
 */

/** What a player may type: digits with up to 2 decimals, no sign, no exponent. */
const AMOUNT = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

export class AmountError extends Error {}

/** "12.34" -> 1234n, "100" -> 10000n. Refuses "1e3", "-5", "0.001", "", " 1", "1.". */
export function parseMinor(text: string): bigint {
  const match = AMOUNT.exec(text);
  if (match === null) throw new AmountError(`Not an amount with at most 2 decimals: ${JSON.stringify(text)}`);
  const [, whole = '0', cents = ''] = match;
  return BigInt(whole) * 100n + BigInt(cents.padEnd(2, '0'));
}

/** 1234n -> "12.34", -5n -> "-0.05". */
export function formatMinor(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** 123456789n -> "1,234,567.89" (the platform's messages). */
export function groupMinor(minor: bigint): string {
  const [whole = '0', cents = '00'] = formatMinor(minor).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}
