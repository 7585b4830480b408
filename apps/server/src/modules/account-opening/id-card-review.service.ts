import {
  ID_REVIEW_TEXT,
  type IdReviewDecisionRequest,
  type IdReviewDecisionResponse,
  type IdReviewDetailResponse,
  type IdReviewItem,
  type IdReviewListResponse,
  type IdReviewSide,
} from '@fund-direct/domain/contracts/ops';
import { AppError } from '@fund-direct/domain/errors';
import { maskIdNo, maskMobile } from '@fund-direct/domain/format';
import { idRejectText } from '@fund-direct/domain/ops';
import type { Database } from '../../db/database.ts';
import type { IdCardSubmissionRow } from '../../db/schema/account.ts';
import type { AuditMeta, StaffActor } from '../../plugins/ops-session.ts';
import type { FieldCipher } from '../../security/field-cipher.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { pendingSubmissions, submissionWithCustomer, type ReviewCustomer } from './id-card-review.repository.ts';
import { decideIdCard } from './id-card.service.ts';
import type { PrivateFileStore } from './private-file-store.ts';

export interface IdCardReviewDeps {
  db: Database;
  files: PrivateFileStore;
  cipher: FieldCipher;
  now: () => Date;
}

// More waiting than this is a backlog to work through page by page, oldest first.
const QUEUE_LIMIT = 200;

const notFound = () => new AppError('RESOURCE_NOT_FOUND', ID_REVIEW_TEXT.missing);

function itemOf(submission: IdCardSubmissionRow, customer: ReviewCustomer): IdReviewItem {
  return {
    id: submission.id,
    customerId: customer.id,
    custno: customer.custno,
    custname: customer.custname,
    mobileMasked: maskMobile(customer.mobile),
    uploadedAt: submission.createdAt.toISOString(),
  };
}

export async function idReviewQueue(deps: IdCardReviewDeps): Promise<IdReviewListResponse> {
  const rows = await pendingSubmissions(deps.db, QUEUE_LIMIT);
  return { list: rows.map((row) => itemOf(row.submission, row.customer)) };
}

export async function idReviewDetail(deps: IdCardReviewDeps, id: string): Promise<IdReviewDetailResponse> {
  const row = await submissionWithCustomer(deps.db, id);
  if (!row) throw notFound();
  const { submission, customer } = row;
  let idnoMasked: string | null = null;
  if (customer.idnoEnc) idnoMasked = maskIdNo(deps.cipher.decrypt(customer.idnoEnc));
  return {
    ...itemOf(submission, customer),
    status: submission.status,
    reason: submission.reason,
    reviewedAt: submission.reviewedAt?.toISOString() ?? null,
    idtype: customer.idtype,
    idnoMasked,
    sex: customer.sex,
    birthday: customer.birthday,
    address: customer.address,
    invalidate: customer.invalidate,
  };
}

export async function idReviewPhoto(deps: IdCardReviewDeps, id: string, side: IdReviewSide): Promise<{ bytes: Buffer; mime: string }> {
  const row = await submissionWithCustomer(deps.db, id);
  if (!row) throw notFound();
  const { submission } = row;
  const name = side === 'front' ? submission.frontFile : submission.backFile;
  return { bytes: await deps.files.read(name), mime: side === 'front' ? submission.frontMime : submission.backMime };
}

// The decision and its audit row in one transaction: a second decision finds the upload decided and is refused.
export async function decideIdReview(
  deps: IdCardReviewDeps,
  actor: StaffActor,
  meta: AuditMeta,
  id: string,
  request: IdReviewDecisionRequest,
): Promise<IdReviewDecisionResponse> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const decision =
      request.action === 'approve' ? request : { action: 'reject' as const, reason: idRejectText(request.reason, request.note) };
    const decided = await decideIdCard(tx, id, decision, now, actor.id);
    await recordAudit(tx, {
      actor,
      action: request.action === 'approve' ? 'idcard.approve' : 'idcard.reject',
      target: `id_card_submission:${id}`,
      before: { customerId: decided.customerId, ...decided.before },
      after: decided.after,
      reason: decided.after.reason,
      meta,
      at: now,
    });
    return { id, status: decided.after.status, reason: decided.after.reason };
  });
}
