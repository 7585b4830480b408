import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRADE_TEXT } from '@fund-direct/domain/contracts';
import { FUND_DETAIL, keyPair, LAZY, ok, orderView, renderTradePage } from './trade-test-support.tsx';

let bonuses: Record<string, string>[];
let holdings: {
  fundCode: string;
  fundName: string;
  shares: string;
  dividendMethod: '0' | '1';
  pendingMethod: '0' | '1' | null;
  pendingOrderNo: string | null;
}[];

beforeEach(async () => {
  bonuses = [];
  holdings = [
    { fundCode: '000001', fundName: '沣泽成长混合A', shares: '1500.00', dividendMethod: '1', pendingMethod: null, pendingOrderNo: null },
  ];
  const keys = await keyPair();
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    switch (url.pathname) {
      case '/api/security/public-key':
        return ok({ alg: 'RSA-OAEP-256', publicKey: keys.publicKey });
      case '/api/content/fund/detail':
        return ok(FUND_DETAIL);
      case '/api/query/bonus-list':
        return ok({ list: holdings });
      case '/api/trade/bonus': {
        const body = JSON.parse(String(init.body)) as Record<string, string>;
        bonuses.push(body);
        return ok({
          order: orderView({
            businessCode: '029',
            businessName: '修改分红方式',
            recordCode: '07',
            dividendMethod: body.dividendMethod ?? null,
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

describe('/trade/dividend', { timeout: 60_000 }, () => {
  it('shows the current method and changes it to the other one', async () => {
    renderTradePage('/trade/dividend?fundCode=000001');
    expect(await screen.findByText('现金分红', { selector: 'dd' }, LAZY)).toBeTruthy();
    expect((screen.getByRole('radio', { name: '红利再投资' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByPlaceholderText('请输入6位数字交易密码'), { target: { value: '147258' } });
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('交易申请已受理', {}, LAZY)).toBeTruthy();
    expect(bonuses[0]).toMatchObject({ fundCode: '000001', dividendMethod: '0' });
  });

  it('does not send the method the holding already has', async () => {
    renderTradePage('/trade/dividend?fundCode=000001');
    fireEvent.click(await screen.findByRole('radio', { name: '现金分红' }, LAZY));
    expect(await screen.findByText(TRADE_TEXT.dividendSame)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: '确认修改' }).hasAttribute('disabled')).toBe(true));
  });

  it('says so when the customer does not hold the fund', async () => {
    holdings = [];
    renderTradePage('/trade/dividend?fundCode=000001');
    expect(await screen.findByText(TRADE_TEXT.noHolding, {}, LAZY)).toBeTruthy();
  });
});
