import { z } from 'zod';
import { parseIdCard } from './id-card.ts';
import {
  AMOUNT_PATTERN,
  BANK_CARD_PATTERN,
  IMAGE_CODE_PATTERN,
  LOGIN_PASSWORD_PATTERN,
  MOBILE_PATTERN,
  SMS_CODE_PATTERN,
  TRADE_PASSWORD_PATTERN,
} from './patterns.ts';
import { tradePasswordWeakness } from './trade-password.ts';

// Each message names the field, so the 1001 error text and form hints read on their own.
export const VALIDATION_MESSAGES = {
  mobile: '请输入正确的手机号码',
  loginPassword: '登录密码须为8-20位字母和数字组合',
  bankCard: '银行卡号须为16-19位数字',
  tradePassword: '交易密码须为6位数字',
  amount: '金额格式不正确，最多保留两位小数',
  positiveAmount: '金额须大于0',
  idCard: '请输入正确的身份证号码',
  imageCode: '图形验证码须为4-6位字母或数字',
  smsCode: '短信验证码须为6位数字',
} as const;

export const mobileSchema = z.string().regex(MOBILE_PATTERN, VALIDATION_MESSAGES.mobile);
export const loginPasswordSchema = z.string().regex(LOGIN_PASSWORD_PATTERN, VALIDATION_MESSAGES.loginPassword);
export const bankCardSchema = z.string().regex(BANK_CARD_PATTERN, VALIDATION_MESSAGES.bankCard);
export const tradePasswordSchema = z.string().regex(TRADE_PASSWORD_PATTERN, VALIDATION_MESSAGES.tradePassword);
export const amountSchema = z.string().regex(AMOUNT_PATTERN, VALIDATION_MESSAGES.amount);
export const imageCodeSchema = z.string().regex(IMAGE_CODE_PATTERN, VALIDATION_MESSAGES.imageCode);
export const smsCodeSchema = z.string().regex(SMS_CODE_PATTERN, VALIDATION_MESSAGES.smsCode);

// Trade amounts: the amount format, and strictly positive.
export const positiveAmountSchema = amountSchema.refine((value) => !value.startsWith('-') && /[1-9]/.test(value), {
  message: VALIDATION_MESSAGES.positiveAmount,
});

// Normalises a lowercase x to X so that stored numbers compare equal.
export const idCardSchema = z
  .string()
  .refine((value) => parseIdCard(value) !== null, { message: VALIDATION_MESSAGES.idCard })
  .transform((value) => value.trim().toUpperCase());

// Setting a new trade password also refuses weak ones (same digits, sequences, the birthday).
export function strongTradePasswordSchema(birthday?: string) {
  return tradePasswordSchema.superRefine((value, ctx) => {
    const reason = tradePasswordWeakness(value, birthday);
    if (reason) ctx.addIssue({ code: 'custom', message: reason });
  });
}
