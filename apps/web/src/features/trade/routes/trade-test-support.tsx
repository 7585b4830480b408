import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RANKING_PERIODS } from '@fund-direct/domain/codes';
import type { TradeOrderView } from '@fund-direct/domain/contracts';
import { resetPublicKey } from '@/lib/field-encryption.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { tradeRoutes } from '../trade-routes.tsx';

// Shared pieces of the trade page tests: a fund, an order, envelopes, the encryption key pair.

// The page chunk brings Ant Design along; the first import in a fresh worker is slow.
export const LAZY = { timeout: 20_000 };

export const FUND = {
  fundcode: '000001',
  fundname: '沣泽成长混合A',
  shortName: '沣泽成长',
  fundType: '1',
  fundTypeLabel: '混合型',
  riskLevel: 'R4',
  riskLevelLabel: '中高风险',
  status: '0',
  statusLabel: '开放期',
  state: '1',
  setupDate: '2020-01-01',
  isMoneyFund: false,
  minPurchaseAmount: '10',
  navDate: '2026-11-20',
  nav: '1.2345',
  accNav: '1.5',
  dailyChange: '0.01',
  incomePer10k: null,
  yield7d: null,
  yields: Object.fromEntries(Object.keys(RANKING_PERIODS).map((key) => [key, null])),
  benchmark: '沪深300指数收益率×80%+中债总指数收益率×20%',
  shareClass: 'A',
  minSubscriptionAmount: '10',
  convertible: true,
  confirmDays: 1,
  redemptionArrivalDays: 3,
};

export const FUND_DETAIL = {
  fund: FUND,
  currentManagers: [],
  formerManagers: [],
  fees: { subscription: [], purchase: [], redemption: [], managementRate: '0.012', custodyRate: '0.002', salesServiceRate: null },
  dividends: [],
  documents: [],
};

export const TIMELINE: TradeOrderView['timeline'] = [
  { key: 'apply', title: '提交申请', date: '2026-11-23', label: 'T日', done: true },
  { key: 'confirm', title: '份额确认', date: '2026-11-24', label: 'T+1日', done: false },
  { key: 'income', title: '查看收益', date: '2026-11-25', label: 'T+2日', done: false },
];

export const WORKDATES = {
  now: '2026-11-23T02:00:00.000Z',
  today: '2026-11-23',
  tradeDate: '2026-11-23',
  cutoff: '2026-11-23T07:00:00.000Z',
  beforeCutoff: true,
  confirmDate: '2026-11-24',
  incomeDate: '2026-11-25',
  arrivalDate: '2026-11-26',
  timeline: TIMELINE,
};

export function orderView(overrides: Partial<TradeOrderView>): TradeOrderView {
  return {
    orderNo: '20261123000001',
    businessCode: '022',
    businessName: '申购',
    recordCode: '02',
    fundCode: FUND.fundcode,
    fundName: FUND.fundname,
    targetFundCode: null,
    targetFundName: null,
    amount: null,
    shares: null,
    chargeType: null,
    quotedFee: null,
    dividendMethod: null,
    largeRedemption: null,
    tradeacco: '1001',
    cardNoShort: '6222****1234',
    bankName: '工商银行',
    paymentMethod: null,
    paymentStatus: null,
    status: '9',
    statusName: '待确认',
    failReason: null,
    tradeDate: '2026-11-23',
    placedAt: '2026-11-23T02:00:00.000Z',
    expectedConfirmDate: '2026-11-24',
    expectedArrivalDate: null,
    cancellable: true,
    cancelDeadline: '2026-11-23T07:00:00.000Z',
    planNo: null,
    instant: false,
    remitAccount: null,
    timeline: TIMELINE,
    ...overrides,
  };
}

export const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: '0000', msg: '成功', data }), { headers: { 'content-type': 'application/json' } });
export const refusal = (code: string, msg: string) =>
  new Response(JSON.stringify({ code, msg }), { headers: { 'content-type': 'application/json' } });

// A fresh RSA key pair per test: the page encrypts the trade password with it, the test reads it back.
export async function keyPair(): Promise<{ pair: CryptoKeyPair; publicKey: string }> {
  resetPublicKey();
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const publicKey = btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey))));
  return { pair, publicKey };
}

export async function decrypt(pair: CryptoKeyPair, value: string | undefined): Promise<string> {
  const cipher = Uint8Array.from(atob(value ?? ''), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, cipher));
}

export function renderTradePage(path: string) {
  const router = createMemoryRouter(tradeRoutes, { initialEntries: [path] });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
