/**
 * The reward application (SPEC 2.9, 5, 7; D8; issue 18 point 2): a member applies for a promotion with
 * remarks and pictures. A picture is taken only when its name says jpeg, jpg or png and its first bytes
 * are a JPEG or PNG signature: the name and the type header are the sender's word, the bytes are not.
 */
import { API_ERROR } from '../../src/api/endpoints.ts';
import { fail } from './context.ts';
import type { HandlerArgs, Handlers } from './handler.ts';
import { realOnly } from './context.ts';

const NAME = /\.(jpe?g|png)$/i;
const SIGNATURES: readonly (readonly number[])[] = [
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
];

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean => signature.every((byte, i) => bytes[i] === byte);

/** Whether bytes start with a JPEG or PNG signature. */
export function isJpegOrPng(bytes: Uint8Array): boolean {
  return SIGNATURES.some((signature) => startsWith(bytes, signature));
}

/** Whether bytes start with a GIF signature (GIF87a or GIF89a). */
export function isGif(bytes: Uint8Array): boolean {
  return ['GIF87a', 'GIF89a'].some((tag) => startsWith(bytes, [...tag].map((c) => c.charCodeAt(0))));
}

async function rewardApply({ ctx, input, member }: HandlerArgs<'rewardApply'>): Promise<undefined> {
  const m = realOnly(member);
  const promo = ctx.db.get<{ id: number; image_required: string; remark_required: string }>('SELECT id, image_required, remark_required FROM promotions WHERE id = ?', input.promotionId);
  if (promo === undefined) return fail(404, API_ERROR.notFound, 'Promotion not found', { field: 'promotionId' });
  const { remarksMax } = ctx.m.rewardLimits;
  const remarks = (input.remarks ?? '').trim();
  if ([...remarks].length > remarksMax) fail(400, API_ERROR.fieldInvalid, `Remarks may be at most ${remarksMax} characters`, { field: 'remarks' });
  const pictures = await Promise.all((input.pictures ?? []).map(async (file) => ({ file, bytes: new Uint8Array(await file.arrayBuffer()) })));
  for (const { file, bytes } of pictures) {
    if (!NAME.test(file.name) || !isJpegOrPng(bytes)) fail(415, API_ERROR.pictureType, `Pictures must be JPEG or PNG images; ${file.name} is not`, { field: 'pictures' });
  }
  if (promo.image_required === 'Y' && pictures.length === 0) fail(400, API_ERROR.fieldInvalid, 'This promotion needs at least one picture', { field: 'pictures' });
  if (promo.remark_required === 'Y' && remarks === '') fail(400, API_ERROR.fieldInvalid, 'This promotion needs remarks', { field: 'remarks' });
  ctx.db.tx(() => {
    const { lastInsertRowid } = ctx.db.run("INSERT INTO reward_applications (member_id, promotion_id, remarks, status, created_at) VALUES (?, ?, ?, 'pending', ?)", m.id, promo.id, remarks, ctx.now());
    pictures.forEach(({ file, bytes }, i) => {
      ctx.db.run('INSERT INTO reward_application_pictures (application_id, sequence, name, type, bytes) VALUES (?, ?, ?, ?, ?)', lastInsertRowid, i + 1, file.name, file.type, bytes);
    });
  });
  return undefined;
}

export const rewardHandlers = { rewardApply } satisfies Partial<Handlers>;
