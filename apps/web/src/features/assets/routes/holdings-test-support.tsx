import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type {
  AggregationResponse,
  HoldingItem,
  HoldLot,
  InTransitItem,
  MessageItem,
  NoticeListResponse,
  ShareInfoResponse,
  TodoItem,
  TrendResponse,
} from '@fund-direct/domain/contracts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/query-client.ts';
import { withGuards } from '@/lib/guard-loader.ts';
import { assetsOverviewRoutes } from '../assets-overview-routes.tsx';

// Fixtures of the my-assets and asset-detail page tests, typed by the contracts: a customer with a
// mixed, a bond and a money fund on 2026-11-20, one purchase, one redemption and one conversion pending.

// The page chunk brings Ant Design along; the first import in a fresh worker is slow.
export const LAZY = { timeout: 15_000 };
export const SLOW = 30_000;

export const MIXED: HoldingItem = {
  fundCode: '000512',
  fundName: '沣泽价值精选混合A',
  fundType: '1',
  fundTypeName: '混合型',
  riskLevel: 'R3',
  isMoneyFund: false,
  shares: '12345.67',
  availableShares: '10345.67',
  frozenShares: '2000.00',
  nav: '1.2345',
  navDate: '2026-11-20',
  marketValue: '15240.73',
  cost: '14000.00',
  holdingIncome: '1240.73',
  holdingIncomeRate: '0.0886',
  yesterdayIncome: '37.04',
  cumulativeIncome: '1520.18',
  dividendMethod: '0',
  firstDate: '2025-12-08',
  tradeacco: '0100001',
};

// Every share is frozen by the pending redemption of all of them.
export const BOND: HoldingItem = {
  ...MIXED,
  fundCode: '000301',
  fundName: '沣泽纯债债券A',
  fundType: '3',
  fundTypeName: '债券型',
  riskLevel: 'R2',
  shares: '20000.00',
  availableShares: '0.00',
  frozenShares: '20000.00',
  nav: '1.0512',
  marketValue: '21024.00',
  cost: '21200.00',
  holdingIncome: '-176.00',
  holdingIncomeRate: '-0.0083',
  yesterdayIncome: '-4.00',
  cumulativeIncome: '312.50',
  dividendMethod: '1',
  firstDate: '2026-02-10',
};

export const MONEY: HoldingItem = {
  ...MIXED,
  fundCode: '000701',
  fundName: '沣泽货币A',
  fundType: '5',
  fundTypeName: '货币型',
  riskLevel: 'R1',
  isMoneyFund: true,
  shares: '5000.00',
  availableShares: '5000.00',
  frozenShares: '0.00',
  nav: '1.0000',
  marketValue: '5000.00',
  cost: '5000.00',
  holdingIncome: '0.00',
  holdingIncomeRate: '0.0000',
  yesterdayIncome: '0.62',
  cumulativeIncome: '45.30',
  firstDate: '2026-05-06',
};

export const SHARE_INFO: ShareInfoResponse = {
  summary: {
    totalAssets: '42264.73',
    marketValue: '41264.73',
    inTransitAmount: '1000.00',
    yesterdayIncome: '33.66',
    incomeDate: '2026-11-20',
    holdingIncome: '1064.73',
    cumulativeIncome: '1877.98',
  },
  list: [MIXED, BOND, MONEY],
  split: [
    { fundType: '3', fundTypeName: '债券型', marketValue: '21024.00', ratio: '0.5095' },
    { fundType: '1', fundTypeName: '混合型', marketValue: '15240.73', ratio: '0.3693' },
    { fundType: '5', fundTypeName: '货币型', marketValue: '5000.00', ratio: '0.1212' },
  ],
};

const pending = (item: Partial<InTransitItem> & Pick<InTransitItem, 'orderNo' | 'businessCode' | 'businessName'>): InTransitItem => ({
  fundCode: MIXED.fundCode,
  fundName: MIXED.fundName,
  targetFundName: null,
  amount: null,
  shares: null,
  tradeDate: '2026-11-23',
  expectedConfirmDate: '2026-11-24',
  expectedArrivalDate: null,
  paymentStatus: null,
  cancellable: true,
  ...item,
});

export const IN_TRANSIT: InTransitItem[] = [
  pending({ orderNo: '20261123000101', businessCode: '022', businessName: '申购', amount: '1000.00', paymentStatus: 'paid' }),
  pending({
    orderNo: '20261123000102',
    businessCode: '024',
    businessName: '赎回',
    fundCode: BOND.fundCode,
    fundName: BOND.fundName,
    shares: '20000.00',
    expectedArrivalDate: '2026-11-26',
  }),
  pending({ orderNo: '20261123000103', businessCode: '036', businessName: '基金转换', targetFundName: MONEY.fundName, shares: '2000.00' }),
];

export const TODOS: TodoItem[] = [
  {
    id: 'risk_expiring:2026-12-05',
    kind: 'risk_expiring',
    title: '风险测评即将到期',
    content: '您的风险测评将于2026-12-05到期，请及时重新测评。',
    path: '/account/risk',
    date: '2026-12-05',
  },
  {
    id: 'plan_failed:202611180001',
    kind: 'plan_failed',
    title: '定投扣款失败',
    content: '沣泽价值精选混合A 定投计划 2026-11-18 扣款失败：银行卡余额不足。',
    path: '/assets/my_fix',
    date: '2026-11-18',
  },
];

export const MESSAGES: MessageItem[] = [
  {
    id: 'order:20261119000007',
    title: '申购确认成功',
    content: '您申购的沣泽价值精选混合A 已确认 808.37 份。',
    state: '0',
    createdAt: '2026-11-20T10:05:00.000Z',
    orderNo: '20261119000007',
  },
  {
    id: 'dividend:000301:2026-11-10',
    title: '分红到账',
    content: '沣泽纯债债券A 现金分红 156.00 元已发放。',
    state: '1',
    createdAt: '2026-11-12T01:00:00.000Z',
    orderNo: null,
  },
  {
    id: 'order:20261101000003',
    title: '赎回确认成功',
    content: '已删除的消息不再显示。',
    state: '2',
    createdAt: '2026-11-02T01:00:00.000Z',
    orderNo: '20261101000003',
  },
];

export function aggregation(overrides: Partial<AggregationResponse> = {}): AggregationResponse {
  return {
    shareInfo: SHARE_INFO,
    inTransit: { list: IN_TRANSIT, totalAmount: '1000.00' },
    todo: { list: TODOS },
    messages: { list: MESSAGES, unread: 1 },
    ...overrides,
  };
}

export const EMPTY_AGGREGATION: AggregationResponse = {
  shareInfo: {
    summary: {
      totalAssets: '0.00',
      marketValue: '0.00',
      inTransitAmount: '0.00',
      yesterdayIncome: '0.00',
      incomeDate: null,
      holdingIncome: '0.00',
      cumulativeIncome: '0.00',
    },
    list: [],
    split: [],
  },
  inTransit: { list: [], totalAmount: '0.00' },
  todo: { list: [] },
  messages: { list: [], unread: 0 },
};

// Two lots of the mixed fund: the older one already pays the lower redemption fee, the newer one
// reaches it on 2027-03-01.
export const LOTS: HoldLot[] = [
  {
    acquiredDate: '2025-12-09',
    chargeType: 'A',
    shares: '8095.13',
    remaining: '8095.13',
    holdingDays: 349,
    feeRate: '0.005',
    nextFeeRate: '0.0025',
    nextFeeDate: '2026-12-09',
  },
  {
    acquiredDate: '2026-09-01',
    chargeType: 'A',
    shares: '4250.54',
    remaining: '4250.54',
    holdingDays: 83,
    feeRate: '0.015',
    nextFeeRate: '0.005',
    nextFeeDate: '2027-03-01',
  },
];

export const TREND: TrendResponse = {
  navs: [
    { date: '2026-11-16', nav: '1.2210' },
    { date: '2026-11-17', nav: '1.2258' },
    { date: '2026-11-18', nav: '1.2301' },
    { date: '2026-11-19', nav: '1.2297' },
    { date: '2026-11-20', nav: '1.2345' },
  ],
  points: [
    { date: '2026-11-17', side: 'buy', nav: '1.2258', amount: '1000.00', shares: '808.37', businessName: '申购' },
    { date: '2026-11-19', side: 'sell', nav: '1.2297', amount: '1224.68', shares: '1000.00', businessName: '赎回' },
  ],
  income: [
    { date: '2026-11-17', income: '59.13', cumulativeIncome: '1433.25' },
    { date: '2026-11-18', income: '52.72', cumulativeIncome: '1485.97' },
    { date: '2026-11-19', income: '-2.83', cumulativeIncome: '1483.14' },
    { date: '2026-11-20', income: '37.04', cumulativeIncome: '1520.18' },
  ],
};

export const NOTICES: NoticeListResponse = {
  list: [
    {
      noticeId: 41,
      group: 'regular',
      groupName: '定期报告',
      title: '沣泽价值精选混合型证券投资基金2026年第3季度报告',
      fundCode: '000512',
      publishedAt: '2026-10-25 09:00:00',
      attachmentCount: 1,
    },
    {
      noticeId: 38,
      group: 'temp',
      groupName: '临时公告',
      title: '沣泽价值精选混合型证券投资基金基金经理变更公告',
      fundCode: '000512',
      publishedAt: '2026-09-12 09:00:00',
      attachmentCount: 0,
    },
  ],
  total: 2,
};

export const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: '0000', msg: '成功', data }), { headers: { 'content-type': 'application/json' } });

export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown> | undefined;
}

// Reads what the page sent: the path without /api, the query and the JSON body.
export function readCall(input: string, init: RequestInit | undefined): RecordedCall {
  const url = new URL(String(input), 'http://localhost');
  return {
    method: init?.method ?? 'GET',
    path: url.pathname.replace(/^\/api/, ''),
    query: Object.fromEntries(url.searchParams),
    body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
  };
}

export function renderAccountPage(path: string) {
  const router = createMemoryRouter(withGuards(assetsOverviewRoutes), { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
