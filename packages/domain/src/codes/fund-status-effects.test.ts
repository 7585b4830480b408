import { describe, expect, it } from 'vitest';
import { fundStatusAllows, type OrderKind } from '../trade/order-rules.ts';
import { FUND_STATUSES, type FundStatus } from './fund.ts';
import { FUND_STATUS_EFFECTS } from './fund-status-effects.ts';

const KINDS = ['subscribe', 'purchase', 'plan', 'redeem', 'convertOut', 'convertIn'] as const satisfies readonly OrderKind[];

describe('FUND_STATUS_EFFECTS', () => {
  it('explains every §3 status', () => {
    expect(Object.keys(FUND_STATUS_EFFECTS).sort()).toEqual(Object.keys(FUND_STATUSES).sort());
  });

  it.each(Object.keys(FUND_STATUSES) as FundStatus[])('status %s says what trading enforces', (status) => {
    const effect = FUND_STATUS_EFFECTS[status];
    for (const kind of KINDS) expect({ kind, allowed: effect[kind] }).toEqual({ kind, allowed: fundStatusAllows(status, kind).allowed });
  });

  it('reads 暂停申购 as no purchase or plan, redemption allowed', () => {
    expect(FUND_STATUS_EFFECTS['5'].summary).toBe('不可申购/定投，可赎回/转出');
  });
});
