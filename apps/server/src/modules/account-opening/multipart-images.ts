import { ACCOUNT_OPENING_ERRORS, detectImageType, ID_CARD_IMAGE_MAX_BYTES } from '@fund-direct/domain/contracts';
import { AppError } from '@fund-direct/domain/errors';
import type { FastifyRequest } from 'fastify';
import type { IdCardImage } from './id-card.service.ts';

// What @fastify/multipart accepts for these routes: image files only, no text fields.
export function imageUploadLimits(maxFiles: number) {
  return { fileSize: ID_CARD_IMAGE_MAX_BYTES, files: maxFiles, fields: 0, parts: maxFiles, fieldNameSize: 20, headerPairs: 50 };
}

function mapMultipartError(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(ACCOUNT_OPENING_ERRORS.IMAGE_TOO_LARGE);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PROTO_VIOLATION') {
    return new AppError('VALIDATION', '上传内容不正确，请只上传身份证照片');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError('UNSUPPORTED_MEDIA');
  return error;
}

// Reads the named image files of a multipart request; the type comes from the bytes, never the name or MIME.
export async function readImages<Name extends string>(
  request: FastifyRequest,
  names: readonly Name[],
): Promise<Partial<Record<Name, IdCardImage>>> {
  const images: Partial<Record<Name, IdCardImage>> = {};
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname as Name;
      if (part.type !== 'file' || !names.includes(name) || images[name]) {
        throw new AppError('VALIDATION', '上传内容不正确，请只上传身份证照片');
      }
      const bytes = await part.toBuffer();
      const type = detectImageType(bytes.subarray(0, 8));
      if (!type) throw new AppError(ACCOUNT_OPENING_ERRORS.IMAGE_TYPE);
      images[name] = { bytes, type };
    }
  } catch (error) {
    throw mapMultipartError(error);
  }
  return images;
}
