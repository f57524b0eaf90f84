/**
 * Amount text <-> integer minor units for the sandbox (2 decimals; /work/notes/wallet-interface.md).
 * Stand-in written against the agreed interface until the wallet branch's module lands; same signatures.
 */
const AMOUNT = /^(\d{1,15})(?:\.(\d{1,2}))?$/;

/** "12.34" -> 1234n; refuses exponents, more than 2 decimals, signs and anything else. */
export function parseMinor(text: string): bigint {
  const match = AMOUNT.exec(text);
  if (match === null) throw new RangeError(`not an amount: ${text}`);
  return BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** 1234n -> "12.34" (negative amounts keep their sign). */
export function formatMinor(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
