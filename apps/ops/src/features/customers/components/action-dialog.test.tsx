import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionDialog, type ActionTarget } from './action-dialog.tsx';

const CUSTOMER_ID = '6f1c1f3e-0000-4000-8000-000000000001';
const ORDER_ID = '6f1c1f3e-0000-4000-8000-0000000000aa';

function renderDialog(target: ActionTarget, fetchMock: ReturnType<typeof vi.fn>, onDone = vi.fn()) {
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ActionDialog customerId={CUSTOMER_ID} target={target} onClose={() => undefined} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

// Ant Design spaces out a two-character Chinese button label.
const CONFIRM = /^确\s?认$/;
const answer = (data: unknown) => new Response(JSON.stringify({ code: '0000', msg: '成功', data }), { status: 200 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ActionDialog', { timeout: 20_000 }, () => {
  it('asks for the notice and the reason of a freeze before anything is sent', async () => {
    const fetchMock = vi.fn();
    renderDialog({ action: 'freeze', description: '客户：王明（10000001）' }, fetchMock);
    fireEvent.click(screen.getByRole('button', { name: CONFIRM }));
    expect(await screen.findByText('请填写告知客户的冻结原因')).toBeTruthy();
    expect(await screen.findByText('请填写操作原因')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a freeze with the reason and the notice', async () => {
    const fetchMock = vi.fn().mockResolvedValue(answer({ done: true, affected: 1 }));
    const onDone = renderDialog({ action: 'freeze', description: '客户：王明（10000001）' }, fetchMock);
    fireEvent.change(screen.getByLabelText('告知客户的冻结原因'), { target: { value: '应您的要求冻结' } });
    fireEvent.change(screen.getByLabelText('操作原因'), { target: { value: '客户来电' } });
    fireEvent.click(screen.getByRole('button', { name: CONFIRM }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('冻结账户成功'));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/api/ops/customers/${CUSTOMER_ID}/freeze`);
    expect(JSON.parse(String(init.body))).toEqual({ reason: '客户来电', notice: '应您的要求冻结' });
  });

  it('proposes an order cancel for the checker', async () => {
    const fetchMock = vi.fn().mockResolvedValue(answer({ proposalId: 'p-1' }));
    const onDone = renderDialog({ action: 'cancelOrder', description: '订单', orderId: ORDER_ID }, fetchMock);
    expect(screen.queryByLabelText('告知客户的冻结原因')).toBeNull();
    fireEvent.change(screen.getByLabelText('操作原因'), { target: { value: '客户来电要求撤单' } });
    fireEvent.click(screen.getByRole('button', { name: CONFIRM }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('撤单申请已提交，等待复核'));
    const [url] = fetchMock.mock.calls[0] as [string];
    expect(url).toBe(`/api/ops/customers/${CUSTOMER_ID}/orders/${ORDER_ID}/cancel`);
  });

  it("shows the server's refusal", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(new Response(JSON.stringify({ code: '2461', msg: '该客户的交易密码未被锁定' }), { status: 409 }));
    renderDialog({ action: 'unlockTradePassword', description: '客户' }, fetchMock);
    fireEvent.change(screen.getByLabelText('操作原因'), { target: { value: '客户来电' } });
    fireEvent.click(screen.getByRole('button', { name: CONFIRM }));
    await waitFor(() => expect(screen.getByText('该客户的交易密码未被锁定')).toBeTruthy());
  });
});
