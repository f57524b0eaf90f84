// @vitest-environment node
/** The promotion calls as the front end sends them (SPEC 7 Promotion; SPEC 2.3 reward badge, 2.9 promotions). */
import { beforeEach, describe, expect, it } from 'vitest';
import { applyForReward, fetchPromotions, fetchUnclaimedRewardCount, joinPromotion } from '../../../src/api/promotion.ts';
import { installStubPlatform, type StubPlatform } from './stub-platform.ts';

const TOKEN = 'tok-0123456789abcdef';
const REFUSAL = { success: false, code: 'PROMO_REFUSED', message: 'Refused' } as const;

let platform: StubPlatform;

beforeEach(() => {
  platform = installStubPlatform(() => TOKEN);
});

describe('the reward badge', () => {
  it('asks for the unclaimed count with GET and the token, and answers the count', async () => {
    platform.answer({ count: 3 });
    expect(await fetchUnclaimedRewardCount()).toBe(3);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/promotion/unclaimed-count', params: undefined });
    expect(platform.last().headers['Authorization']).toBe(`Bearer ${TOKEN}`);
  });

  it('reports a refusal unless asked to stay quiet', async () => {
    platform.reply(REFUSAL);
    await expect(fetchUnclaimedRewardCount()).rejects.toMatchObject({ code: 'PROMO_REFUSED', message: 'Refused' });
    expect(platform.onError).toHaveBeenCalledTimes(1);
    await expect(fetchUnclaimedRewardCount({ quiet: true })).rejects.toMatchObject({ code: 'PROMO_REFUSED' });
    expect(platform.onError).toHaveBeenCalledTimes(1);
  });
});

describe('the promotions list', () => {
  it('asks with GET in the given language and answers the promotions and categories as sent', async () => {
    const value = { list: [{ id: 7, title: 'Welcome' }], categories: [{ id: 1, name: 'New' }] };
    platform.answer(value);
    expect(await fetchPromotions('TY')).toStrictEqual(value);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/promotion/list' });
    expect(platform.last().params).toStrictEqual({ language: 'TY' });
  });

  it('reports a refusal unless asked to stay quiet', async () => {
    platform.reply(REFUSAL);
    await expect(fetchPromotions('EN')).rejects.toMatchObject({ code: 'PROMO_REFUSED' });
    expect(platform.onError).toHaveBeenCalledTimes(1);
    await expect(fetchPromotions('EN', { quiet: true })).rejects.toMatchObject({ code: 'PROMO_REFUSED' });
    expect(platform.onError).toHaveBeenCalledTimes(1);
  });
});

describe('joining a promotion', () => {
  it('R7-32 joins with POST JSON of the promotion id and the token', async () => {
    platform.answer(undefined);
    await expect(joinPromotion(3)).resolves.toBeUndefined();
    expect(platform.last()).toMatchObject({ method: 'POST', url: '/wps/promotion/join', data: { promotionId: 3 } });
    expect(platform.last().headers['Authorization']).toBe(`Bearer ${TOKEN}`);
  });

  it('throws the platform\'s refusal (a second join) and reports it unless asked to stay quiet', async () => {
    platform.reply({ success: false, code: 'PROMOTION_JOINED', message: 'You have joined this promotion already' });
    await expect(joinPromotion(3)).rejects.toMatchObject({ code: 'PROMOTION_JOINED', message: 'You have joined this promotion already' });
    expect(platform.onError).toHaveBeenCalledTimes(1);
    await expect(joinPromotion(3, { quiet: true })).rejects.toMatchObject({ code: 'PROMOTION_JOINED' });
    expect(platform.onError).toHaveBeenCalledTimes(1);
  });
});

describe('applying for a promotion reward', () => {
  it('posts the promotion id, remarks and each picture as a part of its own, in the order chosen', async () => {
    const first = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'first.png', { type: 'image/png' });
    const second = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'second.jpg', { type: 'image/jpeg' });
    platform.answer(undefined);
    await expect(applyForReward({ promotionId: 7, remarks: 'Deposited twice', pictures: [first, second] })).resolves.toBeUndefined();
    expect(platform.last()).toMatchObject({ method: 'POST', url: '/wps/promotion/reward/apply' });
    expect(platform.last().headers['Authorization']).toBe(`Bearer ${TOKEN}`);
    const form = platform.last().data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('promotionId')).toBe('7');
    expect(form.get('remarks')).toBe('Deposited twice');
    expect(form.getAll('pictures').map((part) => (part as File).name)).toEqual(['first.png', 'second.jpg']);
  });

  it('throws a refusal and reports it unless asked to stay quiet', async () => {
    platform.reply({ success: false, code: 'activity_image_type', message: 'Bad picture' });
    await expect(applyForReward({ promotionId: 7 })).rejects.toMatchObject({ code: 'activity_image_type', message: 'Bad picture' });
    expect(platform.onError).toHaveBeenCalledTimes(1);
    await expect(applyForReward({ promotionId: 7 }, { quiet: true })).rejects.toMatchObject({ code: 'activity_image_type' });
    expect(platform.onError).toHaveBeenCalledTimes(1);
  });
});
