import { shanghaiYmd } from '../format/date.ts';

// GB 11643-1999 resident ID number: 17 digits and a check character (0-9 or X).
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';
const ID_CARD_SHAPE = /^\d{17}[\dX]$/;

export type Sex = '1' | '2';

// '1' male, '2' female (GB/T 2261.1), read from the parity of the 17th character.
export const SEX_LABELS = { '1': '男', '2': '女' } as const satisfies Record<Sex, string>;

export interface IdCardInfo {
  idno: string;
  birthday: string;
  sex: Sex;
}

export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK_CHARS[sum % 11]!;
}

function isRealDate(yyyymmdd: string): boolean {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

// Returns null when the shape, the birth date (a real day, not after today in China) or the check
// character is wrong. A lowercase x is accepted. `today` (yyyymmdd or an instant) defaults to the clock.
export function parseIdCard(value: unknown, today: string | Date = new Date()): IdCardInfo | null {
  if (typeof value !== 'string') return null;
  const idno = value.trim().toUpperCase();
  if (!ID_CARD_SHAPE.test(idno)) return null;
  const birthday = idno.slice(6, 14);
  if (!isRealDate(birthday)) return null;
  // yyyymmdd strings compare in date order.
  if (birthday > (typeof today === 'string' ? today : shanghaiYmd(today))) return null;
  if (idCardCheckChar(idno.slice(0, 17)) !== idno[17]) return null;
  const sex: Sex = Number(idno[16]) % 2 === 1 ? '1' : '2';
  return { idno, birthday, sex };
}

export function isIdCardNo(value: unknown, today?: string | Date): value is string {
  return parseIdCard(value, today) !== null;
}
