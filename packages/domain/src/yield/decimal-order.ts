import { YieldDecimal } from './adjusted.ts';

// Orders two decimal texts (yields, NAVs, rates) exactly, without building a decimal for every comparison: rounding a
// decimal text to the nearest double never reverses an order, so two different doubles already order their texts. Only
// when both round to the same double (texts beyond 15 significant digits) does the decimal comparison decide. Lists of
// thousands of funds are sorted and screened this way; pass the doubles when they are computed once per list.
export function compareDecimalText(a: string, b: string, aNumber = Number(a), bNumber = Number(b)): number {
  if (aNumber < bNumber) return -1;
  if (aNumber > bNumber) return 1;
  return new YieldDecimal(a).comparedTo(b);
}
