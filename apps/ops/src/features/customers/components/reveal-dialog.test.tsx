import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RevealDialog, type RevealTarget } from './reveal-dialog.tsx';

const TARGET: RevealTarget = {
  customerId: '6f1c1f3e-0000-4000-8000-000000000001',
  customerLabel: '王明（10000001）',
  field: 'mobile',
  masked: '138****0001',
};

function renderDialog(fetchMock: ReturnType<typeof vi.fn>) {
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RevealDialog target={TARGET} onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

// Ant Design spaces out a two-character Chinese button label.
const VIEW = /^查\s?看$/;

const answer = (data: unknown) => new Response(JSON.stringify({ code: '0000', msg: '成功', data }), { status: 200 });

afterEach(() => {
  vi.unstubAllGlobals();
});

// The first render loads Ant Design's modal and form, which takes seconds on a busy machine.
describe('RevealDialog', { timeout: 20_000 }, () => {
  it('asks for the reason before anything is sent', async () => {
    const fetchMock = vi.fn();
    renderDialog(fetchMock);
    fireEvent.click(screen.getByRole('button', { name: VIEW }));
    expect(await screen.findByText('请填写查看原因')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the field and the reason, then shows the full value', async () => {
    const fetchMock = vi.fn().mockResolvedValue(answer({ field: 'mobile', value: '13800000001' }));
    renderDialog(fetchMock);
    expect(screen.getByText('查看将记入审计日志（查看人、时间、原因）。')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('查看原因'), { target: { value: '客户来电核实身份' } });
    fireEvent.click(screen.getByRole('button', { name: VIEW }));
    expect(await screen.findByText('13800000001')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/api/ops/customers/${TARGET.customerId}/reveal`);
    expect(JSON.parse(String(init.body))).toEqual({ field: 'mobile', reason: '客户来电核实身份' });
  });

  it("shows the server's refusal", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(new Response(JSON.stringify({ code: '2403', msg: '当前角色无权执行该操作' }), { status: 403 }));
    renderDialog(fetchMock);
    fireEvent.change(screen.getByLabelText('查看原因'), { target: { value: '抽查' } });
    fireEvent.click(screen.getByRole('button', { name: VIEW }));
    await waitFor(() => expect(screen.getByText('当前角色无权执行该操作')).toBeTruthy());
  });
});
