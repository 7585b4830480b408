import { toDecimal } from '../money/decimal.ts';
import { ExchangeFieldError } from './exchange-field-error.ts';

// One record of a data file: field name → value as text. N values are decimal strings ("1.2345"),
// dates YYYYMMDD; blank fields are ''.
export type ExchangeRecord = Record<string, string>;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const COMPACT_DATE = /^(\d{4})(\d{2})(\d{2})$/;
const TIME = /^([01]\d|2[0-3])[0-5]\d[0-5]\d$/;

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// Our side's 'YYYY-MM-DD' → the record's YYYYMMDD.
export function dateToRecord(field: string, value: string): string {
  const match = ISO_DATE.exec(value);
  if (!match || !isRealDate(Number(match[1]), Number(match[2]), Number(match[3]))) {
    throw new ExchangeFieldError(field, `日期应为YYYY-MM-DD（${value}）`);
  }
  return `${match[1]}${match[2]}${match[3]}`;
}

export function optionalDateToRecord(field: string, value: string | undefined): string {
  return value === undefined || value === '' ? '' : dateToRecord(field, value);
}

export function dateFromRecord(record: ExchangeRecord, field: string): string {
  const value = requiredText(record, field);
  const match = COMPACT_DATE.exec(value);
  if (!match || !isRealDate(Number(match[1]), Number(match[2]), Number(match[3]))) {
    throw new ExchangeFieldError(field, `日期应为YYYYMMDD（${value}）`);
  }
  return `${match[1]}-${match[2]}-${match[3]}`;
}

export function optionalDateFromRecord(record: ExchangeRecord, field: string): string {
  return (record[field] ?? '') === '' ? '' : dateFromRecord(record, field);
}

export function checkTime(field: string, value: string): string {
  if (!TIME.test(value)) throw new ExchangeFieldError(field, `时间应为HHMMSS（${value}）`);
  return value;
}

// A field the layout has: present in every record the reader returns for it.
export function textOf(record: ExchangeRecord, field: string): string {
  const value = record[field];
  if (value === undefined) throw new ExchangeFieldError(field, '记录缺少该字段');
  return value;
}

export function requiredText(record: ExchangeRecord, field: string): string {
  const value = textOf(record, field);
  if (value === '') throw new ExchangeFieldError(field, '不能为空');
  return value;
}

export function requireValue(field: string, value: string): string {
  if (value === '') throw new ExchangeFieldError(field, '不能为空');
  return value;
}

export function oneOf<T extends string>(field: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) {
    throw new ExchangeFieldError(field, `取值应为${allowed.map((item) => item || '空').join('/')}（${value || '空'}）`);
  }
  return value as T;
}

// Decimal strings pass through unchanged; anything decimal.js cannot read exactly is refused here,
// before it reaches a file.
export function checkDecimal(field: string, value: string): string {
  try {
    toDecimal(value);
  } catch {
    throw new ExchangeFieldError(field, `不是数字（${value}）`);
  }
  return value;
}

export function decimalOf(record: ExchangeRecord, field: string): string {
  const value = textOf(record, field);
  return value === '' ? '0' : checkDecimal(field, value);
}

export function isZeroText(value: string): boolean {
  return value === '' || toDecimal(value).isZero();
}
