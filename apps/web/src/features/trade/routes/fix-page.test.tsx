import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FUND_DETAIL, keyPair, LAZY, ok, renderTradePage, WORKDATES } from './trade-test-support.tsx';

let plans: Record<string, unknown>[];
let scheduleQueries: Record<string, string>[];

const CARD = {
  tradeacco: '1001',
  bankCode: '002',
  bankName: '工商银行',
  logoKey: 'bank-002',
  cardNoMasked: '622202**********1234',
  cardNoShort: '6222****1234',
  cardTail: '1234',
  reservedMobile: '138****0001',
  capitalmode: '0',
  status: 'signed',
  perOrderLimit: '50000',
  perDayLimit: '50000',
  perOrderLimitText: '5万元',
  perDayLimitText: '5万元',
  signedDate: '2026-01-01',
};

beforeEach(async () => {
  plans = [];
  scheduleQueries = [];
  const keys = await keyPair();
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    switch (url.pathname) {
      case '/api/security/public-key':
        return ok({ alg: 'RSA-OAEP-256', publicKey: keys.publicKey });
      case '/api/content/fund/detail':
        return ok({ ...FUND_DETAIL, fund: { ...FUND_DETAIL.fund, riskLevel: 'R3' } });
      case '/api/account/bank/user-list':
        return ok({ list: [CARD] });
      case '/api/trade/limit':
        return ok({
          fundCode: '000001',
          businessCode: '039',
          fundStatus: '0',
          allowed: true,
          reason: null,
          minAmount: '100',
          fundPerOrder: { value: '0', text: '无限额' },
          fundPerDay: { value: '0', text: '无限额' },
          fundDayRemaining: null,
          card: null,
          maxAmount: null,
          shares: null,
          frozenShares: null,
          availableShares: null,
          minRedemptionShares: '1',
          minHoldingShares: '1',
        });
      case '/api/trade/workdates':
        return ok(WORKDATES);
      case '/api/trade/warning-list':
        return ok({
          fundCode: '000001',
          fundName: '沣泽成长混合A',
          decision: 'match',
          customerLevel: 'C3',
          customerLevelName: '平衡型',
          productLevel: 'R3',
          productLevelName: '中风险',
          warnings: [],
        });
      case '/api/trade/fixed-plan/workdates': {
        const query = Object.fromEntries(url.searchParams);
        scheduleQueries.push(query);
        const next = query.unit === '2' ? '2026-11-24' : '2026-12-08';
        return ok({
          nextDate: next,
          dates: [next, '2027-01-08', '2027-02-08'],
          cycleText: query.unit === '2' ? '每个交易日' : `每月${query.dayOfMonth}日`,
        });
      }
      case '/api/trade/fare':
        return ok({
          kind: 'amount',
          fundCode: '000001',
          businessCode: '039',
          chargeType: 'A',
          amount: '500',
          listRate: '0.015',
          rate: '0.0015',
          discount: '0.1',
          fixedFee: null,
          fee: '0.75',
          listFee: '7.39',
          netAmount: '499.25',
          backEndTiers: [],
        });
      case '/api/trade/fixed-plan': {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        plans.push(body);
        return ok({
          plan: {
            planNo: '90000001',
            fundCode: '000001',
            fundName: '沣泽成长混合A',
            amount: body.amount,
            unit: body.unit,
            dayOfMonth: null,
            weekday: null,
            cycleText: '每个交易日',
            startDate: body.startDate,
            nextDate: '2026-11-24',
            status: 'A',
            statusName: '正常',
            tradeacco: '1001',
            cardNoShort: '6222****1234',
            bankName: '工商银行',
            chargeType: 'A',
            runCount: 0,
            investedAmount: '0',
            failedCount: 0,
            createdAt: '2026-11-23T02:00:00.000Z',
          },
          replayed: false,
        });
      }
      default:
        throw new Error(`unexpected call ${url.pathname}`);
    }
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/trade/fix', { timeout: 60_000 }, () => {
  it('asks for the next deduction date once the cycle is complete and sets up a daily plan', async () => {
    renderTradePage('/trade/fix?fundCode=000001');
    const amount = await screen.findByPlaceholderText('请输入每期定投金额', {}, LAZY);
    // A monthly plan needs its day first: nothing is asked without it.
    await waitFor(() => expect(screen.getByText('选择周期、扣款日和开始日期后显示')).toBeTruthy());
    expect(scheduleQueries).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: '每日' }));
    expect(await screen.findByText('2026-11-24', {}, LAZY)).toBeTruthy();
    expect(scheduleQueries.at(-1)).toEqual({ unit: '2', startDate: '2026-11-23' });

    fireEvent.change(amount, { target: { value: '500' } });
    expect(await screen.findByText('大写：伍佰元整')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }));
    fireEvent.change(screen.getByPlaceholderText('请输入6位数字交易密码'), { target: { value: '147258' } });
    fireEvent.click(screen.getByRole('button', { name: '确认定投' }));
    expect(await screen.findByText('定投计划设置成功', {}, LAZY)).toBeTruthy();
    expect(plans[0]).toMatchObject({
      fundCode: '000001',
      amount: '500',
      unit: '2',
      startDate: '2026-11-23',
      tradeacco: '1001',
      chargeType: 'A',
    });
    expect(plans[0]).not.toHaveProperty('dayOfMonth');
    expect(screen.getByText('90000001')).toBeTruthy();
  });
});
