import { formatMoney } from '../format/money.ts';
import { minMoney, toDecimal, type DecimalInput } from '../money/decimal.ts';
import { roundFen, toMoneyString } from '../money/rounding.ts';

// 快速取现: a money fund's redemption paid to the card at once out of the company's own money (垫资); the batch
// then redeems the shares as an ordinary redemption and its proceeds repay the advance.

// CSRC/PBOC 2018 (关于进一步规范货币市场基金互联网销售、赎回相关服务的指导意见): T+0 redemption of a money fund
// paid in advance is at most 10,000 yuan per investor per day.
export const INSTANT_CUSTOMER_DAY_LIMIT = '10000.00';

// The company's advance for all customers together on one day until operations set another.
export const INSTANT_COMPANY_DAY_TOTAL_DEFAULT = '5000000.00';

export const INSTANT_TEXT = {
  instant: '快速取现',
  ordinary: '普通赎回',
  wayLabel: '取现方式',
  instantNote: `实时到账（一般1分钟内），不收取费用；每人每日累计不超过${formatMoney(INSTANT_CUSTOMER_DAY_LIMIT)}元`,
  ordinaryNote: (arrival: string) => `${arrival}到账，无金额上限，不收取赎回费`,
  room: (left: string) => `今日还可快速取现${left}元`,
  aboveRoom: (left: string) => `超过今日快速取现可用额度${left}元，请减少份额或改用普通赎回`,
  useOrdinary: '改用普通赎回',
  notMoneyFund: '仅货币基金支持快速取现',
  customerLimit: (left: string) => `超过快速取现单日限额，您今日还可快速取现${left}元，超出部分请使用普通赎回`,
  companyLimit: (left: string) => `今日快速取现额度已不足，还可取现${left}元，请使用普通赎回`,
  arrivalNow: '实时到账',
} as const;

export interface InstantRoomInput {
  // What the customer already took today (China date), and the company's total and use of today.
  customerUsed: DecimalInput;
  companyTotal: DecimalInput;
  companyUsed: DecimalInput;
}

export interface InstantRoom {
  customer: string;
  company: string;
  // What one more instant redemption may pay now: the smaller room, never below zero.
  available: string;
}

const notBelowZero = (value: DecimalInput) => {
  const d = toDecimal(value);
  return d.isNegative() ? toDecimal(0) : d;
};

export function instantRoom(input: InstantRoomInput): InstantRoom {
  const customer = notBelowZero(toDecimal(INSTANT_CUSTOMER_DAY_LIMIT).minus(input.customerUsed));
  const company = notBelowZero(toDecimal(input.companyTotal).minus(input.companyUsed));
  return { customer: toMoneyString(customer), company: toMoneyString(company), available: toMoneyString(minMoney(customer, company)) };
}

// The money paid out at once for the shares: shares × the latest unit NAV rounded to the fen, as the batch's
// gross redemption amount (a money fund's NAV is 1.0000, so it is the shares).
export function instantAmount(shares: DecimalInput, nav: DecimalInput): string {
  return toMoneyString(roundFen(toDecimal(shares).times(nav)));
}

export type InstantDecision = { ok: true } | { ok: false; reason: 'customerLimit' | 'companyLimit'; left: string };

// The customer's daily limit is named first: it is the one the customer can act on.
export function instantDecision(amount: DecimalInput, room: InstantRoom): InstantDecision {
  const value = toDecimal(amount);
  if (value.gt(room.customer)) return { ok: false, reason: 'customerLimit', left: room.customer };
  if (value.gt(room.company)) return { ok: false, reason: 'companyLimit', left: room.company };
  return { ok: true };
}
