/** The reward application's rules (SPEC 5, 8, 9; D8): which pictures it takes and when it may be sent. */
import type { Promotion } from '../../api/promotion.ts';
import { acceptOf, type PictureTypes, UPLOAD_PICTURE_TYPES } from '../../ui/form/upload-types.ts';

/** The reward application's limits of the merchant's constants.limits (SPEC 9). */
export interface RewardLimits {
  remarksMax: number;
  imagesMax: number;
  imageBytesMax: number;
}

/** The refusal messages of SPEC 8, each a key of the reward texts. */
export type PictureRefusal = 'activity_image_type' | 'activity_apply_remark_limit3' | 'activity_apply_remark_limit4';

/** D8, R5-6: the upload picker's types without gif, by name; a declared type, when the browser gives one, must agree. */
const REWARD_PICTURE_TYPES: PictureTypes = {
  extensions: UPLOAD_PICTURE_TYPES.extensions.filter((e) => e !== 'gif'),
  mimeTypes: UPLOAD_PICTURE_TYPES.mimeTypes.filter((t) => t !== 'image/gif'),
};

/** What the file picker offers (the rules below still judge what comes back). */
export const PICTURE_ACCEPT = acceptOf(REWARD_PICTURE_TYPES);

const pictureType = (file: File): boolean =>
  REWARD_PICTURE_TYPES.extensions.includes(file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase()) && (file.type === '' || REWARD_PICTURE_TYPES.mimeTypes.includes(file.type));

/**
 * R5-6, R5-7, R5-8: the chosen pictures that join the `held` ones, in order, and the refusal of the first
 * one left out: not jpeg/jpg/png, larger than imageBytesMax, or beyond imagesMax.
 */
export function admitPictures(held: number, chosen: readonly File[], limits: RewardLimits): { admitted: File[]; refusal?: PictureRefusal } {
  const admitted: File[] = [];
  let refusal: PictureRefusal | undefined;
  for (const file of chosen) {
    const why: PictureRefusal | undefined = !pictureType(file) ? 'activity_image_type'
      : file.size > limits.imageBytesMax ? 'activity_apply_remark_limit3'
        : held + admitted.length >= limits.imagesMax ? 'activity_apply_remark_limit4' : undefined;
    if (why === undefined) admitted.push(file);
    else refusal ??= why;
  }
  return refusal === undefined ? { admitted } : { admitted, refusal };
}

/** R5-9: submit is enabled by what the promotion requires: pictures, non-empty remarks, both or neither. */
export function canSubmit(promotion: Pick<Promotion, 'imageRequired' | 'remarkRequired'>, remarks: string, pictures: number): boolean {
  const pictureOk = promotion.imageRequired !== 'Y' || pictures > 0;
  const remarksOk = promotion.remarkRequired !== 'Y' || remarks.trim() !== '';
  return pictureOk && remarksOk;
}
