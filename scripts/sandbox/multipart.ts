/**
 * Reads the platform's one multipart body, the reward application's pictures (SPEC 2.9, 5, 7): text
 * fields as strings, each file part as a File under its field name, never more files or bytes than the
 * merchant's limits (constants.limits), so an oversized or surplus picture is refused before it is held.
 */
import type { FastifyRequest } from 'fastify';
import { API_ERROR } from '../../src/api/endpoints.ts';
import { ApiError, fail, type Ctx } from './context.ts';

/** Text fields beside the pictures and their largest size in bytes (140 characters of up to 4 bytes fit). */
const MAX_FIELDS = 8;
const MAX_FIELD_BYTES = 4096;

const codeOf = (error: unknown): string => (typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '');

export async function readMultipart(ctx: Ctx, request: FastifyRequest): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) fail(415, API_ERROR.unsupportedMediaType, 'This call takes a multipart/form-data body');
  const { imagesMax, imageBytesMax } = ctx.m.rewardLimits;
  const fields: Record<string, unknown> = {};
  const files: Record<string, File[]> = {};
  let name = '';
  try {
    const limits = { files: imagesMax, fileSize: imageBytesMax, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, parts: imagesMax + MAX_FIELDS };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        name = part.filename;
        const bytes = await part.toBuffer();
        (files[part.fieldname] ??= []).push(new File([new Uint8Array(bytes)], part.filename, { type: part.mimetype }));
      } else {
        if (part.valueTruncated) fail(400, API_ERROR.fieldInvalid, `${part.fieldname} is longer than ${MAX_FIELD_BYTES} bytes`, { field: part.fieldname });
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    switch (codeOf(error)) {
      case 'FST_REQ_FILE_TOO_LARGE':
        return fail(413, API_ERROR.pictureSize, `Each picture may be at most ${imageBytesMax} bytes; ${name} is larger`, { field: 'pictures' });
      case 'FST_FILES_LIMIT':
        return fail(413, API_ERROR.pictureCount, `At most ${imagesMax} pictures`, { field: 'pictures' });
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        return fail(413, API_ERROR.badRequest, 'Too many form fields');
      default:
        return fail(400, API_ERROR.badRequest, `The multipart body could not be read: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { ...fields, ...files };
}
