// 客服 ID-card review: the reasons a reviewer may reject an upload with (the customer sees the reason, §3 status 4).
export const ID_REJECT_REASONS = {
  blurred: '照片模糊',
  incomplete: '证件不完整',
  expired: '证件已过期',
  mismatch: '信息与开户信息不一致',
  not_own: '非本人证件',
} as const;

export type IdRejectReason = keyof typeof ID_REJECT_REASONS;
export const ID_REJECT_REASON_CODES = Object.keys(ID_REJECT_REASONS) as [IdRejectReason, ...IdRejectReason[]];
export const ID_REJECT_NOTE_MAX = 100;

// What the customer reads: the chosen reason, then the reviewer's note when there is one.
export function idRejectText(reason: IdRejectReason, note?: string | null): string {
  const extra = note?.trim();
  return extra ? `${ID_REJECT_REASONS[reason]}，${extra}` : ID_REJECT_REASONS[reason];
}

// How the console names the state of one upload (id_card_submission.status, the §3 idcardupload codes it sets).
export const ID_REVIEW_STATES = { '2': '待审核', '1': '已通过', '4': '已驳回' } as const;
