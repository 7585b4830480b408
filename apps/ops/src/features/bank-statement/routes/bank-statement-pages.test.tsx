import type { BankLinesResponse, BankStatementItem } from '@fund-direct/domain/contracts/ops';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { BankStatementLinesPage } from './bank-statement-lines-page.tsx';
import { BankStatementPage } from './bank-statement-page.tsx';

const STATEMENT: BankStatementItem = {
  id: '6f1d3a52-8d7e-4c1b-9a51-1f2e3d4c5b6a',
  fileName: 'cmb-20261120.csv',
  layout: 'cmb',
  layoutName: '招商银行企业网银交易明细',
  accountNo: '121909876510802',
  periodStart: '2026-11-20',
  periodEnd: '2026-11-20',
  importedBy: 'service',
  importedAt: '2026-11-20T03:00:00.000Z',
  lineCount: 2,
  duplicateCount: 0,
  counts: { matched: 1, manual: 0, unmatched: 0, ambiguous: 1, ignored: 0 },
};
const LINES: BankLinesResponse = {
  statement: STATEMENT,
  list: [
    {
      id: 'a1b2c3d4-0000-4000-8000-000000000001',
      lineNo: 4,
      bookedAt: '2026-11-20T02:10:00.000Z',
      direction: 'in',
      amount: '5000.00',
      payerName: '王明',
      payerAccount: '6222020000000001',
      memo: '基金认购款',
      bankSerial: 'K6205900000017C',
      state: 'ambiguous',
      orderNo: null,
      resolvedBy: null,
      resolvedAt: null,
      note: '附言未注明订单号，金额与付款人相符的等待汇款订单有 2 笔，请人工确认',
    },
  ],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(path: string, post: () => Response) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body });
    if (init.method === 'POST') return post();
    return json(200, { code: '0000', msg: '成功', data: url.includes('/lines') ? LINES : { list: [STATEMENT] } });
  });
  const router = createMemoryRouter(
    [
      { path: '/bank-statements', element: <BankStatementPage /> },
      { path: '/bank-statements/:id', element: <BankStatementLinesPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return calls;
}

describe('银行流水 pages', { timeout: 120_000 }, () => {
  it('lists the imports and shows a refused file with its line and column', async () => {
    const msg = '第 3 行第 6 列「贷方金额」：金额格式不正确（应为不带符号、最多两位小数的数字）';
    renderAt('/bank-statements', () => json(400, { code: '2474', msg, data: { field: 'file', line: 3, column: 6 } }));
    expect(await screen.findByText('cmb-20261120.csv', undefined, { timeout: 10_000 })).toBeTruthy();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'bad.csv', { type: 'text/csv' })] } });
    expect(await screen.findByText(msg, undefined, { timeout: 10_000 })).toBeTruthy();
  });

  it('shows a line the import left open and refuses a match beside the order number', async () => {
    const calls = renderAt(`/bank-statements/${STATEMENT.id}`, () =>
      json(400, { code: '2471', msg: '付款人户名与客户姓名不一致，不能匹配', data: { field: 'orderNo' } }),
    );
    expect(await screen.findByText('基金认购款', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByText('多笔候选').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: '匹配订单' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('订单号'), { target: { value: '202611200000000003' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /匹配并完成支付/ }));
    const message = await within(dialog).findByText('付款人户名与客户姓名不一致，不能匹配', undefined, { timeout: 10_000 });
    expect(message.closest('.ant-form-item')?.textContent).toContain('订单号');
    const posted = calls.find((call) => call.url.endsWith(`/bank-statements/lines/${LINES.list[0]?.id}/match`));
    expect(posted?.body).toEqual({ orderNo: '202611200000000003' });
  });

  it('sets a line aside with the reason', async () => {
    const calls = renderAt(`/bank-statements/${STATEMENT.id}`, () =>
      json(200, { code: '0000', msg: '成功', data: { ...LINES.list[0], state: 'ignored', note: '已原路退回', resolvedBy: 'service' } }),
    );
    fireEvent.click(await screen.findByRole('button', { name: '无需处理' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '已原路退回' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('已标记为无需处理', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(calls.find((call) => call.url.endsWith('/ignore'))?.body).toEqual({ reason: '已原路退回' });
  });
});
