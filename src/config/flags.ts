import type { Merchant } from '../generated/merchant.ts';

export type WhitelabelFlag = keyof Merchant['whitelabel'];

/** The platform's runtime whitelabel values (system status info.whitelabel); any may be missing. */
export type RuntimeWhitelabel = Partial<Record<string, unknown>> | undefined;

function asBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true' || value === 'Y') return true;
  if (value === 0 || value === '0' || value === 'false' || value === 'N') return false;
  return undefined;
}

/** Effective flag (DESIGN 3): the platform's runtime value when it says one, else the merchant's. */
export function effectiveFlag(flag: WhitelabelFlag, config: Pick<Merchant, 'whitelabel'>, runtime: RuntimeWhitelabel): boolean {
  return asBoolean(runtime?.[flag]) ?? config.whitelabel[flag];
}
