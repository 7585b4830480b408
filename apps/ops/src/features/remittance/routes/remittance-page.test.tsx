import type { RemitQueueResponse } from '@fund-direct/domain/contracts/ops';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { RemittancePage } from './remittance-page.tsx';

const QUEUE: RemitQueueResponse = {
  account: { bankName: '招商银行上海分行营业部', accountName: '沣泽基金管理有限公司直销专户', accountNo: '121909876510802' },
  list: [
    {
      orderNo: '202611230000000017',
      fundCode: '001266',
      fundName: '沣泽成长优选',
      amount: '5000.00',
      custno: '10000001',
      customerNameMasked: '王*',
      mobileMasked: '138****0001',
      placedAt: '2026-11-23T02:00:00.000Z',
      tradeDate: '2026-11-23',
      cutoffAt: '2026-11-23T07:00:00.000Z',
    },
  ],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(arrival: () => Response) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : null });
    return init.method === 'POST' ? arrival() : json(200, { code: '0000', msg: '成功', data: QUEUE });
  });
  const router = createMemoryRouter([{ path: '/remittances', element: <RemittancePage /> }], { initialEntries: ['/remittances'] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return calls;
}

async function recordTransfer(payerName: string) {
  fireEvent.click(await screen.findByRole('button', { name: '登记到账' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('到账金额（元）'), { target: { value: '5000' } });
  fireEvent.change(within(dialog).getByLabelText('付款人户名'), { target: { value: payerName } });
  fireEvent.change(within(dialog).getByLabelText('银行流水号'), { target: { value: 'BANK0001' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /登记并匹配/ }));
  return dialog;
}

describe('汇款匹配 page', { timeout: 30_000 }, () => {
  it('lists the awaiting orders with the company account, the customer masked and the cut-off', async () => {
    renderPage(() => json(500, {}));
    expect(await screen.findByText('202611230000000017', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('121909876510802')).toBeTruthy();
    expect(screen.getByText('王*（10000001）')).toBeTruthy();
    expect(screen.getByText('5,000.00')).toBeTruthy();
    expect(screen.getByText('2026-11-23 15:00')).toBeTruthy();
  });

  it('shows a refusal beside the field the server names, and keeps the dialog open', async () => {
    const calls = renderPage(() => json(400, { code: '2471', msg: '付款人户名与客户姓名不一致，不能匹配', data: { field: 'payerName' } }));
    const dialog = await recordTransfer('李四');
    const message = await within(dialog).findByText('付款人户名与客户姓名不一致，不能匹配', undefined, { timeout: 10_000 });
    expect(message.closest('.ant-form-item')?.textContent).toContain('付款人户名');
    const posted = calls.find((call) => call.url.endsWith('/remittances/202611230000000017/arrival'));
    expect(posted?.body).toMatchObject({ amount: '5000', payerName: '李四', bankReference: 'BANK0001' });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('a matching transfer closes the dialog and says the order is paid', async () => {
    renderPage(() =>
      json(200, { code: '0000', msg: '成功', data: { orderNo: '202611230000000017', amount: '5000.00', paymentStatus: 'paid' } }),
    );
    await recordTransfer('王明');
    expect(await screen.findByText('订单 202611230000000017 已匹配，完成支付', undefined, { timeout: 10_000 })).toBeTruthy();
  });
});
