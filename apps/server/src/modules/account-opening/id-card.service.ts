import { ACCOUNT_OPENING_ERRORS, type IdCardImageType, type IdCardUploadResponse } from '@fund-direct/domain/contracts';
import { ID_REVIEW_TEXT } from '@fund-direct/domain/contracts/ops';
import { AppError } from '@fund-direct/domain/errors';
import type { Config } from '../../config.ts';
import type { Database, DbExecutor } from '../../db/database.ts';
import { findCustomerByMobile } from '../auth/auth.public.ts';
import { insertSubmission, latestPendingSubmission, supersedePendingSubmissions, updateCustomer } from './account-opening.repository.ts';
import { decideSubmission, lockSubmission } from './id-card-review.repository.ts';
import type { PrivateFileStore } from './private-file-store.ts';
import { assertPersonal, customerOf } from './profile.service.ts';

export interface IdCardImage {
  bytes: Buffer;
  type: IdCardImageType;
}

export interface IdCardDeps {
  db: Database;
  files: PrivateFileStore;
  review: Config['idReview'];
  now: () => Date;
}

export const DEFAULT_REJECT_REASON = '身份证照片不清晰或不完整，请重新上传';

// Step 2 and update_id_card: both sides stored encrypted, status 2 (under review); demo review approves at once.
export async function submitIdCard(
  deps: IdCardDeps,
  customerId: string,
  front: IdCardImage,
  back: IdCardImage,
): Promise<IdCardUploadResponse> {
  const row = await customerOf(deps.db, customerId);
  assertPersonal(row);
  if (!row.idnoEnc) throw new AppError(ACCOUNT_OPENING_ERRORS.IDENTITY_REQUIRED);
  const frontFile = await deps.files.save(front.bytes);
  const backFile = await deps.files.save(back.bytes);
  const now = deps.now();
  const approved = deps.review === 'auto';
  const status = approved ? '1' : '2';
  await deps.db.transaction(async (tx) => {
    await supersedePendingSubmissions(tx, customerId, now);
    await insertSubmission(tx, {
      customerId,
      frontFile,
      backFile,
      frontMime: front.type,
      backMime: back.type,
      status,
      createdAt: now,
      reviewedAt: approved ? now : null,
    });
    await updateCustomer(tx, customerId, { idcardupload: status, idcardRejectReason: null, updatedAt: now });
  });
  return { idcardupload: status, reason: null, approved };
}

export type ReviewDecision = { action: 'approve' } | { action: 'reject'; reason: string };

export interface IdCardDecided {
  customerId: string;
  before: { status: string };
  after: { status: '1' | '4'; reason: string | null };
}

// One rule for the console and the CLI: only an upload under review (status 2) may be decided, once; the customer's
// §3 idcardupload follows (4: may upload again, with the reason shown to them). Call inside a transaction.
export async function decideIdCard(
  tx: DbExecutor,
  submissionId: string,
  decision: ReviewDecision,
  now: Date,
  reviewerId: string | null,
): Promise<IdCardDecided> {
  const submission = await lockSubmission(tx, submissionId);
  if (!submission) throw new AppError('RESOURCE_NOT_FOUND', ID_REVIEW_TEXT.missing);
  if (submission.status !== '2') throw new AppError('OPS_ID_REVIEW_DECIDED');
  const status = decision.action === 'approve' ? '1' : '4';
  const reason = decision.action === 'approve' ? null : decision.reason;
  await decideSubmission(tx, submission.id, { status, reason, reviewedAt: now, reviewedBy: reviewerId });
  await updateCustomer(tx, submission.customerId, { idcardupload: status, idcardRejectReason: reason, updatedAt: now });
  return { customerId: submission.customerId, before: { status: submission.status }, after: { status, reason } };
}

// The reviewer's decision on the latest submission under review of the customer with this mobile (the CLI).
export async function reviewIdCard(db: Database, mobile: string, decision: ReviewDecision, now: Date): Promise<string> {
  const row = await findCustomerByMobile(db, mobile);
  if (!row) throw new Error(`找不到手机号为 ${mobile} 的客户`);
  const submission = await latestPendingSubmission(db, row.id);
  if (!submission) throw new Error(`客户 ${mobile} 没有待审核的身份证照片`);
  await db.transaction((tx) => decideIdCard(tx, submission.id, decision, now, null));
  if (decision.action === 'approve') return `已通过客户 ${mobile} 的身份证照片审核`;
  return `已驳回客户 ${mobile} 的身份证照片：${decision.reason}`;
}
