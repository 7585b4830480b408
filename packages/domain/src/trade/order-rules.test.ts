import { describe, expect, it } from 'vitest';
import {
  amountBusinessCode,
  cancelDeadline,
  fundStatusAllows,
  holdingDays,
  isBeforeCancelDeadline,
  isCancellableKind,
  redemptionShares,
} from './order-rules.ts';
import { planTransition } from './plan-status.ts';

describe('fundStatusAllows', () => {
  it('an open fund allows purchase, redemption, conversion and plans', () => {
    for (const kind of ['purchase', 'redeem', 'convertOut', 'convertIn', 'plan'] as const) {
      expect(fundStatusAllows('0', kind).allowed).toBe(true);
    }
  });

  it('a raising fund allows only subscription', () => {
    expect(fundStatusAllows('1', 'subscribe').allowed).toBe(true);
    expect(fundStatusAllows('1', 'purchase')).toEqual({ allowed: false, reason: '基金处于募集期，只能认购' });
    expect(fundStatusAllows('0', 'subscribe')).toEqual({ allowed: false, reason: '基金不在募集期，不能认购' });
  });

  it('a fund in its closed period refuses money and shares', () => {
    for (const status of ['2', '4', '9']) {
      expect(fundStatusAllows(status, 'purchase')).toEqual({ allowed: false, reason: '基金处于封闭期，暂不能交易' });
      expect(fundStatusAllows(status, 'redeem').allowed).toBe(false);
    }
  });

  it('purchase suspended still allows redemption', () => {
    expect(fundStatusAllows('5', 'purchase')).toEqual({ allowed: false, reason: '基金暂停申购' });
    expect(fundStatusAllows('5', 'plan')).toEqual({ allowed: false, reason: '基金暂停申购' });
    expect(fundStatusAllows('5', 'redeem').allowed).toBe(true);
  });

  it('redemption suspended still allows purchase', () => {
    expect(fundStatusAllows('6', 'redeem')).toEqual({ allowed: false, reason: '基金暂停赎回' });
    expect(fundStatusAllows('6', 'convertOut').allowed).toBe(false);
    expect(fundStatusAllows('6', 'purchase').allowed).toBe(true);
  });

  it('money goes in as 020 while raising and 022 when open', () => {
    expect(amountBusinessCode('1')).toBe('020');
    expect(amountBusinessCode('0')).toBe('022');
  });
});

describe('cancellation deadline', () => {
  it('is 15:00 China time on the trade date', () => {
    expect(cancelDeadline('2026-11-20').toISOString()).toBe('2026-11-20T07:00:00.000Z');
  });

  it('lets purchases, redemptions, dividend changes and conversions be withdrawn, but not a 快速取现 already paid', () => {
    for (const code of ['020', '022', '024', '029', '036']) expect(isCancellableKind(code)).toBe(true);
    expect(isCancellableKind('039')).toBe(false);
    expect(isCancellableKind('024', true)).toBe(false);
  });

  it('one second before the cut-off is still in time, the cut-off itself is not', () => {
    expect(isBeforeCancelDeadline('2026-11-20', new Date('2026-11-20T06:59:59Z'))).toBe(true);
    expect(isBeforeCancelDeadline('2026-11-20', new Date('2026-11-20T07:00:00Z'))).toBe(false);
  });
});

describe('planTransition', () => {
  it('pauses an active plan and resumes a paused one', () => {
    expect(planTransition('A', 'pause')).toBe('P');
    expect(planTransition('P', 'resume')).toBe('A');
  });

  it('never brings back a terminated plan', () => {
    expect(planTransition('T', 'resume')).toBeNull();
    expect(planTransition('T', 'pause')).toBeNull();
    expect(planTransition('A', 'resume')).toBeNull();
  });
});

describe('redemptionShares', () => {
  it('refuses more than the available shares', () => {
    expect(redemptionShares('100.01', '100.00', '1', '1')).toEqual({ ok: false, reason: 'insufficient' });
  });

  it('refuses less than the minimum unless it empties the holding', () => {
    expect(redemptionShares('0.50', '100', '1', '1')).toEqual({ ok: false, reason: 'belowMinimum' });
    const all = redemptionShares('0.50', '0.50', '1', '1');
    expect(all.ok && all.shares.toFixed(2)).toBe('0.50');
  });

  it('redeems everything when the remainder would fall below the minimum holding', () => {
    const decision = redemptionShares('99.50', '100.00', '1', '1');
    expect(decision.ok && [decision.shares.toFixed(2), decision.redeemsAll]).toEqual(['100.00', true]);
  });

  it('keeps the requested shares when the remainder is at least the minimum holding', () => {
    const decision = redemptionShares('99.00', '100.00', '1', '1');
    expect(decision.ok && [decision.shares.toFixed(2), decision.redeemsAll]).toEqual(['99.00', false]);
  });
});

describe('holdingDays', () => {
  it('counts calendar days from acquisition to T', () => {
    expect(holdingDays('2026-11-13', '2026-11-20')).toBe(7);
  });
});
