/** Member calls (SPEC 7 Member): the wallet and the invitation code. */
import type { MemberInfo, WalletResponse } from '../generated/api/member.ts';
import { call, type CallOptions } from './client.ts';

export type Wallet = WalletResponse['value'];

/** Member info (SPEC 7 Member: GET, no params). */
export function fetchMemberInfo(options?: CallOptions): Promise<MemberInfo> {
  return call('memberInfo', undefined, options);
}

export function fetchWallet(options?: CallOptions): Promise<Wallet> {
  return call('wallet', undefined, options);
}

/** The member's invitation (affiliate) code for referrals; empty when the member has none. */
export async function fetchAffiliateCode(options?: CallOptions): Promise<string> {
  return (await call('affiliateCode', undefined, options)).code;
}
