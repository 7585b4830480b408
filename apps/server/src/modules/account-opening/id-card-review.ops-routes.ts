import {
  idReviewDecisionRequest,
  idReviewDecisionResponse,
  idReviewDetailResponse,
  idReviewListResponse,
  idReviewParams,
  idReviewPhotoParams,
} from '@fund-direct/domain/contracts/ops';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { auditMeta, currentStaff } from '../../plugins/ops-session.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';
import { decideIdReview, idReviewDetail, idReviewPhoto, idReviewQueue, type IdCardReviewDeps } from './id-card-review.service.ts';
import { createPrivateFileStore, idCardDirectory } from './private-file-store.ts';

// 客服 → 证件审核: uploads waiting for a person (ID_REVIEW=manual), the photos for staff only, and the decision.
export async function idCardReviewOpsRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();
  const deps: IdCardReviewDeps = {
    db: ops.db,
    files: createPrivateFileStore(idCardDirectory(ops.config.privateDir), ops.keyMaterial.dataKey),
    cipher: ops.fieldCipher,
    now: () => ops.now(),
  };
  const review = { permission: 'customer.review' } as const;

  ops.get('/id-reviews', { config: review, schema: { response: { 200: okEnvelope(idReviewListResponse) } } }, async () =>
    ok(await idReviewQueue(deps)),
  );

  ops.get(
    '/id-reviews/:id',
    { config: review, schema: { params: idReviewParams, response: { 200: okEnvelope(idReviewDetailResponse) } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return ok(await idReviewDetail(deps, request.params.id));
    },
  );

  ops.get('/id-reviews/:id/photo/:side', { config: review, schema: { params: idReviewPhotoParams } }, async (request, reply) => {
    const photo = await idReviewPhoto(deps, request.params.id, request.params.side);
    // An identity document: never kept by a browser or proxy cache.
    reply.header('Cache-Control', 'no-store');
    reply.header('X-Content-Type-Options', 'nosniff');
    return reply.type(photo.mime).send(photo.bytes);
  });

  ops.post(
    '/id-reviews/:id/decision',
    {
      config: review,
      schema: { params: idReviewParams, body: idReviewDecisionRequest, response: { 200: okEnvelope(idReviewDecisionResponse) } },
    },
    async (request) => ok(await decideIdReview(deps, currentStaff(request), auditMeta(request), request.params.id, request.body)),
  );
}
