import {
  noticeSaveRequest,
  noticeSubmitRequest,
  noticeUnpublishRequest,
  opsNoticeDetailResponse,
  opsNoticeListQuery,
  opsNoticeListResponse,
  opsNoticeParams,
  opsNoticeSaved,
  opsProposalCreated,
} from '@fund-direct/domain/contracts/ops';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { auditMeta, currentStaff } from '../../plugins/ops-session.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';
import { requestUnpublish, submitNotice } from './notice-ops-proposal.service.ts';
import { createNotice, editNotice, listOpsNotices, opsNoticeDetail } from './notice-ops.service.ts';

// Console: notices (信息披露). The content operator writes drafts; publishing and unpublishing are proposals a
// checker approves ('notice.publish', 'notice.unpublish').
export async function noticeOpsRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();
  const permission = 'content.manage';

  ops.get(
    '/notices',
    { config: { permission }, schema: { querystring: opsNoticeListQuery, response: { 200: okEnvelope(opsNoticeListResponse) } } },
    async (request) => ok(await listOpsNotices(ops.db, request.query, ops.now())),
  );

  ops.get(
    '/notices/:id',
    { config: { permission }, schema: { params: opsNoticeParams, response: { 200: okEnvelope(opsNoticeDetailResponse) } } },
    async (request) => ok(await opsNoticeDetail(ops.db, request.params.id, ops.now())),
  );

  ops.post(
    '/notices',
    { config: { permission }, schema: { body: noticeSaveRequest, response: { 200: okEnvelope(opsNoticeSaved) } } },
    async (request) =>
      ok(await createNotice(ops.database, currentStaff(request), auditMeta(request), ops.now(), request.body), '草稿已保存'),
  );

  ops.put(
    '/notices/:id',
    {
      config: { permission },
      schema: { params: opsNoticeParams, body: noticeSaveRequest, response: { 200: okEnvelope(opsNoticeSaved) } },
    },
    async (request) =>
      ok(
        await editNotice(ops.database, currentStaff(request), auditMeta(request), ops.now(), request.params.id, request.body),
        '草稿已保存',
      ),
  );

  ops.post(
    '/notices/:id/submit',
    {
      config: { permission },
      schema: { params: opsNoticeParams, body: noticeSubmitRequest, response: { 200: okEnvelope(opsProposalCreated) } },
    },
    async (request) =>
      ok(
        await submitNotice(ops.database, currentStaff(request), auditMeta(request), ops.now(), request.params.id, request.body),
        '已提交复核',
      ),
  );

  ops.post(
    '/notices/:id/unpublish',
    {
      config: { permission },
      schema: { params: opsNoticeParams, body: noticeUnpublishRequest, response: { 200: okEnvelope(opsProposalCreated) } },
    },
    async (request) =>
      ok(
        await requestUnpublish(ops.database, currentStaff(request), auditMeta(request), ops.now(), request.params.id, request.body),
        '已提交复核',
      ),
  );
}
