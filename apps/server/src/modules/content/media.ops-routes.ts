import multipart from '@fastify/multipart';
import { MEDIA_MAX_BYTES, mediaUploadResponse, UPLOAD_FIELD, UPLOAD_TEXT } from '@fund-direct/domain/contracts/ops';
import { AppError } from '@fund-direct/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { auditMeta, currentStaff } from '../../plugins/ops-session.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';
import { storeUpload, type UploadedFile } from './media.service.ts';

const FIELD = { field: UPLOAD_FIELD };

// One file in the field `file`, nothing else; multipart's own refusals become envelopes naming the field.
async function readFile(request: FastifyRequest): Promise<UploadedFile> {
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== UPLOAD_FIELD || file) throw new AppError('VALIDATION', UPLOAD_TEXT.onlyOne, FIELD);
      file = { name: part.filename, bytes: await part.toBuffer() };
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('CONTENT_UPLOAD_TOO_LARGE', undefined, FIELD);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('UNSUPPORTED_MEDIA', UPLOAD_TEXT.missing, FIELD);
    if (typeof code === 'string' && code.startsWith('FST_')) throw new AppError('VALIDATION', UPLOAD_TEXT.onlyOne, FIELD);
    throw error;
  }
  if (!file || file.bytes.length === 0) throw new AppError('VALIDATION', UPLOAD_TEXT.missing, FIELD);
  return file;
}

// POST /api/ops/uploads: images and PDFs for the content the console publishes (served at /api/media/<id>).
export async function mediaOpsRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();
  await ops.register(multipart, {
    limits: {
      fileSize: Math.max(MEDIA_MAX_BYTES.image, MEDIA_MAX_BYTES.pdf),
      files: 1,
      fields: 0,
      parts: 1,
      fieldNameSize: 20,
      headerPairs: 50,
    },
    throwFileSizeLimit: true,
  });

  ops.post(
    '/uploads',
    { config: { permission: 'content.manage' }, schema: { response: { 200: okEnvelope(mediaUploadResponse) } } },
    async (request) => ok(await storeUpload(app.db, await readFile(request), currentStaff(request), auditMeta(request), app.now())),
  );
}
