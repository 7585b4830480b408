import { TRADE_PASSWORD_PATTERN } from './patterns.ts';

export const TRADE_PASSWORD_WEAKNESS = {
  format: '交易密码须为6位数字',
  sameDigits: '交易密码不能为6位相同数字',
  sequence: '交易密码不能为连续数字',
  birthday: '交易密码不能包含出生日期',
} as const;

function isSequence(pwd: string, step: 1 | -1): boolean {
  for (let i = 1; i < pwd.length; i++) {
    if (Number(pwd[i]) - Number(pwd[i - 1]) !== step) return false;
  }
  return true;
}

// Birthday rule: the password may not equal YYMMDD (the last 6 digits of yyyymmdd) nor contain MMDD.
function containsBirthday(pwd: string, birthday: string | undefined): boolean {
  const digits = (birthday ?? '').replace(/\D/g, '');
  if (digits.length !== 8) return false;
  const yymmdd = digits.slice(2);
  const mmdd = digits.slice(4);
  return pwd === yymmdd || pwd.includes(mmdd);
}

// Returns the Chinese reason the trade password is refused, or null when it is acceptable.
export function tradePasswordWeakness(pwd: string, birthday?: string): string | null {
  if (!TRADE_PASSWORD_PATTERN.test(pwd)) return TRADE_PASSWORD_WEAKNESS.format;
  if (/^(\d)\1{5}$/.test(pwd)) return TRADE_PASSWORD_WEAKNESS.sameDigits;
  if (isSequence(pwd, 1) || isSequence(pwd, -1)) return TRADE_PASSWORD_WEAKNESS.sequence;
  if (containsBirthday(pwd, birthday)) return TRADE_PASSWORD_WEAKNESS.birthday;
  return null;
}
