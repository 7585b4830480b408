import type { ProposalItem } from '@fund-direct/domain/contracts/ops';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, LAZY, SLOW } from './app-test-harness.tsx';
import { installFakeOpsApi, type FakeOpsApi, type FakeStaff } from '@/test/fake-ops-api.ts';

const CHECKER: FakeStaff = { username: 'checker', displayName: '王复核', role: 'checker', password: 'x' };
const AUDITOR: FakeStaff = { username: 'auditor', displayName: '周审计', role: 'auditor', password: 'x' };
const MAKER = { id: 'id-maker', username: 'maker', displayName: '李运营' };

const item = (id: string, proposedBy = MAKER): ProposalItem => ({
  id,
  kind: 'fund.update',
  kindLabel: '基金信息变更',
  target: '000001',
  summary: `000001 暂停申购（${id}）`,
  status: 'pending',
  statusLabel: '待复核',
  proposedBy,
  proposedAt: '2026-11-23T02:00:00Z',
  note: '季末规模控制',
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  error: null,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function serve(staff: FakeStaff, items: ProposalItem[]): FakeOpsApi {
  const api = installFakeOpsApi([staff]);
  api.signIn(staff);
  api.on('GET', '/proposals', () => ({ data: { list: items, total: items.length } }));
  for (const proposal of items) {
    api.on('GET', `/proposals/${proposal.id}`, () => ({
      data: {
        ...proposal,
        before: { status: '0', minPurchaseAmount: '10.00' },
        after: { status: '5', minPurchaseAmount: '10.00' },
        result: null,
      },
    }));
    api.on('POST', `/proposals/${proposal.id}/approve`, () => ({ data: { issued: null } }));
    api.on('POST', `/proposals/${proposal.id}/reject`, () => ({ data: {} }));
  }
  return api;
}

const drawer = () => screen.getByText('变更内容').closest('.ant-drawer') as HTMLElement;
// By text, not role: the accessibility tree of a drawer over a table is slow to compute under jsdom.
const button = (name: RegExp) => [...drawer().querySelectorAll('button')].find((element) => name.test(element.textContent ?? '')) ?? null;
const APPROVE = /^批\s?准$/;
const REJECT = /^驳\s?回$/;

describe('approvals page', () => {
  it("lists the checker's queue and opens a proposal with who, when and a before/after table", { timeout: SLOW }, async () => {
    const api = serve(CHECKER, [item('p-1')]);
    renderApp('/proposals');
    fireEvent.click(await screen.findByText(/^查\s?看$/, undefined, LAZY));
    await screen.findByText('变更内容', undefined, LAZY);
    expect(within(drawer()).getByText('李运营（maker）')).toBeTruthy();
    expect(within(drawer()).getByText('2026-11-23 10:00:00')).toBeTruthy();
    expect(within(drawer()).getByText('季末规模控制')).toBeTruthy();
    const changed = drawer().querySelectorAll('tr[data-changed="true"]');
    expect([...changed].map((row) => row.textContent)).toEqual(['基金状态05']);
    expect(within(drawer()).getByText('最低申购金额').closest('tr')?.getAttribute('data-changed')).toBeNull();
    expect(api.calls.find((call) => call.path === '/proposals')).toBeTruthy();
  });

  it('approves a proposal of someone else', { timeout: SLOW }, async () => {
    const api = serve(CHECKER, [item('p-2')]);
    renderApp('/proposals?id=p-2');
    await screen.findByText('变更内容', undefined, LAZY);
    fireEvent.click(button(APPROVE)!);
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST' && call.path === '/proposals/p-2/approve')).toBe(true));
    expect(await screen.findByText('已批准，变更已生效')).toBeTruthy();
  });

  it('rejects only with a reason', { timeout: SLOW }, async () => {
    const api = serve(CHECKER, [item('p-3')]);
    renderApp('/proposals?id=p-3');
    await screen.findByText('变更内容', undefined, LAZY);
    fireEvent.click(button(REJECT)!);
    const dialog = (await screen.findByText('驳回申请')).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByText('确认驳回'));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeTruthy();
    expect(api.calls.some((call) => call.path === '/proposals/p-3/reject')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('驳回原因'), { target: { value: '费率与公告不符' } });
    fireEvent.click(within(dialog).getByText('确认驳回'));
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/proposals/p-3/reject')?.body).toEqual({ reason: '费率与公告不符' }),
    );
  });

  it("hides the decision on one's own proposal and says why", { timeout: SLOW }, async () => {
    serve(CHECKER, [item('p-4', { id: 'id-checker', username: 'checker', displayName: '王复核' })]);
    renderApp('/proposals?id=p-4');
    await screen.findByText('变更内容', undefined, LAZY);
    expect(screen.getByText(/不能复核本人提交的申请/)).toBeTruthy();
    expect(button(APPROVE)).toBeNull();
    expect(button(REJECT)).toBeNull();
  });

  it('shows no decision buttons to a role that may only look', { timeout: SLOW }, async () => {
    serve(AUDITOR, [item('p-5')]);
    renderApp('/proposals?id=p-5');
    await screen.findByText('变更内容', undefined, LAZY);
    expect(button(APPROVE)).toBeNull();
    expect(screen.queryByText(/不能复核本人/)).toBeNull();
  });

  it('asks the server for the status and kind in the address, the pending queue when none is given', { timeout: SLOW }, async () => {
    const api = serve(CHECKER, []);
    renderApp('/proposals?status=rejected&kind=nav.publish&page=2');
    await screen.findByText('暂无申请', undefined, LAZY);
    expect(api.calls.find((call) => call.path === '/proposals')?.query).toEqual({
      status: 'rejected',
      kind: 'nav.publish',
      page: '2',
      pageSize: '20',
    });
  });

  it('opens on the pending queue', { timeout: SLOW }, async () => {
    const api = serve(CHECKER, []);
    renderApp('/proposals');
    await screen.findByText('暂无待复核的申请', undefined, LAZY);
    expect(api.calls.find((call) => call.path === '/proposals')?.query).toEqual({ status: 'pending', page: '1', pageSize: '20' });
  });
});
