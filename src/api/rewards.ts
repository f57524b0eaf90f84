/**
 * Reward centre, daily sign-in, single cash back and VIP calls. Every call that
 * credits money carries an idempotency key made once per player action: a retry with it is answered
 * with the first answer and pays nothing twice.
 */
import type { RebateStatusResponse, Reward, RewardClaimResponse, RewardListResponse, RebateClaimResponse, SignInResponse, SignInStatus, VipResponse } from '../generated/api/rewards.ts';
import { call, type CallOptions } from './client.ts';

export type { Reward, SignInStatus };
export type RewardList = RewardListResponse['value'];
export type RewardClaim = RewardClaimResponse['value'];
export type RebateStatus = RebateStatusResponse['value'];
export type RebateCategory = RebateStatus['categories'][number];
export type RebateClaim = RebateClaimResponse['value'];
export type SignInResult = SignInResponse['value'];
export type Vip = VipResponse['value'];
export type VipLevel = Vip['levels'][number];

/** The member's unclaimed and claimed rewards, titles in the platform's language code. */
export function fetchRewards(language: string, options?: CallOptions): Promise<RewardList> {
  return call('rewardList', { language }, options);
}

/** Claims one reward into the main wallet. */
export function claimReward(rewardId: number, idempotencyKey: string, language: string, options?: CallOptions): Promise<RewardClaim> {
  return call('rewardClaim', { rewardId, idempotencyKey, language }, options);
}

/** The month's sign-in calendar by the platform's clock. */
export function fetchSignIn(options?: CallOptions): Promise<SignInStatus> {
  return call('signInStatus', undefined, options);
}

/** Signs in today; credits nothing when today is signed already. */
export function signInToday(idempotencyKey: string, options?: CallOptions): Promise<SignInResult> {
  return call('signIn', { idempotencyKey }, options);
}

/** Cash back available per game category. */
export function fetchRebate(options?: CallOptions): Promise<RebateStatus> {
  return call('rebateStatus', undefined, options);
}

/** Claims the cash back of one category, or of all when category is undefined. */
export function claimRebate(category: RebateCategory['category'] | undefined, idempotencyKey: string, options?: CallOptions): Promise<RebateClaim> {
  // Stryker disable next-line ConditionalExpression: JSON leaves an undefined category out, so both bodies send the same (the type wants no undefined)
  return call('rebateClaim', category === undefined ? { idempotencyKey } : { category, idempotencyKey }, options);
}

/** VIP levels, and the member's progress with a session. */
export function fetchVip(options?: CallOptions): Promise<Vip> {
  return call('vipLevels', undefined, options);
}
