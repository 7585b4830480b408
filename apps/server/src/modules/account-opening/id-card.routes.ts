import multipart from '@fastify/multipart';
import { ACCOUNT_OPENING_ERRORS, ID_CARD_SIDES, idCardOcrResponse, idCardUploadResponse } from '@fund-direct/domain/contracts';
import { AppError } from '@fund-direct/domain/errors';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { currentCustomerId, requireCustomer } from '../../plugins/session.ts';
import { noIdCardOcr } from './id-card-ocr.ts';
import { submitIdCard, type IdCardDeps } from './id-card.service.ts';
import { imageUploadLimits, readImages } from './multipart-images.ts';
import { createPrivateFileStore, idCardDirectory } from './private-file-store.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';

// POST /api/account/id-card/upload and /ocr: multipart image uploads (§9 image upload limit).
export async function idCardRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  await api.register(multipart, { limits: imageUploadLimits(ID_CARD_SIDES.length), throwFileSizeLimit: true });
  const deps: IdCardDeps = {
    db: api.db,
    files: createPrivateFileStore(idCardDirectory(api.config.privateDir), api.keyMaterial.dataKey),
    review: api.config.idReview,
    now: () => api.now(),
  };
  const ocr = noIdCardOcr;

  api.post(
    '/account/id-card/upload',
    { config: { personalOnly: true }, preHandler: requireCustomer, schema: { response: { 200: okEnvelope(idCardUploadResponse) } } },
    async (request) => {
      const customerId = currentCustomerId(request);
      const images = await readImages(request, ID_CARD_SIDES);
      if (!images.front || !images.back) throw new AppError(ACCOUNT_OPENING_ERRORS.IMAGE_MISSING);
      return ok(await submitIdCard(deps, customerId, images.front, images.back));
    },
  );

  api.post(
    '/account/id-card/ocr',
    { config: { personalOnly: true }, preHandler: requireCustomer, schema: { response: { 200: okEnvelope(idCardOcrResponse) } } },
    async (request) => {
      currentCustomerId(request);
      const images = await readImages(request, ['front'] as const);
      if (!images.front) throw new AppError(ACCOUNT_OPENING_ERRORS.IMAGE_MISSING);
      return ok(await ocr.recognise(images.front.bytes));
    },
  );
}
