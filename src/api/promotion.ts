/** Promotion calls (SPEC 7 Promotion). */
import type { PromotionListResponse, RewardApplyForm } from '../generated/api/promotion.ts';
import { call, type CallOptions } from './client.ts';

/** Unclaimed promotions for the reward badge (SPEC 2.3). */
export async function fetchUnclaimedRewardCount(options?: CallOptions): Promise<number> {
  return (await call('rewardUnclaimed', undefined, options)).count;
}

export type Promotion = PromotionListResponse['value']['list'][number];
export type PromotionCategory = PromotionListResponse['value']['categories'][number];

/** Promotions and the category menu in the platform's language code (SPEC 2.9, 7). */
export function fetchPromotions(language: string, options?: CallOptions): Promise<PromotionListResponse['value']> {
  return call('promotions', { language }, options);
}

/** Signs the member up for a promotion whose joinRequired is true (R7-32: POST); a second join is refused. */
export async function joinPromotion(promotionId: number, options?: CallOptions): Promise<void> {
  await call('promotionJoin', { promotionId }, options);
}

/** Applies for a promotion's reward with remarks and pictures, sent as multipart (SPEC 2.9, 7: reads data.success). */
export async function applyForReward(form: RewardApplyForm, options?: CallOptions): Promise<void> {
  await call('rewardApply', form, options);
}
