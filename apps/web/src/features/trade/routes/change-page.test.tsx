import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRADE_TEXT } from '@fund-direct/domain/contracts';
import { FUND_DETAIL, keyPair, LAZY, ok, orderView, renderTradePage, WORKDATES } from './trade-test-support.tsx';

let converts: Record<string, string>[];
let fares: Record<string, string>[];
let convertible: boolean;

beforeEach(async () => {
  converts = [];
  fares = [];
  convertible = true;
  const keys = await keyPair();
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    switch (url.pathname) {
      case '/api/security/public-key':
        return ok({ alg: 'RSA-OAEP-256', publicKey: keys.publicKey });
      case '/api/content/fund/detail':
        return ok({ ...FUND_DETAIL, fund: { ...FUND_DETAIL.fund, convertible } });
      case '/api/trade/limit':
        return ok({
          fundCode: '000001',
          businessCode: '036',
          fundStatus: '0',
          allowed: true,
          reason: null,
          minAmount: '0',
          fundPerOrder: { value: '0', text: '无限额' },
          fundPerDay: { value: '0', text: '无限额' },
          fundDayRemaining: null,
          card: null,
          maxAmount: null,
          shares: '800.00',
          frozenShares: '0.00',
          availableShares: '800.00',
          minRedemptionShares: '10',
          minHoldingShares: '10',
        });
      case '/api/trade/workdates':
        return ok(WORKDATES);
      case '/api/query/targetfunds':
        return ok({ list: [{ fundCode: '000002', fundName: '沣泽稳健债券A', fundType: '3', riskLevel: 'R2', status: '0' }] });
      case '/api/trade/fare': {
        const body = JSON.parse(String(init.body)) as Record<string, string>;
        fares.push(body);
        return ok({
          kind: 'shares',
          fundCode: '000001',
          businessCode: '036',
          targetFundCode: body.targetFundCode,
          shares: body.shares,
          orderShares: body.shares,
          redeemsAll: false,
          nav: '1.2345',
          navDate: '2026-11-20',
          grossAmount: '123.45',
          redemptionFee: '0.62',
          convertDiffRate: '0.001',
          convertDiffFee: '0.12',
          fee: '0.74',
          netAmount: '122.71',
          lots: [],
          arrivalDate: null,
        });
      }
      case '/api/trade/convert': {
        const body = JSON.parse(String(init.body)) as Record<string, string>;
        converts.push(body);
        return ok({
          order: orderView({
            businessCode: '036',
            businessName: '基金转换',
            recordCode: '13',
            shares: body.shares ?? null,
            targetFundCode: '000002',
            targetFundName: '沣泽稳健债券A',
          }),
          replayed: false,
          notice: null,
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

describe('/trade/change', { timeout: 60_000 }, () => {
  it('converts shares into a target fund of the targetfunds call, with the fee difference quoted', async () => {
    renderTradePage('/trade/change?fundCode=000001');
    const shares = await screen.findByPlaceholderText(/最多可转换/, {}, LAZY);
    fireEvent.mouseDown(await screen.findByRole('combobox', {}, LAZY));
    fireEvent.click(await screen.findByText(/沣泽稳健债券A（000002）/, { selector: '.ant-select-item-option-content *' }, LAZY));
    fireEvent.change(shares, { target: { value: '100' } });
    expect(await screen.findByText('0.12元（0.10%）', {}, LAZY)).toBeTruthy();
    expect(fares.at(-1)).toEqual({ businessCode: '036', fundCode: '000001', targetFundCode: '000002', shares: '100' });
    fireEvent.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }));
    fireEvent.change(screen.getByPlaceholderText('请输入6位数字交易密码'), { target: { value: '147258' } });
    fireEvent.click(screen.getByRole('button', { name: '确认转换' }));
    expect(await screen.findByText('交易申请已受理', {}, LAZY)).toBeTruthy();
    expect(converts[0]).toMatchObject({ fundCode: '000001', targetFundCode: '000002', shares: '100', largeRedemption: '1' });
  });

  it('refuses a fund that cannot be converted', async () => {
    convertible = false;
    renderTradePage('/trade/change?fundCode=000001');
    expect(await screen.findByText(TRADE_TEXT.convertNotAllowed, {}, LAZY)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: '确认转换' }).hasAttribute('disabled')).toBe(true));
  });
});
