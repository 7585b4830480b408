import { describe, expect, it } from 'vitest';
import { maskCustomerName, remitMismatch } from './remittance-match.ts';

describe('matching a remittance to its order', () => {
  const order = { amount: '1000.00', customerName: '张三' };

  it('pays the order with the exact amount from the customer', () => {
    expect(remitMismatch(order, { amount: '1000', payerName: '张 三' })).toBeNull();
  });

  it('refuses another amount, naming the amount', () => {
    expect(remitMismatch(order, { amount: '999.99', payerName: '张三' })?.field).toBe('amount');
    expect(remitMismatch(order, { amount: '1000.01', payerName: '张三' })?.field).toBe('amount');
  });

  it('refuses another payer, naming the payer', () => {
    expect(remitMismatch(order, { amount: '1000.00', payerName: '李四' })?.field).toBe('payerName');
    expect(remitMismatch({ amount: '1', customerName: null }, { amount: '1', payerName: '李四' })?.field).toBe('payerName');
  });

  it('compares the amount alone when the bank file gives no payer', () => {
    expect(remitMismatch(order, { amount: '1000.00' })).toBeNull();
  });

  it('masks all but the first character of a name', () => {
    expect(maskCustomerName('张三丰')).toBe('张**');
    expect(maskCustomerName(null)).toBe('--');
  });
});
