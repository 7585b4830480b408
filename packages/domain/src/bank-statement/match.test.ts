import { describe, expect, it } from 'vitest';
import { cardOrderOfLine, matchCreditLine, orderNumbersInMemo } from './match.ts';

const ORDER_A = { orderNo: '202611200000000001', amount: '20000.00', customerName: '王明' };
const ORDER_B = { orderNo: '202611200000000002', amount: '20000.00', customerName: '王明' };
const credit = (memo: string, payerName = '王明', amount = '20000.00') => ({ direction: 'in' as const, amount, payerName, memo });

describe('matching a credit line to an awaiting remittance order', () => {
  it('matches the one order the memo names with the exact amount from the customer', () => {
    expect(matchCreditLine(credit('基金认购 202611200000000001'), [ORDER_A, ORDER_B])).toEqual({
      state: 'matched',
      orderNo: ORDER_A.orderNo,
    });
  });

  it('leaves a line from another payer unmatched, saying why', () => {
    const match = matchCreditLine(credit('202611200000000001', '王小明'), [ORDER_A]);
    expect(match).toMatchObject({ state: 'unmatched' });
    expect(match.state !== 'matched' && match.note).toContain('付款人户名与客户姓名不一致');
  });

  it('leaves another amount unmatched', () => {
    expect(matchCreditLine(credit('202611200000000001', '王明', '19999.99'), [ORDER_A]).state).toBe('unmatched');
  });

  it('several fitting orders and a memo naming none: ambiguous', () => {
    expect(matchCreditLine(credit('认购款'), [ORDER_A, ORDER_B])).toMatchObject({
      state: 'ambiguous',
      orderNos: [ORDER_A.orderNo, ORDER_B.orderNo],
    });
  });

  it('a memo naming two fitting orders: ambiguous', () => {
    expect(matchCreditLine(credit(`${ORDER_A.orderNo},${ORDER_B.orderNo}`), [ORDER_A, ORDER_B]).state).toBe('ambiguous');
  });

  it('one fitting order the memo does not name: unmatched, with the order suggested', () => {
    expect(matchCreditLine(credit('认购款'), [ORDER_A])).toMatchObject({ state: 'unmatched', orderNos: [ORDER_A.orderNo] });
  });

  it('a debit line is never a remittance', () => {
    expect(matchCreditLine({ ...credit(ORDER_A.orderNo), direction: 'out' }, [ORDER_A]).state).toBe('unmatched');
  });
});

describe('order numbers in a memo', () => {
  it('takes whole runs of digits only', () => {
    expect(orderNumbersInMemo('订单202611200000000001，电话13800000001')).toEqual(['202611200000000001', '13800000001']);
    expect(orderNumbersInMemo('9202611200000000001')).not.toContain('202611200000000001');
  });
});

describe('card payments on the statement', () => {
  it('records the line against the one card order named with its amount', () => {
    const orders = [{ orderNo: '202611200000000009', amount: '500.00' }];
    expect(cardOrderOfLine({ amount: '500', memo: '快捷支付 202611200000000009' }, orders)).toBe('202611200000000009');
    expect(cardOrderOfLine({ amount: '499', memo: '202611200000000009' }, orders)).toBeNull();
    expect(cardOrderOfLine({ amount: '500', memo: '快捷支付' }, orders)).toBeNull();
  });
});
