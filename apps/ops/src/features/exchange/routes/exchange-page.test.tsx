import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ExchangeDayResponse, ExchangeDaysResponse, ExchangeFileView } from '@fund-direct/domain/contracts/ops';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { exchangeRoutes } from '../exchange-routes.tsx';

const LAZY = { timeout: 15_000 };
const SLOW = 30_000;
const D = '2026-11-20';

const file = (direction: 'out' | 'in', fileType: string, name: string, extra: Partial<ExchangeFileView> = {}): ExchangeFileView => ({
  direction,
  directionLabel: direction === 'out' ? '发送' : '接收',
  fileType,
  fileTypeLabel: { '03': '交易类申请', '04': '交易类确认', '07': '基金行情' }[fileType] ?? '索引文件',
  name,
  state: direction === 'out' ? 'sent' : 'received',
  stateLabel: direction === 'out' ? '已发送' : '已接收',
  recordCount: 1,
  sha256: 'ab',
  reason: null,
  updatedAt: '2026-11-20T08:00:00.000Z',
  downloadable: true,
  ...extra,
});

const DAY: ExchangeDayResponse = {
  mode: 'exchange',
  modeLabel: '登记机构文件确认',
  counterpartyAllowed: true,
  tradeDate: D,
  outbox: [file('out', '03', 'OFD_F01_98_20261120_03.TXT')],
  inbox: [
    file('in', '04', 'OFD_98_F01_20261120_04.TXT'),
    file('in', '07', 'OFD_98_F01_20261120_07.TXT', {
      state: 'refused',
      stateLabel: '已拒绝',
      reason: 'OFD_98_F01_20261120_07.TXT 第19行：文件结束标记应为 OFDCFEND',
      recordCount: null,
    }),
  ],
  breaks: [
    {
      id: 1,
      kind: 'shares_differ',
      kindLabel: '份额与登记机构不一致',
      customerNameMasked: '张*',
      custno: '1000000001',
      fundCode: '000372',
      transactionAccount: '00000000000000001',
      reference: null,
      ours: '3800.00',
      theirs: '3900.00',
      detail: '000372 份额：我方 3800.00 份，登记机构 3900.00 份',
      createdAt: '2026-11-20T08:00:00.000Z',
    },
  ],
};

const DAYS: ExchangeDaysResponse = {
  mode: 'exchange',
  modeLabel: '登记机构文件确认',
  counterpartyAllowed: true,
  days: [{ tradeDate: D, files: [{ state: 'refused', stateLabel: '已拒绝', count: 1 }], breaks: 1 }],
};

const meWith = (permissions: string[]) => ({
  staff: { id: 'm', username: 'maker', displayName: '运营小王', role: 'fund_ops', roleLabel: '基金运营' },
  permissions,
  stage: 'active',
  idleExpiresAt: '2026-11-23T10:00:00.000Z',
});

const json = (data: unknown) => new Response(JSON.stringify({ code: '0000', msg: '成功', data }), { status: 200 });

function serve(permissions: string[], day: ExchangeDayResponse = DAY) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (url.startsWith('/api/ops/auth/me')) return Promise.resolve(json(meWith(permissions)));
    if (url === '/api/ops/exchange/days') return Promise.resolve(json({ ...DAYS, counterpartyAllowed: day.counterpartyAllowed }));
    if (url === `/api/ops/exchange/days/${D}/import` && init?.method === 'POST') {
      return Promise.resolve(
        new Response(JSON.stringify({ code: '2480', msg: '导入失败，未写入任何数据：OFD_98_F01_20261120_07.TXT 第19行' }), { status: 409 }),
      );
    }
    if (url === `/api/ops/exchange/days/${D}`) return Promise.resolve(json(day));
    return Promise.resolve(new Response(JSON.stringify({ code: '1404', msg: '不存在' }), { status: 404 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const router = createMemoryRouter(exchangeRoutes, { initialEntries: [path] });
  render(
    <App>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </App>,
  );
}

describe('数据交换', () => {
  it(
    "shows the mode, the day's files with a refused one and its reason, the download links and the breaks",
    async () => {
      serve(['exchange.view', 'exchange.run']);
      renderAt(`/exchange?date=${D}`);
      const refused = (await screen.findByRole('link', { name: 'OFD_98_F01_20261120_07.TXT' }, LAZY)).closest('tr') as HTMLElement;
      expect(within(refused).getByText('已拒绝')).toBeTruthy();
      expect(within(refused).getByText('基金行情')).toBeTruthy();
      expect(within(refused).getByText(/第19行/)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'OFD_F01_98_20261120_03.TXT' }).getAttribute('href')).toBe(
        `/api/ops/exchange/days/${D}/files/out/OFD_F01_98_20261120_03.TXT`,
      );
      expect(screen.getByText('登记机构文件确认')).toBeTruthy();
      const gap = screen.getByText('份额与登记机构不一致').closest('tr') as HTMLElement;
      expect(within(gap).getByText('张*（1000000001）')).toBeTruthy();
      expect(within(gap).getByText('3900.00')).toBeTruthy();
      expect(await screen.findByRole('button', { name: '生成申请文件' })).toBeTruthy();
      expect(screen.getByRole('button', { name: '内置登记机构应答' })).toBeTruthy();
      expect(screen.getByRole('button', { name: '重新导入' })).toBeTruthy();
    },
    SLOW,
  );

  it(
    "shows the server's refusal of an import once confirmed",
    async () => {
      const fetchMock = serve(['exchange.view', 'exchange.run']);
      renderAt(`/exchange?date=${D}`);
      fireEvent.click(await screen.findByRole('button', { name: '重新导入' }, LAZY));
      fireEvent.click(await screen.findByRole('button', { name: '导 入' }));
      expect(await screen.findByText(/导入失败，未写入任何数据/)).toBeTruthy();
      expect(fetchMock).toHaveBeenCalledWith(`/api/ops/exchange/days/${D}/import`, expect.objectContaining({ method: 'POST' }));
    },
    SLOW,
  );

  it(
    'offers no action to staff who may only look, and no built-in registrar in production',
    async () => {
      serve(['exchange.view'], { ...DAY, counterpartyAllowed: false });
      renderAt(`/exchange?date=${D}`);
      await screen.findByRole('link', { name: 'OFD_98_F01_20261120_07.TXT' }, LAZY);
      expect(screen.getByText(/生产环境不提供内置登记机构应答/)).toBeTruthy();
      expect(screen.queryByRole('button', { name: '生成申请文件' })).toBeNull();
      expect(screen.queryByRole('button', { name: '重新导入' })).toBeNull();
    },
    SLOW,
  );
});
