import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRADE_TEXT } from '@fund-direct/domain/contracts';
import { decrypt, FUND_DETAIL, keyPair, LAZY, ok, orderView, refusal, renderTradePage, WORKDATES } from './trade-test-support.tsx';

let pair: CryptoKeyPair;
let redemptions: Record<string, string>[];
let withdrawals: Record<string, string>[];
let withdrawalRefused: boolean;
// Set when the redeemed shares were bought with the back-end charge.
let backEndFee: string | undefined;
// Set for a money-market fund, with 快速取现's room of today.
let instantRoom: { available: string } | undefined;

const limit = {
  fundCode: '000001',
  businessCode: '024',
  fundStatus: '0',
  allowed: true,
  reason: null,
  minAmount: '0',
  fundPerOrder: { value: '0', text: '无限额' },
  fundPerDay: { value: '0', text: '无限额' },
  fundDayRemaining: null,
  card: null,
  maxAmount: null,
  shares: '1500.00',
  frozenShares: '300.00',
  availableShares: '1200.00',
  minRedemptionShares: '10',
  minHoldingShares: '10',
};

function redemptionOrder(shares: string, status: '9' | '4' = '9') {
  return orderView({
    businessCode: '024',
    businessName: '赎回',
    recordCode: '03',
    shares,
    largeRedemption: '1',
    quotedFee: '7.41',
    status,
    statusName: status === '9' ? '待确认' : '已撤单',
    cancellable: status === '9',
    expectedArrivalDate: '2026-11-26',
  });
}

beforeEach(async () => {
  redemptions = [];
  withdrawals = [];
  withdrawalRefused = false;
  backEndFee = undefined;
  instantRoom = undefined;
  const keys = await keyPair();
  pair = keys.pair;
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    switch (url.pathname) {
      case '/api/security/public-key':
        return ok({ alg: 'RSA-OAEP-256', publicKey: keys.publicKey });
      case '/api/content/fund/detail':
        return ok(instantRoom ? { ...FUND_DETAIL, fund: { ...FUND_DETAIL.fund, isMoneyFund: true } } : FUND_DETAIL);
      case '/api/trade/instant-room':
        if (!instantRoom) throw new Error('instant room asked for a fund that is not a money fund');
        return ok({ customerLimit: '10000.00', customer: '10000.00', company: '5000000.00', nav: '1.0000', ...instantRoom });
      case '/api/trade/limit':
        return ok(limit);
      case '/api/trade/workdates':
        return ok(WORKDATES);
      case '/api/trade/fare': {
        const body = JSON.parse(String(init.body)) as { shares: string };
        return ok({
          kind: 'shares',
          fundCode: '000001',
          businessCode: '024',
          targetFundCode: null,
          shares: body.shares,
          orderShares: body.shares,
          redeemsAll: false,
          nav: '1.2345',
          navDate: '2026-11-20',
          grossAmount: '1481.40',
          redemptionFee: '7.41',
          convertDiffRate: null,
          convertDiffFee: null,
          fee: '7.41',
          netAmount: '1473.99',
          lots: [],
          arrivalDate: '2026-11-27',
          ...(backEndFee ? { backEndFee } : {}),
        });
      }
      case '/api/trade/redemption': {
        const body = JSON.parse(String(init.body)) as Record<string, string>;
        redemptions.push(body);
        return ok({ order: redemptionOrder(body.shares ?? ''), replayed: false, notice: null });
      }
      case '/api/trade/withdrawal': {
        withdrawals.push(JSON.parse(String(init.body)) as Record<string, string>);
        if (withdrawalRefused) return refusal('3140', TRADE_TEXT.cancelTooLate);
        return ok({ order: redemptionOrder('1200.00', '4'), replayed: false, notice: null });
      }
      default:
        throw new Error(`unexpected call ${url.pathname}`);
    }
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function redeemAll() {
  renderTradePage('/trade/sell?fundCode=000001');
  expect(await screen.findByText('1,200.00份', {}, LAZY)).toBeTruthy();
  expect(screen.getByText('300.00份')).toBeTruthy();
  fireEvent.click(screen.getByRole('radio', { name: '全部' }));
  await waitFor(() => expect((screen.getByPlaceholderText(/最多可赎回/) as HTMLInputElement).value).toBe('1200.00'));
  expect(await screen.findByText('1,473.99元', {}, LAZY)).toBeTruthy();
  expect(screen.getByText('2026-11-27')).toBeTruthy();
  fireEvent.change(screen.getByPlaceholderText('请输入6位数字交易密码'), { target: { value: '147258' } });
  fireEvent.click(screen.getByRole('button', { name: '确认赎回' }));
  expect(await screen.findByText('交易申请已受理', {}, LAZY)).toBeTruthy();
}

describe('/trade/sell', { timeout: 60_000 }, () => {
  it('redeems all available shares as the server gave them, with the large-redemption choice', async () => {
    await redeemAll();
    expect(redemptions).toHaveLength(1);
    expect(redemptions[0]).toMatchObject({ fundCode: '000001', shares: '1200.00', largeRedemption: '1' });
    expect(await decrypt(pair, redemptions[0]!.tradePassword)).toBe('147258');
  });

  it('shows the back-end purchase fee the redemption pays, and no such row when there is none', async () => {
    backEndFee = '12.30';
    renderTradePage('/trade/sell?fundCode=000001');
    fireEvent.change(await screen.findByPlaceholderText(/最多可赎回/, {}, LAZY), { target: { value: '100' } });
    expect(await screen.findByText('后端申购费', {}, LAZY)).toBeTruthy();
    expect(screen.getByText('12.30元')).toBeTruthy();
  });

  it('shows no back-end fee row for front-end shares', async () => {
    renderTradePage('/trade/sell?fundCode=000001');
    fireEvent.change(await screen.findByPlaceholderText(/最多可赎回/, {}, LAZY), { target: { value: '100' } });
    expect(await screen.findByText('赎回费', {}, LAZY)).toBeTruthy();
    expect(screen.queryByText('后端申购费')).toBeNull();
  });

  it('refuses more shares than are available before asking the server', async () => {
    renderTradePage('/trade/sell?fundCode=000001');
    const input = await screen.findByPlaceholderText(/最多可赎回/, {}, LAZY);
    fireEvent.change(input, { target: { value: '1200.01' } });
    fireEvent.change(screen.getByPlaceholderText('请输入6位数字交易密码'), { target: { value: '147258' } });
    fireEvent.click(screen.getByRole('button', { name: '确认赎回' }));
    expect(await screen.findByText(TRADE_TEXT.sharesInsufficient('1,200.00'))).toBeTruthy();
    expect(redemptions).toHaveLength(0);
  });

  it('cancels the pending order from the result view with the trade password', async () => {
    await redeemAll();
    fireEvent.click(screen.getByRole('button', { name: /撤\s*单/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByPlaceholderText('请输入6位数字交易密码'), { target: { value: '147258' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认撤单' }));
    expect(await screen.findByText('交易已撤单', {}, LAZY)).toBeTruthy();
    expect(withdrawals[0]!.orderNo).toBe('20261123000001');
    expect(await decrypt(pair, withdrawals[0]!.tradePassword)).toBe('147258');
    expect(screen.queryByRole('button', { name: /撤\s*单/ })).toBeNull();
  });

  it('keeps the order pending when the server refuses the cancellation', async () => {
    withdrawalRefused = true;
    await redeemAll();
    fireEvent.click(screen.getByRole('button', { name: /撤\s*单/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByPlaceholderText('请输入6位数字交易密码'), { target: { value: '147258' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认撤单' }));
    await waitFor(() => expect(withdrawals).toHaveLength(1));
    expect(await screen.findByText(TRADE_TEXT.cancelTooLate, {}, LAZY)).toBeTruthy();
    expect(screen.getByText('交易申请已受理')).toBeTruthy();
  });

  it('offers a money fund 快速取现 first, paid at once, and sends it as instant', async () => {
    instantRoom = { available: '10000.00' };
    renderTradePage('/trade/sell?fundCode=000001');
    expect(await screen.findByText('今日还可快速取现10,000.00元', {}, LAZY)).toBeTruthy();
    expect((screen.getByRole('radio', { name: /快速取现/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/2026-11-26到账，无金额上限/)).toBeTruthy();
    expect(screen.getByText('实时到账')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText(/最多可赎回/), { target: { value: '800' } });
    fireEvent.change(screen.getByPlaceholderText('请输入6位数字交易密码'), { target: { value: '147258' } });
    fireEvent.click(screen.getByRole('button', { name: '确认赎回' }));
    await waitFor(() => expect(redemptions).toHaveLength(1));
    // No large-redemption choice: 快速取现 is paid whole.
    expect(redemptions[0]).toMatchObject({ shares: '800', instant: true });
    expect(screen.queryByText('巨额赎回')).toBeNull();
  });

  it('names the room when the shares are worth more, and the ordinary way goes in one press', async () => {
    instantRoom = { available: '500.00' };
    renderTradePage('/trade/sell?fundCode=000001');
    fireEvent.change(await screen.findByPlaceholderText(/最多可赎回/, {}, LAZY), { target: { value: '800' } });
    expect(await screen.findByText('超过今日快速取现可用额度500.00元，请减少份额或改用普通赎回')).toBeTruthy();
    expect((screen.getByRole('button', { name: '确认赎回' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '改用普通赎回' }));
    await waitFor(() => expect((screen.getByRole('radio', { name: /普通赎回/ }) as HTMLInputElement).checked).toBe(true));
    fireEvent.change(screen.getByPlaceholderText('请输入6位数字交易密码'), { target: { value: '147258' } });
    fireEvent.click(screen.getByRole('button', { name: '确认赎回' }));
    await waitFor(() => expect(redemptions).toHaveLength(1));
    expect(redemptions[0]).not.toHaveProperty('instant');
  });

  it('offers no 取现方式 for a fund that is not a money fund', async () => {
    renderTradePage('/trade/sell?fundCode=000001');
    await screen.findByPlaceholderText(/最多可赎回/, {}, LAZY);
    expect(screen.queryByText('取现方式')).toBeNull();
    expect(screen.queryByRole('radio', { name: /快速取现/ })).toBeNull();
  });
});
