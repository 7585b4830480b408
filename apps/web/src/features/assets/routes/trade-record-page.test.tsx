import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { HoldingItem, TradeOrderView, TradeRecordItem } from '@fund-direct/domain/contracts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setToken, setUser } from '@/lib/auth-state.ts';
import { resetPublicKey } from '@/lib/field-encryption.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { withGuards } from '@/lib/guard-loader.ts';
import { assetsRecordsRoutes } from '../assets-records-routes.tsx';

const LAZY = { timeout: 20_000 };
const SLOW = 60_000;

const TIMELINE: TradeOrderView['timeline'] = [
  { key: 'apply', title: '提交申请', date: '2026-11-23', label: 'T日', done: true },
  { key: 'confirm', title: '份额确认', date: '2026-11-24', label: 'T+1日', done: false },
];

function order(overrides: Partial<TradeOrderView>): TradeOrderView {
  return {
    orderNo: '20261123000001',
    businessCode: '022',
    businessName: '申购',
    recordCode: '02',
    fundCode: '000512',
    fundName: '沣泽价值精选混合A',
    targetFundCode: null,
    targetFundName: null,
    amount: '10000.00',
    shares: null,
    chargeType: 'A',
    quotedFee: '14.98',
    dividendMethod: null,
    largeRedemption: null,
    tradeacco: '0100001',
    cardNoShort: '6225****7890',
    bankName: '招商银行',
    paymentMethod: 'card',
    paymentStatus: 'paid',
    status: '9',
    statusName: '待确认',
    failReason: null,
    tradeDate: '2026-11-23',
    placedAt: '2026-11-23T02:15:00.000Z',
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

type Confirmation = NonNullable<TradeRecordItem['confirmation']>;

function confirmation(overrides: Partial<Confirmation>): Confirmation {
  return {
    recordCode: '02',
    businessName: '申购',
    fundCode: '000512',
    fundName: '沣泽价值精选混合A',
    nav: '1.2345',
    fee: '14.98',
    sharesIn: '8088.31',
    sharesOut: null,
    amount: '10000.00',
    confirmDate: '2026-11-10',
    arrivalDate: null,
    ...overrides,
  };
}

const PENDING = order({});
const REDEEMED = order({
  orderNo: '20261105000007',
  businessCode: '024',
  businessName: '赎回',
  recordCode: '03',
  fundCode: '000003',
  fundName: '沣泽纯债债券A',
  amount: null,
  shares: '1500.00',
  chargeType: null,
  quotedFee: null,
  paymentMethod: null,
  paymentStatus: null,
  status: '1',
  statusName: '确认成功',
  tradeDate: '2026-11-05',
  placedAt: '2026-11-05T03:00:00.000Z',
  expectedArrivalDate: '2026-11-09',
  cancellable: false,
});
const REDEEMED_CONFIRMATION = confirmation({
  recordCode: '03',
  businessName: '赎回',
  fundCode: '000003',
  fundName: '沣泽纯债债券A',
  nav: '1.0521',
  fee: '7.89',
  sharesIn: null,
  sharesOut: '1500.00',
  amount: '1570.26',
  confirmDate: '2026-11-06',
  arrivalDate: '2026-11-09',
});
const DIVIDEND = confirmation({
  recordCode: '74',
  businessName: '分红',
  fundCode: '000003',
  fundName: '沣泽纯债债券A',
  nav: '1.0480',
  fee: '0.00',
  sharesIn: '47.71',
  amount: '50.00',
  confirmDate: '2026-10-16',
});

const APPLICATIONS: TradeRecordItem[] = [
  { order: PENDING, confirmation: null },
  { order: REDEEMED, confirmation: REDEEMED_CONFIRMATION },
];
const CONFIRMATIONS: TradeRecordItem[] = [
  { order: REDEEMED, confirmation: REDEEMED_CONFIRMATION },
  { order: null, confirmation: DIVIDEND },
];

function holding(fundCode: string, fundName: string): HoldingItem {
  return {
    fundCode,
    fundName,
    fundType: '1',
    fundTypeName: '混合型',
    riskLevel: 'R3',
    isMoneyFund: false,
    shares: '1000.00',
    availableShares: '1000.00',
    frozenShares: '0.00',
    nav: '1.2000',
    navDate: '2026-11-20',
    marketValue: '1200.00',
    cost: '1000.00',
    holdingIncome: '200.00',
    holdingIncomeRate: '0.2',
    yesterdayIncome: '1.00',
    cumulativeIncome: '200.00',
    dividendMethod: '0',
    firstDate: '2026-01-05',
    tradeacco: '0100001',
  };
}

const SHARE_INFO = {
  summary: {
    totalAssets: '2400.00',
    marketValue: '2400.00',
    inTransitAmount: '0.00',
    yesterdayIncome: '2.00',
    incomeDate: '2026-11-20',
    holdingIncome: '400.00',
    cumulativeIncome: '400.00',
  },
  list: [holding('000512', '沣泽价值精选混合A'), { ...holding('000003', '沣泽纯债债券A'), shares: '0.00', marketValue: '0.00' }],
  split: [],
};

let calls: { path: string; body: Record<string, unknown> | undefined; query: string }[] = [];
let cancelled = false;
let keys: CryptoKeyPair;
let publicKey = '';

async function newKeys(): Promise<void> {
  resetPublicKey();
  keys = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  publicKey = btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.exportKey('spki', keys.publicKey))));
}

async function decrypt(value: unknown): Promise<string> {
  const cipher = Uint8Array.from(atob(String(value ?? '')), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, keys.privateKey, cipher));
}

// The server's answer to one trade-record request: the kind's rows, 23 in all so that there is a second page.
function records(body: Record<string, unknown> | undefined) {
  const rows = body?.kind === 'dc' ? CONFIRMATIONS : APPLICATIONS;
  const list = cancelled
    ? rows.map((row) =>
        row.order?.orderNo === PENDING.orderNo
          ? { ...row, order: { ...PENDING, status: '4' as const, statusName: '已撤单', cancellable: false } }
          : row,
      )
    : rows;
  return { list, total: 23, pageNum: body?.pageNum ?? 1, pageSize: body?.pageSize ?? 10 };
}

beforeEach(async () => {
  await newKeys();
  calls = [];
  cancelled = false;
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    calls.push({ path, body, query: url.search });
    let data: unknown = null;
    if (path === '/query/trade-record') data = records(body);
    if (path === '/query/share-info') data = SHARE_INFO;
    if (path === '/security/public-key') data = { alg: 'RSA-OAEP-256', publicKey };
    if (path === '/trade/withdrawal') {
      cancelled = true;
      data = { order: { ...PENDING, status: '4', statusName: '已撤单', cancellable: false }, replayed: false, notice: null };
    }
    return new Response(JSON.stringify({ code: '0000', msg: '成功', data }), { headers: { 'content-type': 'application/json' } });
  });
  setToken('t-1');
  setUser({ custname: '王明', mobileno: '13800000001', custbelongto: '1', isEnterprise: 0 });
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

function renderAt(path: string) {
  const router = createMemoryRouter(withGuards(assetsRecordsRoutes), { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const recordRequests = () => calls.filter((c) => c.path === '/query/trade-record').map((c) => c.body);
const lastRecordRequest = () => recordRequests().at(-1);

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
}

function rowOf(table: HTMLElement, text: string): HTMLElement {
  const row = within(table)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(text));
  if (!row) throw new Error(`no row with ${text}`);
  return row;
}

describe('交易记录', () => {
  it(
    'lists the applications with their amount or shares and status, and filters through the URL',
    async () => {
      const router = renderAt('/assets/trade_record');
      const table = await screen.findByRole('table', {}, LAZY);
      await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
      expect(screen.getByRole('tab', { name: '交易申请', selected: true })).toBeTruthy();
      const pending = rowOf(table, '待确认');
      expect(pending.textContent).toContain('2026-11-23');
      expect(pending.textContent).toContain('申购');
      expect(pending.textContent).toContain('沣泽价值精选混合A');
      expect(pending.textContent).toContain('10,000.00元');
      expect(pending.textContent).toContain('待确认');
      expect(pending.textContent).toContain('可撤单');
      const redeemed = rowOf(table, '沣泽纯债债券A');
      expect(redeemed.textContent).toContain('1,500.00份');
      expect(redeemed.textContent).toContain('确认成功');
      expect(screen.getByText('共 23 条')).toBeTruthy();
      expect(lastRecordRequest()).toEqual({ kind: 'ds', recordCodes: [], pageNum: 1, pageSize: 10 });

      await choose('业务类型', '定投');
      await waitFor(() => expect(lastRecordRequest()).toMatchObject({ kind: 'ds', recordCodes: ['90', '39', '93', '77'], pageNum: 1 }));
      expect(router.state.location.search).toBe('?type=fixed');

      await choose('交易状态', '交易失败');
      await waitFor(() => expect(lastRecordRequest()).toMatchObject({ recordCodes: ['90', '39', '93', '77'], status: '0' }));

      await choose('基金', '沣泽纯债债券A（000003）');
      await waitFor(() => expect(lastRecordRequest()).toMatchObject({ status: '0', fundCode: '000003' }));
      expect(new URLSearchParams(router.state.location.search).get('fundCode')).toBe('000003');
      expect(calls.find((c) => c.path === '/query/share-info')?.query).toBe('?firstflag=0');

      fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
      await waitFor(() => expect(lastRecordRequest()).toEqual({ kind: 'ds', recordCodes: [], pageNum: 1, pageSize: 10 }));
      expect(router.state.location.search).toBe('');

      fireEvent.click(screen.getByTitle('3'));
      await waitFor(() => expect(lastRecordRequest()).toMatchObject({ pageNum: 3 }));
      expect(router.state.location.search).toBe('?page=3');
    },
    SLOW,
  );

  it(
    'opens a row to the full order and withdraws a pending one with the trade password',
    async () => {
      renderAt('/assets/trade_record');
      const table = await screen.findByRole('table', {}, LAZY);
      await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
      fireEvent.click(within(rowOf(table, '待确认')).getByRole('button', { name: /展开/ }));
      const detail = await screen.findByLabelText('交易详情');
      const text = detail.textContent ?? '';
      for (const part of [
        '订单号20261123000001',
        '申请金额10,000.00元',
        '预估手续费14.98元',
        '银行卡快捷支付（已支付）',
        '招商银行 6225****7890',
        '申请日期2026-11-23',
        '下单时间2026-11-23 10:15:00',
        '预计确认日期2026-11-24',
        '撤单截止2026-11-23 15:00',
      ]) {
        expect(text).toContain(part);
      }

      fireEvent.click(within(detail.parentElement!).getByRole('button', { name: /撤\s*单/ }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.change(within(dialog).getByLabelText('交易密码'), { target: { value: '147258' } });
      const before = recordRequests().length;
      fireEvent.click(within(dialog).getByRole('button', { name: '确认撤单' }));
      await waitFor(() => expect(calls.map((c) => c.path)).toContain('/trade/withdrawal'), LAZY);
      await waitFor(() => expect(rowOf(screen.getByRole('table'), '10,000.00元').textContent).toContain('已撤单'));
      const sent = calls.find((c) => c.path === '/trade/withdrawal');
      expect(sent?.body?.orderNo).toBe('20261123000001');
      expect(await decrypt(sent?.body?.tradePassword)).toBe('147258');
      expect(recordRequests().length).toBeGreaterThan(before);
      expect(rowOf(screen.getByRole('table'), '10,000.00元').textContent).not.toContain('可撤单');
    },
    SLOW,
  );

  it(
    'shows the confirmations, dividends included, with the confirmed figures; the filters come from the URL',
    async () => {
      renderAt('/assets/trade_record?kind=dc&type=dividend&fundCode=000003&start=2026-10-01&end=2026-11-30&page=2');
      const table = await screen.findByRole('table', {}, LAZY);
      await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
      expect(recordRequests()[0]).toEqual({
        kind: 'dc',
        recordCodes: ['74'],
        fundCode: '000003',
        startDate: '2026-10-01',
        endDate: '2026-11-30',
        pageNum: 2,
        pageSize: 10,
      });
      expect(screen.getByRole('tab', { name: '确认记录', selected: true })).toBeTruthy();
      expect(screen.queryByRole('combobox', { name: '交易状态' })).toBeNull();
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
      expect(headers).toEqual(expect.arrayContaining(['确认日期', '业务类型', '基金', '确认份额', '确认金额', '确认净值', '手续费']));

      const redeemed = rowOf(table, '赎回');
      for (const part of ['2026-11-06', '1,500.00份', '1,570.26元', '1.0521', '7.89元']) expect(redeemed.textContent).toContain(part);
      const dividend = rowOf(table, '分红');
      for (const part of ['2026-10-16', '47.71份', '50.00元', '1.0480']) expect(dividend.textContent).toContain(part);

      fireEvent.click(within(redeemed).getByRole('button', { name: /展开/ }));
      const detail = await screen.findByLabelText('交易详情');
      for (const part of [
        '订单号20261105000007',
        '申请份额1,500.00份',
        '确认净值1.0521',
        '手续费7.89元',
        '确认份额1,500.00份',
        '确认金额1,570.26元',
        '确认日期2026-11-06',
        '到账日期2026-11-09',
      ]) {
        expect(detail.textContent).toContain(part);
      }
      expect(within(detail.parentElement!).queryByRole('button', { name: /撤\s*单/ })).toBeNull();

      fireEvent.click(screen.getByRole('tab', { name: '交易申请' }));
      await waitFor(() =>
        expect(lastRecordRequest()).toEqual({
          kind: 'ds',
          recordCodes: [],
          fundCode: '000003',
          startDate: '2026-10-01',
          endDate: '2026-11-30',
          pageNum: 1,
          pageSize: 10,
        }),
      );
    },
    SLOW,
  );
});
