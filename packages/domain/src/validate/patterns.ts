// §5 validation rules as plain predicates; the zod schemas in schemas.ts reuse these patterns.
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const LOGIN_PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{8,20}$/;
export const BANK_CARD_PATTERN = /^\d{16,19}$/;
export const TRADE_PASSWORD_PATTERN = /^\d{6}$/;
export const AMOUNT_PATTERN = /^-?\d+(\.\d{1,2})?$/;
export const IMAGE_CODE_PATTERN = /^[A-Za-z\d]{4,6}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;

// §5: empty means undefined, null, or a blank string after trimming.
export function isEmpty(value: unknown): value is undefined | null | '' {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function matches(pattern: RegExp, value: unknown): value is string {
  return typeof value === 'string' && pattern.test(value);
}

export const isMobile = (value: unknown): value is string => matches(MOBILE_PATTERN, value);
export const isLoginPassword = (value: unknown): value is string => matches(LOGIN_PASSWORD_PATTERN, value);
export const isBankCardNo = (value: unknown): value is string => matches(BANK_CARD_PATTERN, value);
export const isTradePassword = (value: unknown): value is string => matches(TRADE_PASSWORD_PATTERN, value);
export const isAmount = (value: unknown): value is string => matches(AMOUNT_PATTERN, value);
export const isImageCode = (value: unknown): value is string => matches(IMAGE_CODE_PATTERN, value);
export const isSmsCode = (value: unknown): value is string => matches(SMS_CODE_PATTERN, value);

// §5: a response is an error envelope when it has both code and msg.
export { isErrorEnvelope } from '../errors/index.ts';
