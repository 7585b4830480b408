import { describe, expect, it } from 'vitest';
import { instantAmount, instantDecision, instantRoom, INSTANT_TEXT } from './instant-redemption.ts';

describe('快速取现 room and decision', () => {
  it('leaves the customer 10,000 less what they took today, the company its total less its use, and offers the smaller', () => {
    expect(instantRoom({ customerUsed: '2500.50', companyTotal: '5000000.00', companyUsed: '120000.00' })).toEqual({
      customer: '7499.50',
      company: '4880000.00',
      available: '7499.50',
    });
    expect(instantRoom({ customerUsed: '0', companyTotal: '3000.00', companyUsed: '1000.01' }).available).toBe('1999.99');
  });

  it('never offers less than nothing once a total is lowered below what was used', () => {
    expect(instantRoom({ customerUsed: '10000.00', companyTotal: '100.00', companyUsed: '500.00' })).toEqual({
      customer: '0.00',
      company: '0.00',
      available: '0.00',
    });
  });

  it('pays shares × NAV rounded to the fen', () => {
    expect(instantAmount('1234.56', '1.0000')).toBe('1234.56');
    expect(instantAmount('100.01', '1.0005')).toBe('100.06');
  });

  it('allows exactly the room and refuses a fen more, naming the customer limit before the company one', () => {
    const room = instantRoom({ customerUsed: '9000.00', companyTotal: '1000000.00', companyUsed: '999500.00' });
    expect(instantDecision('500.00', room)).toEqual({ ok: true });
    expect(instantDecision('500.01', room)).toEqual({ ok: false, reason: 'companyLimit', left: '500.00' });
    expect(instantDecision('1000.01', room)).toEqual({ ok: false, reason: 'customerLimit', left: '1000.00' });
  });

  it('states the daily limit in its note', () => {
    expect(INSTANT_TEXT.instantNote).toContain('10,000.00元');
  });
});
