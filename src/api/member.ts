/**
 * Member calls (SPEC 7 Member): member info, the head icon and the invitation code. Balances come from the wallet
 * family's ledger (src/api/wallet.ts), not the old member wallet call.
 */
import type { HeadIconResponse, MemberInfo } from '../generated/api/member.ts';
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

/** The member's head icon and the platform's presets to choose from. */
export type HeadIcons = HeadIconResponse['value'];
export type HeadIcon = HeadIcons['icons'][number];

/** The head icon and its presets (R7-25: GET). */
export function fetchHeadIcon(options?: CallOptions): Promise<HeadIcons> {
  return call('headIcon', undefined, options);
}

/** Saves the chosen preset as the head icon (R7-25: POST form-urlencoded); answers the head icon as saved. */
export function saveHeadIcon(iconId: string, options?: CallOptions): Promise<HeadIcons> {
  return call('headIconSave', { iconId }, options);
}
