import { ACCOUNT_OPENING_ERRORS, type IdCardImageType, type IdCardUploadResponse } from '@fund-direct/domain/contracts';
import { AppError } from '@fund-direct/domain/errors';
import type { Config } from '../../config.ts';
import type { Database, DbExecutor } from '../../db/database.ts';
import { findCustomerByMobile } from '../auth/auth.public.ts';
import {
  insertSubmission,
  latestPendingSubmission,
  reviewSubmission,
  supersedePendingSubmissions,
  updateCustomer,
} from './account-opening.repository.ts';
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

// The reviewer's decision on the latest submission under review of the customer with this mobile.
export async function reviewIdCard(db: DbExecutor, mobile: string, decision: ReviewDecision, now: Date): Promise<string> {
  const row = await findCustomerByMobile(db, mobile);
  if (!row) throw new Error(`找不到手机号为 ${mobile} 的客户`);
  const submission = await latestPendingSubmission(db, row.id);
  if (!submission) throw new Error(`客户 ${mobile} 没有待审核的身份证照片`);
  if (decision.action === 'approve') {
    await reviewSubmission(db, submission.id, '1', null, now);
    await updateCustomer(db, row.id, { idcardupload: '1', idcardRejectReason: null, updatedAt: now });
    return `已通过客户 ${mobile} 的身份证照片审核`;
  }
  await reviewSubmission(db, submission.id, '4', decision.reason, now);
  // §3 status 4: may upload again; the reason is shown to the customer.
  await updateCustomer(db, row.id, { idcardupload: '4', idcardRejectReason: decision.reason, updatedAt: now });
  return `已驳回客户 ${mobile} 的身份证照片：${decision.reason}`;
}
