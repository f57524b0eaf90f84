/**
 * Member calls (SPEC 7 Member): member info and the invitation code. Balances come from the wallet
 * family's ledger (src/api/wallet.ts), not the old member wallet call.
 */
import type { MemberInfo } from '../generated/api/member.ts';
import type { ModuleId } from '../generated/merchant.ts';
import { call, type CallOptions } from './client.ts';

/** Member info (SPEC 7 Member: GET, no params). */
export function fetchMemberInfo(options?: CallOptions): Promise<MemberInfo> {
  return call('memberInfo', undefined, options);
}

/** The module an invitation belongs to: commission, the platform's affiliate module (SPEC 3 module ids). */
export const AFFILIATE_MODULE: ModuleId = 'COMM3';

/** Affiliate (R7-27): GET with the module id; the member's invitation code is value.code, empty when the member has none. */
export async function fetchAffiliateCode(options?: CallOptions): Promise<string> {
  return (await call('affiliateCode', { moduleId: AFFILIATE_MODULE }, options)).code;
}
