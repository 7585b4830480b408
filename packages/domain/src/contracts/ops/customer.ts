import { z } from 'zod';

// Issue 17: staff see customers masked; the full ID number, card number or mobile only through a reveal with a reason,
// by a role holding 'customer.reveal', each reveal an audit row.
export const CUSTOMER_SEARCH_LIMIT = 50;
export const REVEAL_REASON_MAX = 200;

export const REVEAL_FIELDS = { mobile: '手机号', idno: '证件号码', card: '银行卡号' } as const;
export type RevealField = keyof typeof REVEAL_FIELDS;
const REVEAL_FIELD_CODES = Object.keys(REVEAL_FIELDS) as [RevealField, ...RevealField[]];

export const CUSTOMER_OPS_TEXT = {
  keywordHint: '请输入客户号、基金账号、姓名、完整手机号或证件号码',
  reasonRequired: '请填写查看原因',
  reasonTooLong: `查看原因不能超过${REVEAL_REASON_MAX}字`,
  cardRequired: '请选择要查看的银行卡',
  customerMissing: '客户不存在',
  cardMissing: '该客户没有这张银行卡',
  valueMissing: '该客户未登记此信息',
} as const;

// GET /api/ops/customers?keyword: custno, fund account, name (part of it), a full mobile number or a full ID number.
export const customerSearchQuery = z.object({
  keyword: z.string({ error: CUSTOMER_OPS_TEXT.keywordHint }).trim().min(1, CUSTOMER_OPS_TEXT.keywordHint).max(50, '搜索内容过长'),
});
export type CustomerSearchQuery = z.infer<typeof customerSearchQuery>;

export const opsCustomerCard = z.object({
  id: z.string(),
  tradeacco: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  cardNoMasked: z.string(),
  status: z.string(),
});
export type OpsCustomerCard = z.infer<typeof opsCustomerCard>;

export const opsCustomerItem = z.object({
  id: z.string(),
  custno: z.string(),
  custname: z.string().nullable(),
  custtype: z.string(),
  mobileMasked: z.string(),
  idtype: z.string().nullable(),
  idnoMasked: z.string().nullable(),
  openedAt: z.string().nullable(),
  // Set when the customer closed the account; the row stays for the retention period.
  closedAt: z.string().nullable(),
  cards: z.array(opsCustomerCard),
});
export type OpsCustomerItem = z.infer<typeof opsCustomerItem>;

export const customerSearchResponse = z.object({ list: z.array(opsCustomerItem), truncated: z.boolean() });
export type CustomerSearchResponse = z.infer<typeof customerSearchResponse>;

export const customerIdParams = z.object({ id: z.uuid({ error: '客户编号不正确' }) });

// POST /api/ops/customers/:id/reveal
export const customerRevealRequest = z
  .object({
    field: z.enum(REVEAL_FIELD_CODES, { error: '请选择要查看的信息' }),
    cardId: z.uuid({ error: '银行卡编号不正确' }).optional(),
    reason: z
      .string({ error: CUSTOMER_OPS_TEXT.reasonRequired })
      .trim()
      .min(1, CUSTOMER_OPS_TEXT.reasonRequired)
      .max(REVEAL_REASON_MAX, CUSTOMER_OPS_TEXT.reasonTooLong),
  })
  .refine((r) => r.field !== 'card' || r.cardId !== undefined, { message: CUSTOMER_OPS_TEXT.cardRequired, path: ['cardId'] });
export type CustomerRevealRequest = z.infer<typeof customerRevealRequest>;

export const customerRevealResponse = z.object({ field: z.enum(REVEAL_FIELD_CODES), value: z.string() });
export type CustomerRevealResponse = z.infer<typeof customerRevealResponse>;
