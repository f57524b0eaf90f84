// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { admitPictures } from '../../../src/features/promotions/reward-rules.ts';

const LIMITS = { remarksMax: 200, imagesMax: 2, imageBytesMax: 100 };
const picture = (name: string, type: string, size = 10): File => new File([new Uint8Array(size)], name, { type });

describe('the reward application\'s pictures (SPEC 5, D8)', () => {
  it('takes jpeg, jpg and png by name in any case, with the type the browser declares or none, and says no refusal', () => {
    const chosen = [picture('a.JPG', 'image/jpeg'), picture('b.png', '')];
    expect(admitPictures(0, chosen, LIMITS)).toStrictEqual({ admitted: chosen });
  });

  it('refuses by the first reason met, keeping the pictures before and after that pass', () => {
    const good = picture('ok.jpeg', 'image/jpeg');
    expect(admitPictures(0, [picture('a.gif', 'image/gif'), good], LIMITS)).toStrictEqual({ admitted: [good], refusal: 'activity_image_type' });
    expect(admitPictures(0, [picture('a.png', 'image/gif')], LIMITS)).toStrictEqual({ admitted: [], refusal: 'activity_image_type' });
    expect(admitPictures(0, [picture('big.png', 'image/png', 101), good], LIMITS)).toStrictEqual({ admitted: [good], refusal: 'activity_apply_remark_limit3' });
    expect(admitPictures(1, [good, picture('c.png', 'image/png')], LIMITS).refusal).toBe('activity_apply_remark_limit4');
  });
});
