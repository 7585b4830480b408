import { moneyEquals } from '../money/decimal.ts';

// 汇款支付: a transfer pays an awaiting order only when it brings exactly the order's amount from the customer
// named on the account. Anything else stays with a person to refund.

export const REMIT_MATCH_TEXT = {
  amountMismatch: (expected: string) => `到账金额与订单金额 ${expected} 元不一致，不能匹配`,
  payerMismatch: '付款人户名与客户姓名不一致，不能匹配',
} as const;

export interface RemitMismatch {
  field: 'amount' | 'payerName';
  message: string;
}

// Bank files write names with spaces or full-width ones and with either middle dot (少数民族姓名).
export function normalisePayerName(name: string): string {
  return name.replace(/[\s\u3000]/g, '').replace(/[·•・.]/g, '·');
}

export function remitAmountMatches(orderAmount: string, paid: string): boolean {
  return moneyEquals(orderAmount, paid);
}

// The first field that keeps the transfer from paying the order; null when it pays it. Without a payer name (the
// bank's file of arrivals through the CLI) only the amount is compared.
export function remitMismatch(
  order: { amount: string; customerName: string | null },
  transfer: { amount: string; payerName?: string | null },
): RemitMismatch | null {
  if (!remitAmountMatches(order.amount, transfer.amount)) {
    return { field: 'amount', message: REMIT_MATCH_TEXT.amountMismatch(order.amount) };
  }
  if (transfer.payerName !== undefined && transfer.payerName !== null) {
    const expected = order.customerName ? normalisePayerName(order.customerName) : '';
    if (expected === '' || normalisePayerName(transfer.payerName) !== expected) {
      return { field: 'payerName', message: REMIT_MATCH_TEXT.payerMismatch };
    }
  }
  return null;
}

// Staff lists show a customer's name with only its first character.
export function maskCustomerName(name: string | null): string {
  if (!name) return '--';
  const chars = Array.from(name.trim());
  return chars.length <= 1 ? '*' : `${chars[0]}${'*'.repeat(chars.length - 1)}`;
}
