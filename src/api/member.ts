/**
 * Member calls (SPEC 7 Member): member info and the invitation code. Balances come from the wallet
 * family's ledger (src/api/wallet.ts), not the old member wallet call.
 */
import type { MemberInfo } from '../generated/api/member.ts';
import { call, type CallOptions } from './client.ts';

/** Member info (SPEC 7 Member: GET, no params). */
export function fetchMemberInfo(options?: CallOptions): Promise<MemberInfo> {
  return call('memberInfo', undefined, options);
}

/** The member's invitation (affiliate) code for referrals; empty when the member has none. */
export async function fetchAffiliateCode(options?: CallOptions): Promise<string> {
  return (await call('affiliateCode', undefined, options)).code;
}
