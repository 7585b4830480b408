import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpsFundDetailResponse } from '@fund-direct/domain/contracts/ops';
import { createQueryClient } from '@/lib/query-client.ts';
import { FundEditPage } from './fund-edit-page.tsx';

const fund: OpsFundDetailResponse = {
  code: '000512',
  isMoneyFund: false,
  basic: { name: '沣泽价值精选混合A', shortName: '沣泽价值精选A', fundType: '1', riskLevel: 'R3', status: '5' },
  limits: {
    minPurchaseAmount: '10.00',
    minSubscriptionAmount: '10.00',
    maxPurchasePerOrder: '0.00',
    maxPurchasePerDay: '0.00',
    minRedemptionShares: '1.00',
    minHoldingShares: '1.00',
  },
  fees: {
    purchaseDiscount: '0.1000',
    subscription: [],
    purchase: [{ min: '0.00', rule: { kind: 'rate', rate: '0.015000' } }],
    redemption: [{ minDays: 0, rate: '0.015000' }],
  },
  managers: [{ manId: '1001', name: '陈思远', startDate: '2016-09-01', endDate: null }],
  documents: [],
  managerOptions: [{ manId: '1001', name: '陈思远' }],
};

const envelope = (data: unknown) => new Response(JSON.stringify({ code: '0000', msg: '成功', data }), { status: 200 });
const me = (permissions: string[]) => ({
  staff: { id: 's1', username: 'maker', displayName: '李晓运', role: 'fund_ops', roleLabel: '基金运营' },
  permissions,
  stage: 'active',
  idleExpiresAt: '2026-11-23T10:00:00.000Z',
});
const MAKER = ['fund.view', 'fund.propose'];

function renderPage() {
  const router = createMemoryRouter([{ path: 'funds/:code', Component: FundEditPage }], { initialEntries: ['/funds/000512'] });
  render(
    <AntdApp>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AntdApp>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('FundEditPage', () => {
  it('explains the status and sends every section for review', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/auth/me')) return envelope(me(MAKER));
      return init?.method === 'POST' ? envelope({ proposalId: '5f0c1d2e-0000-4000-8000-000000000000' }) : envelope(fund);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    expect(await screen.findByText('暂停申购：不可申购/定投，可赎回/转出')).toBeTruthy();
    for (const tab of ['基本信息', '交易限制', '费率', '基金经理', '文档']) expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '提交复核' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [url, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'POST') as [string, RequestInit];
    expect(url).toBe('/api/ops/funds/000512/proposals');
    expect(JSON.parse(String(init.body))).toMatchObject({
      basic: fund.basic,
      fees: { purchase: [{ min: '0.00', rule: { kind: 'rate', rate: '0.015000' } }] },
    });
    expect(await screen.findByText(/已提交复核/)).toBeTruthy();
  }, 60_000);

  it('shows the contract refusal and sends nothing', async () => {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => envelope(url.endsWith('/auth/me') ? me(MAKER) : fund));
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    const discount = await screen.findByDisplayValue('0.1000');
    fireEvent.change(discount, { target: { value: '1.5' } });
    fireEvent.click(await screen.findByRole('button', { name: '提交复核' }));
    expect(await screen.findByText('网上申购费率折扣须在0到1之间')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  }, 60_000);

  it('lets a viewer read the fund without a submit button', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => envelope(url.endsWith('/auth/me') ? me(['fund.view']) : fund)),
    );
    renderPage();
    expect(await screen.findByText('您的角色只能查看基金信息，修改需由基金运营提交复核。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交复核' })).toBeNull();
  }, 60_000);
});
