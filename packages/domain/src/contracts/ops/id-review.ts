import { z } from 'zod';
import { ID_REJECT_NOTE_MAX, ID_REJECT_REASON_CODES } from '../../ops/id-review-rules.ts';

// 客服 → 证件审核: uploads waiting for a person (ID_REVIEW=manual), oldest first; approve, or reject with a reason.

export const ID_REVIEW_TEXT = {
  missing: '该身份证照片不存在',
  reasonRequired: '请选择驳回原因',
  noteTooLong: `补充说明不能超过${ID_REJECT_NOTE_MAX}字`,
  sideInvalid: '照片面只能是 front 或 back',
} as const;

export const ID_REVIEW_SIDES = { front: '人像面', back: '国徽面' } as const;
export type IdReviewSide = keyof typeof ID_REVIEW_SIDES;

export const idReviewParams = z.object({ id: z.uuid({ error: '审核编号不正确' }) });
export const idReviewPhotoParams = idReviewParams.extend({
  side: z.enum(['front', 'back'], { error: ID_REVIEW_TEXT.sideInvalid }),
});

export const idReviewItem = z.object({
  id: z.string(),
  customerId: z.string(),
  custno: z.string(),
  custname: z.string().nullable(),
  mobileMasked: z.string(),
  uploadedAt: z.string(),
});
export type IdReviewItem = z.infer<typeof idReviewItem>;

// GET /api/ops/id-reviews
export const idReviewListResponse = z.object({ list: z.array(idReviewItem) });
export type IdReviewListResponse = z.infer<typeof idReviewListResponse>;

// GET /api/ops/id-reviews/:id: the upload and what the customer's account holds beside the photos.
export const idReviewDetailResponse = idReviewItem.extend({
  status: z.string(),
  reason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  idtype: z.string().nullable(),
  idnoMasked: z.string().nullable(),
  sex: z.string().nullable(),
  birthday: z.string().nullable(),
  address: z.string().nullable(),
  // Expiry as yyyymmdd or 长期.
  invalidate: z.string().nullable(),
});
export type IdReviewDetailResponse = z.infer<typeof idReviewDetailResponse>;

// POST /api/ops/id-reviews/:id/decision
export const idReviewDecisionRequest = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('approve') }),
    z.object({
      action: z.literal('reject'),
      reason: z.enum(ID_REJECT_REASON_CODES, { error: ID_REVIEW_TEXT.reasonRequired }),
      note: z.string().trim().max(ID_REJECT_NOTE_MAX, ID_REVIEW_TEXT.noteTooLong).optional(),
    }),
  ],
  { error: '请选择通过或驳回' },
);
export type IdReviewDecisionRequest = z.infer<typeof idReviewDecisionRequest>;

export const idReviewDecisionResponse = z.object({ id: z.string(), status: z.string(), reason: z.string().nullable() });
export type IdReviewDecisionResponse = z.infer<typeof idReviewDecisionResponse>;
