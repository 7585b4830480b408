import { toDayNumber } from '../calendar/day-number.ts';
import { TRADE_CUTOFF } from '../calendar/trade-date.ts';
import { TRADE_TEXT } from '../contracts/trade-errors.ts';
import { toDecimal, type DecimalInput, type MoneyDecimal } from '../money/decimal.ts';
import { truncShares } from '../money/rounding.ts';

// What a fund's §3 status allows: 0 open; 1 raising (subscribe 020 only); 2/4/9 closed period;
// 5 purchase suspended (redemption still allowed); 6 redemption suspended (purchase still allowed).
export type OrderKind = 'subscribe' | 'purchase' | 'redeem' | 'convertOut' | 'convertIn' | 'plan' | 'dividend';

export type StatusDecision = { allowed: true } | { allowed: false; reason: string };

const ALLOWED: Record<string, readonly OrderKind[]> = {
  '0': ['purchase', 'redeem', 'convertOut', 'convertIn', 'plan', 'dividend'],
  '1': ['subscribe'],
  '5': ['redeem', 'convertOut', 'dividend'],
  '6': ['purchase', 'convertIn', 'plan', 'dividend'],
  // A closed period still lets holders choose how dividends are paid.
  '2': ['dividend'],
  '4': ['dividend'],
  '9': ['dividend'],
};

function refusalFor(status: string, kind: OrderKind): string {
  if (status === '2' || status === '4' || status === '9') return TRADE_TEXT.closedPeriod;
  if (status === '1') return TRADE_TEXT.subscribeOnlyWhileRaising;
  if (kind === 'subscribe') return TRADE_TEXT.notRaising;
  if (kind === 'redeem' || kind === 'convertOut') return TRADE_TEXT.redeemSuspended;
  return TRADE_TEXT.purchaseSuspended;
}

export function fundStatusAllows(status: string | null | undefined, kind: OrderKind): StatusDecision {
  const allowed = status ? ALLOWED[status] : undefined;
  if (allowed?.includes(kind)) return { allowed: true };
  return { allowed: false, reason: refusalFor(status ?? '', kind) };
}

// §4: money goes in as a subscription (020) while raising and as a purchase (022) once open.
export function amountBusinessCode(status: string | null | undefined): '020' | '022' {
  return status === '1' ? '020' : '022';
}

// §4 record codes written beside the business code.
export const RECORD_CODE_OF: Readonly<Record<string, string>> = {
  '020': '01',
  '022': '02',
  '024': '03',
  '029': '07',
  '036': '13',
  '039': '39',
};

// A pending order can be withdrawn until its trade date's cut-off; share orders and dividend
// changes too. Plan deductions are made by the batch and are not withdrawn one by one.
// A 快速取现 redemption's money is paid when it is placed: it cannot be withdrawn.
export function isCancellableKind(businessCode: string, instant = false): boolean {
  return !instant && ['020', '022', '024', '029', '036'].includes(businessCode);
}

// The instant an order of trade date T stops being cancellable: T 15:00 in China.
export function cancelDeadline(tradeDate: string, cutoff: string = TRADE_CUTOFF): Date {
  return new Date(`${tradeDate}T${cutoff.length === 5 ? `${cutoff}:00` : cutoff}+08:00`);
}

export function isBeforeCancelDeadline(tradeDate: string, now: Date): boolean {
  return now.getTime() < cancelDeadline(tradeDate).getTime();
}

// Redemption fees go by calendar days held, from the lot's acquisition to T.
export function holdingDays(acquiredDate: string, tradeDate: string): number {
  return toDayNumber(tradeDate) - toDayNumber(acquiredDate);
}

export type RedemptionSharesDecision =
  { ok: true; shares: MoneyDecimal; redeemsAll: boolean } | { ok: false; reason: 'insufficient' | 'belowMinimum' };

// Shares a redemption (or conversion out) will carry: never more than available; at least the fund's
// minimum unless it empties the holding; a remainder below the minimum holding redeems everything
// (0011_trading.sql: min_holding_shares).
export function redemptionShares(
  requested: DecimalInput,
  available: DecimalInput,
  minRedemption: DecimalInput,
  minHolding: DecimalInput,
): RedemptionSharesDecision {
  const want = truncShares(requested);
  const have = truncShares(available);
  if (want.gt(have)) return { ok: false, reason: 'insufficient' };
  const rest = have.minus(want);
  if (want.lt(toDecimal(minRedemption)) && !rest.isZero()) return { ok: false, reason: 'belowMinimum' };
  if (!rest.isZero() && rest.lt(toDecimal(minHolding))) return { ok: true, shares: have, redeemsAll: true };
  return { ok: true, shares: want, redeemsAll: false };
}
