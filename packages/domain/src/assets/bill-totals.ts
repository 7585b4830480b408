import { recordKindOf } from '../codes/trade.ts';
import { sumMoney, type DecimalInput } from '../money/decimal.ts';
import { toMoneyString } from '../money/rounding.ts';

export interface BillTotalsInput {
  opening: readonly { marketValue: DecimalInput }[];
  closing: readonly { marketValue: DecimalInput }[];
  trades: readonly { recordCode: string; amount: DecimalInput | null; fee: DecimalInput }[];
  // §3 dividend type: '1' cash, '0' reinvested.
  dividends: readonly { method: string; amount: DecimalInput }[];
  // The month's daily income, summed.
  income: DecimalInput;
}

export interface BillTotals {
  openingValue: string;
  closingValue: string;
  purchaseAmount: string;
  redemptionAmount: string;
  fees: string;
  dividendCash: string;
  income: string;
}

const PAID_IN = new Set(['subscribe', 'purchase', 'fixed']);

// The statement's totals. Purchases are what the customer paid (subscriptions, purchases and plan
// deductions, fees included); redemptions what was paid out (after fees); conversions move money
// between funds and count in neither, but their fees count in the fees. Reinvested dividends stay
// in the fund and are not cash.
export function billTotals(input: BillTotalsInput): BillTotals {
  const amountsOf = (wanted: (kind: string | undefined) => boolean) =>
    input.trades.filter((t) => t.amount !== null && wanted(recordKindOf(t.recordCode))).map((t) => t.amount as DecimalInput);
  return {
    openingValue: toMoneyString(sumMoney(input.opening.map((h) => h.marketValue))),
    closingValue: toMoneyString(sumMoney(input.closing.map((h) => h.marketValue))),
    purchaseAmount: toMoneyString(sumMoney(amountsOf((kind) => kind !== undefined && PAID_IN.has(kind)))),
    redemptionAmount: toMoneyString(sumMoney(amountsOf((kind) => kind === 'redeem'))),
    fees: toMoneyString(sumMoney(input.trades.map((t) => t.fee))),
    dividendCash: toMoneyString(sumMoney(input.dividends.filter((d) => d.method === '1').map((d) => d.amount))),
    income: toMoneyString(input.income),
  };
}
