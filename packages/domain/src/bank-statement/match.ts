import { remitAmountMatches, remitMismatch } from '../ops/remittance-match.ts';
import type { StatementLine } from './parse.ts';

// 汇款支付: customers are told to write the order number in the transfer's 附言 (apps/web remit-account.tsx).
// A credit line pays an awaiting remittance order only when the amount is exact, the payer is the customer
// (remitMismatch, the console's rule) and the memo names that order; anything else waits for a person.

export interface AwaitingOrderCandidate {
  orderNo: string;
  amount: string;
  customerName: string | null;
}

export type LineMatch =
  | { state: 'matched'; orderNo: string }
  | { state: 'ambiguous'; orderNos: string[]; note: string }
  | { state: 'unmatched'; orderNos: string[]; note: string };

export const LINE_MATCH_TEXT = {
  debit: '支出流水，不用于匹配汇款',
  severalNamed: (count: number) => `附言中有 ${count} 笔金额与付款人相符的订单号，请人工确认`,
  severalUnnamed: (count: number) => `附言未注明订单号，金额与付款人相符的等待汇款订单有 ${count} 笔，请人工确认`,
  oneUnnamed: (orderNo: string) => `附言未注明订单号；金额与付款人相符的等待汇款订单：${orderNo}`,
  namedMismatch: (orderNo: string, reason: string) => `附言中的订单 ${orderNo}：${reason}`,
  none: '没有金额、付款人与附言相符的等待汇款订单',
} as const;

// Order numbers are digits only (date and sequence); a memo names one as a whole run of digits, so an account or
// phone number that merely contains it is not taken for it.
export function orderNumbersInMemo(memo: string): string[] {
  return [...new Set(memo.match(/\d{6,32}/g) ?? [])];
}

export function matchCreditLine(
  line: Pick<StatementLine, 'direction' | 'amount' | 'payerName' | 'memo'>,
  candidates: readonly AwaitingOrderCandidate[],
): LineMatch {
  if (line.direction !== 'in') return { state: 'unmatched', orderNos: [], note: LINE_MATCH_TEXT.debit };
  const named = new Set(orderNumbersInMemo(line.memo));
  const fitting = candidates.filter((order) => remitMismatch(order, { amount: line.amount, payerName: line.payerName }) === null);
  const fittingNamed = fitting.filter((order) => named.has(order.orderNo));
  const [only] = fittingNamed;
  if (fittingNamed.length === 1 && only) return { state: 'matched', orderNo: only.orderNo };
  if (fittingNamed.length > 1) {
    return { state: 'ambiguous', orderNos: fittingNamed.map((o) => o.orderNo), note: LINE_MATCH_TEXT.severalNamed(fittingNamed.length) };
  }
  if (fitting.length > 1) {
    return { state: 'ambiguous', orderNos: fitting.map((o) => o.orderNo), note: LINE_MATCH_TEXT.severalUnnamed(fitting.length) };
  }
  const [single] = fitting;
  if (single) return { state: 'unmatched', orderNos: [single.orderNo], note: LINE_MATCH_TEXT.oneUnnamed(single.orderNo) };
  const namedOrder = candidates.find((order) => named.has(order.orderNo));
  const mismatch = namedOrder && remitMismatch(namedOrder, { amount: line.amount, payerName: line.payerName });
  if (namedOrder && mismatch) {
    return { state: 'unmatched', orderNos: [], note: LINE_MATCH_TEXT.namedMismatch(namedOrder.orderNo, mismatch.message) };
  }
  return { state: 'unmatched', orderNos: [], note: LINE_MATCH_TEXT.none };
}

// A card payment's debit or refund on the account is recorded against its order when the memo names exactly one
// card-paid order of the same amount; it pays nothing (the card gateway already did).
export function cardOrderOfLine(
  line: Pick<StatementLine, 'amount' | 'memo'>,
  cardOrders: readonly { orderNo: string; amount: string }[],
): string | null {
  const named = new Set(orderNumbersInMemo(line.memo));
  const fitting = cardOrders.filter((order) => named.has(order.orderNo) && remitAmountMatches(order.amount, line.amount));
  return fitting.length === 1 ? (fitting[0]?.orderNo ?? null) : null;
}
