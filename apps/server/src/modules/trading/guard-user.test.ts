import { firstBlockingGuard, requirementFor } from '@fund-direct/domain/guards';
import { describe, expect, it } from 'vitest';
import { guardUserOf, type GuardCustomer } from './guard-user.ts';

// Friday 2026-11-20, 10:00 in Shanghai.
const now = new Date('2026-11-20T02:00:00Z');

const opened: GuardCustomer = {
  custtype: '1',
  custname: '张三',
  // Cipher text that no key opens: the guard must not need the number itself.
  idnoEnc: 'not-a-cipher-text',
  idtype: '0',
  invalidate: '2036-01-01',
  liveNation: '156',
  workcode: '01',
  annualsalary: '2',
  educational: '3',
  address: '上海市浦东新区',
  mobile: '13800000001',
  custbelongto: '1',
  idcardupload: '1',
  riskability: '3',
  riskinvalidate: '20271120',
  riskexpired: '0',
};

describe('guard input from the customer row', () => {
  it('passes the purchase chain for an opened, complete customer without reading the ID number', () => {
    expect(firstBlockingGuard(guardUserOf(opened, now), requirementFor('purchase'), now)).toBeNull();
  });

  it('counts a missing ID number as an incomplete profile', () => {
    expect(firstBlockingGuard(guardUserOf({ ...opened, idnoEnc: null }, now), requirementFor('purchase'), now)?.key).toBe('profile');
  });

  it('treats an assessment whose validity ended before today in Shanghai as expired while the flag still says 0', () => {
    expect(guardUserOf({ ...opened, riskinvalidate: '20261119' }, now).riskexpired).toBe('1');
  });

  it('marks an institution so the order path refuses it', () => {
    expect(guardUserOf({ ...opened, custtype: '0' }, now).isEnterprise).toBe(1);
  });
});
