import { z } from 'zod';
import { BANK_LIMITS, bankLimits, type BankLimits } from '../codes/bank-limits.ts';
import { bankLogoKey, bankName, SALES_BANK_CODES, type SalesBankCode } from '../codes/banks.ts';
import { formatLimit } from '../format/limit.ts';
import { maskCardLong, maskCardShort } from '../format/mask.ts';
import { bankCardSchema, mobileSchema, smsCodeSchema } from '../validate/schemas.ts';

// §7 Account bank-card calls: supported banks, the customer's cards, identity verification,
// pre-/post-sign (bind and change), re-contract, detail and unbind.

export { BANK_LIMITS, bankLimits, type BankLimits };

export const BANK_CARD_TEXT = {
  identityRequired: '请先完成身份信息填写，再绑定银行卡',
  institution: '机构客户暂不支持在线绑定银行卡，请联系客服办理',
  cardRefused: '发卡行拒绝签约：该银行卡状态异常或不支持快捷支付，请更换其他银行卡',
  binUnknown: '无法识别该卡号的发卡银行，请核对卡号',
  bankMismatch: (actual: string, chosen: string) => `该卡号属于${actual}，与所选的${chosen}不一致，请核对`,
  creditCard: '基金交易仅支持借记卡，请使用储蓄卡签约',
  duplicate: '该银行卡已绑定，请勿重复添加',
  signExpired: '签约申请已过期，请重新获取验证码',
  inUse: '该银行卡尚有持仓或在途交易，暂不能解绑或更换',
  notFound: '银行卡不存在',
  replaceSame: '新银行卡不能与被更换的银行卡相同',
  codeSent: '验证码已发送至银行预留手机号',
  verified: '银行卡信息验证通过',
  bound: '银行卡绑定成功',
  changed: '银行卡更换成功',
  resigned: '银行卡重新签约成功',
  unbound: '银行卡解绑成功',
  unbindConfirm: '解绑后该银行卡将不能用于交易，确定要解绑吗？',
} as const;

// Business refusals: HTTP 200 with their own code (§8 toasts msg).
export const BANK_CARD_ERRORS = {
  IDENTITY_REQUIRED: { code: '2301', msg: BANK_CARD_TEXT.identityRequired, http: 200 },
  INSTITUTION: { code: '2302', msg: BANK_CARD_TEXT.institution, http: 200 },
  CARD_REFUSED: { code: '2303', msg: BANK_CARD_TEXT.cardRefused, http: 200 },
  BIN_UNKNOWN: { code: '2304', msg: BANK_CARD_TEXT.binUnknown, http: 200 },
  BANK_MISMATCH: { code: '2305', msg: '卡号与所选银行不一致，请核对', http: 200 },
  CREDIT_CARD: { code: '2306', msg: BANK_CARD_TEXT.creditCard, http: 200 },
  DUPLICATE: { code: '2307', msg: BANK_CARD_TEXT.duplicate, http: 200 },
  SIGN_EXPIRED: { code: '2308', msg: BANK_CARD_TEXT.signExpired, http: 200 },
  IN_USE: { code: '2309', msg: BANK_CARD_TEXT.inUse, http: 200 },
  NOT_FOUND: { code: '2310', msg: BANK_CARD_TEXT.notFound, http: 200 },
  REPLACE_SAME: { code: '2311', msg: BANK_CARD_TEXT.replaceSame, http: 200 },
} as const satisfies Record<string, { code: string; msg: string; http: number }>;

// A pending sign waits this long for its code (the SMS code lives as long).
export const BANK_SIGN_TTL_SECONDS = 300;

export const BANK_CARD_STATUSES = ['pending', 'signed', 'unbound'] as const;
export type BankCardStatus = (typeof BANK_CARD_STATUSES)[number];

const bankCodeSchema = z.enum(SALES_BANK_CODES, { error: '请选择银行' });
const tradeaccoSchema = z
  .string()
  .trim()
  .regex(/^\d{1,20}$/, '交易账号不正确');

// §5: both card readings from the stored first 6 and last 4 digits; the full number never leaves the server.
export function maskStoredCard(head: string, tail: string): { long: string; short: string } {
  // Any filler works: the masks keep only the ends.
  const shape = `${head}${'0'.repeat(6)}${tail}`;
  return { long: maskCardLong(shape), short: maskCardShort(shape) };
}

// GET /api/account/bank/support-list
export const supportBankItem = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  logoKey: z.string(),
  perOrderLimit: z.string(),
  perDayLimit: z.string(),
  perOrderLimitText: z.string(),
  perDayLimitText: z.string(),
});
export const supportBankListResponse = z.object({ list: z.array(supportBankItem) });

// One of the customer's cards, as every response shows it.
export const bankCardItem = z.object({
  tradeacco: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  logoKey: z.string(),
  // §5: first 6, 10 stars, last 4 (lists and detail) and first 4 + last 4 (short places).
  cardNoMasked: z.string(),
  cardNoShort: z.string(),
  cardTail: z.string(),
  reservedMobile: z.string(),
  capitalmode: z.string(),
  status: z.enum(BANK_CARD_STATUSES),
  perOrderLimit: z.string(),
  perDayLimit: z.string(),
  perOrderLimitText: z.string(),
  perDayLimitText: z.string(),
  // YYYY-MM-DD, null while pending.
  signedDate: z.string().nullable(),
});
export const bankCardListResponse = z.object({ list: z.array(bankCardItem) });

// POST /api/account/bank/verify: name and ID come from the customer's saved identity.
export const bankVerifyRequest = z.object({
  bankCode: bankCodeSchema,
  cardNo: bankCardSchema,
  reservedMobile: mobileSchema,
});
export const bankVerifyResponse = z.object({ verified: z.literal(true), bankCode: z.string(), bankName: z.string() });

// POST /api/account/bank/pre-sign: the bank sends a code to the reserved mobile.
export const bankPreSignRequest = bankVerifyRequest.extend({ replaceTradeacco: tradeaccoSchema.optional() });
export const bankPreSignResponse = z.object({
  // The pending card's trade account: what post-sign names.
  tradeacco: z.string(),
  // Masked 3 + **** + 4.
  reservedMobile: z.string(),
  expiresIn: z.number(),
  resendIn: z.number(),
});

// POST /api/account/bank/post-sign: the pending card (or the card being re-contracted) and the bank's code.
// replaceTradeacco repeats the pre-sign's when a card is being changed (change_bank).
export const bankPostSignRequest = z.object({
  tradeacco: tradeaccoSchema,
  smsCode: smsCodeSchema,
  replaceTradeacco: tradeaccoSchema.optional(),
});

// POST /api/account/bank/detail, /unbind, /re-contract
export const bankTradeaccoRequest = z.object({ tradeacco: tradeaccoSchema });
export const bankUnbindResponse = z.object({ tradeacco: z.string(), status: z.literal('unbound') });

// A sales bank with its logo key and default limits (decimal and §5 text).
export function supportBankOf(code: SalesBankCode): SupportBankItem {
  const limits = bankLimits(code);
  return {
    bankCode: code,
    bankName: bankName(code) ?? code,
    logoKey: bankLogoKey(code),
    perOrderLimit: limits.perOrder,
    perDayLimit: limits.perDay,
    perOrderLimitText: formatLimit(limits.perOrder),
    perDayLimitText: formatLimit(limits.perDay),
  };
}

export type SupportBankItem = z.infer<typeof supportBankItem>;
export type SupportBankListResponse = z.infer<typeof supportBankListResponse>;
export type BankCardItem = z.infer<typeof bankCardItem>;
export type BankCardListResponse = z.infer<typeof bankCardListResponse>;
export type BankVerifyRequest = z.infer<typeof bankVerifyRequest>;
export type BankVerifyResponse = z.infer<typeof bankVerifyResponse>;
export type BankPreSignRequest = z.infer<typeof bankPreSignRequest>;
export type BankPreSignResponse = z.infer<typeof bankPreSignResponse>;
export type BankPostSignRequest = z.infer<typeof bankPostSignRequest>;
export type BankTradeaccoRequest = z.infer<typeof bankTradeaccoRequest>;
export type BankUnbindResponse = z.infer<typeof bankUnbindResponse>;
