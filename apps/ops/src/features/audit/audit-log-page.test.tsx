import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuditLogPage } from './audit-log-page.tsx';

const ROW = {
  id: '42',
  occurredAt: '2026-01-15T16:30:00.000Z',
  staffId: null,
  username: 'maker',
  role: 'fund_ops',
  roleLabel: '基金运营',
  action: 'proposal.create',
  actionLabel: '提交复核申请',
  target: 'fund:000001',
  ip: '10.1.2.3',
  userAgent: 'Mozilla/5.0',
  before: { status: '0' },
  after: { status: '4' },
  reason: null,
  hash: 'ab'.repeat(32),
};

function renderAt(url: string, fetchMock: ReturnType<typeof vi.fn>) {
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter([{ path: '/audit', element: <AuditLogPage /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const page = (list: unknown[], total = list.length) =>
  new Response(JSON.stringify({ code: '0000', msg: '成功', data: { list, total, page: 1, pageSize: 20 } }), { status: 200 });

afterEach(() => {
  vi.unstubAllGlobals();
});

// The first render loads Ant Design's table and date picker, which takes seconds on a busy machine.
describe('AuditLogPage', { timeout: 20_000 }, () => {
  it('asks the server with the filters of the address and shows the rows in Shanghai time', async () => {
    const fetchMock = vi.fn().mockResolvedValue(page([ROW], 1));
    renderAt('/audit?from=2026-01-16&action=proposal.create', fetchMock);
    expect(await screen.findByText('提交复核申请')).toBeTruthy();
    expect(screen.getByText('2026-01-16 00:30:00')).toBeTruthy();
    expect(screen.getByText('共 1 条')).toBeTruthy();
    const [url] = fetchMock.mock.calls[0] as [string];
    expect(url).toBe('/api/ops/audit?from=2026-01-16&action=proposal.create&page=1&pageSize=20');
  });

  it('exports what the filters select', async () => {
    renderAt('/audit?staff=maker&target=fund%3A', vi.fn().mockResolvedValue(page([])));
    // A text query: role queries over the whole Ant Design table are slow in jsdom.
    const link = (await screen.findByText('导出 CSV')).closest('a');
    expect(link?.getAttribute('href')).toBe('/api/ops/audit/export?staff=maker&target=fund%3A');
  });

  it("shows the server's refusal", async () => {
    renderAt(
      '/audit',
      vi.fn().mockResolvedValue(new Response(JSON.stringify({ code: '1001', msg: '每页条数不能超过100' }), { status: 400 })),
    );
    await waitFor(() => expect(screen.getByText('每页条数不能超过100')).toBeTruthy());
  });
});
