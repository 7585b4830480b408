import { z } from 'zod';
import { TRADE_PASSWORD_PATTERN } from '../validate/patterns.ts';
import { smsCodeSchema, strongTradePasswordSchema } from '../validate/schemas.ts';

// §2 modify_trade_pwd / reset_trade_pwd and the trade-password step of account opening; §7 reset trade password.

export const TRADE_PASSWORD_LIMITS = {
  // Wrong answers in one Shanghai calendar day before trading is locked until the next day.
  maxDailyFailures: 5,
} as const;

export const TRADE_PASSWORD_TEXT = {
  required: '请输入交易密码',
  confirmRequired: '请再次输入交易密码',
  oldRequired: '请输入原交易密码',
  oldFormat: '原交易密码须为6位数字',
  idnoRequired: '请输入证件号码',
  idnoTooLong: '证件号码过长',
  mismatch: '两次输入的交易密码不一致',
  alreadySet: '您已设置交易密码，如需更改请修改或重置交易密码',
  notSet: '您还未设置交易密码，请先设置交易密码',
  samePassword: '新交易密码不能与原交易密码相同',
  wrong: (left: number) => `交易密码错误，今日还可以尝试${left}次`,
  oldWrong: (left: number) => `原交易密码错误，今日还可以尝试${left}次`,
  locked: `交易密码今日已连续输错${TRADE_PASSWORD_LIMITS.maxDailyFailures}次，交易功能已锁定，请明日再试或重置交易密码`,
  idnoWrong: '证件号码与开户证件不一致',
  noIdentity: '您尚未完成身份信息认证，无法重置交易密码',
  setSucceeded: '交易密码设置成功',
  modified: '交易密码修改成功',
  resetSucceeded: '交易密码重置成功',
} as const;

export const TRADE_PASSWORD_ERRORS = {
  WEAK: { code: '2410', msg: '交易密码过于简单，请重新设置', http: 200 },
  ALREADY_SET: { code: '2411', msg: TRADE_PASSWORD_TEXT.alreadySet, http: 200 },
  NOT_SET: { code: '2412', msg: TRADE_PASSWORD_TEXT.notSet, http: 200 },
  WRONG: { code: '2413', msg: TRADE_PASSWORD_TEXT.wrong(TRADE_PASSWORD_LIMITS.maxDailyFailures - 1), http: 200 },
  LOCKED: { code: '2414', msg: TRADE_PASSWORD_TEXT.locked, http: 200 },
  IDNO_WRONG: { code: '2415', msg: TRADE_PASSWORD_TEXT.idnoWrong, http: 200 },
  NO_IDENTITY: { code: '2416', msg: TRADE_PASSWORD_TEXT.noIdentity, http: 200 },
} as const satisfies Record<string, { code: string; msg: string; http: number }>;

export function tradePasswordsMatch(password: string | undefined, confirm: string | undefined): boolean {
  return password === confirm;
}

// Same digits and sequences are refused here; the birthday rule needs the customer's birthday, so the
// server checks it again with strongTradePasswordSchema(birthday) and the forms pass the user's birthday.
const newTradePassword = z.string({ error: TRADE_PASSWORD_TEXT.required }).pipe(strongTradePasswordSchema());
const confirmTradePassword = z.string({ error: TRADE_PASSWORD_TEXT.confirmRequired }).max(64, TRADE_PASSWORD_TEXT.mismatch);
const confirmMatches = (v: { tradePassword: string; confirmPassword: string }) => tradePasswordsMatch(v.tradePassword, v.confirmPassword);
const mismatchIssue = { message: TRADE_PASSWORD_TEXT.mismatch, path: ['confirmPassword'] };

// POST /api/account/trade-password/set (only while none is set)
export const tradePasswordSetRequest = z
  .object({ tradePassword: newTradePassword, confirmPassword: confirmTradePassword })
  .refine(confirmMatches, mismatchIssue);

// POST /api/account/trade-password/modify
export const tradePasswordModifyRequest = z
  .object({
    oldPassword: z.string({ error: TRADE_PASSWORD_TEXT.oldRequired }).regex(TRADE_PASSWORD_PATTERN, TRADE_PASSWORD_TEXT.oldFormat),
    tradePassword: newTradePassword,
    confirmPassword: confirmTradePassword,
  })
  .refine(confirmMatches, mismatchIssue);

// POST /api/account/trade-password/reset: the ID number on file and an SMS code (purpose reset-trade-pwd) sent
// to the registered mobile prove the identity.
export const tradePasswordResetRequest = z
  .object({
    idno: z
      .string({ error: TRADE_PASSWORD_TEXT.idnoRequired })
      .trim()
      .min(1, TRADE_PASSWORD_TEXT.idnoRequired)
      .max(40, TRADE_PASSWORD_TEXT.idnoTooLong),
    smsCode: smsCodeSchema,
    tradePassword: newTradePassword,
    confirmPassword: confirmTradePassword,
  })
  .refine(confirmMatches, mismatchIssue);

export const RESET_TRADE_PASSWORD_PURPOSE = 'reset-trade-pwd' as const;

// GET /api/account/trade-password/state
export const tradePasswordStateResponse = z.object({ set: z.boolean(), locked: z.boolean() });

export const tradePasswordDoneResponse = z.object({}).strict();

export const TRADE_PASSWORD_CALLS = {
  state: { method: 'GET', path: '/account/trade-password/state', data: tradePasswordStateResponse },
  set: { method: 'POST', path: '/account/trade-password/set', body: tradePasswordSetRequest, data: tradePasswordDoneResponse },
  modify: { method: 'POST', path: '/account/trade-password/modify', body: tradePasswordModifyRequest, data: tradePasswordDoneResponse },
  reset: { method: 'POST', path: '/account/trade-password/reset', body: tradePasswordResetRequest, data: tradePasswordDoneResponse },
} as const;

export type TradePasswordSetRequest = z.infer<typeof tradePasswordSetRequest>;
export type TradePasswordModifyRequest = z.infer<typeof tradePasswordModifyRequest>;
export type TradePasswordResetRequest = z.infer<typeof tradePasswordResetRequest>;
export type TradePasswordState = z.infer<typeof tradePasswordStateResponse>;
