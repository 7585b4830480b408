import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeOpsApi, type FakeOpsApi, type FakeStaff } from '@/test/fake-ops-api.ts';
import { staffStatus } from '@/features/staff/components/staff-status.ts';
import { LAZY, renderApp, SLOW } from './app-test-harness.tsx';

const ADMIN: FakeStaff = { username: 'admin', displayName: '王敏', role: 'admin', password: 'x' };

const account = (username: string, displayName: string, extra: Record<string, unknown> = {}) => ({
  id: `id-${username}`,
  username,
  displayName,
  role: 'fund_ops',
  roleLabel: '基金运营',
  disabled: false,
  mustChangePassword: false,
  totpEnrolled: true,
  locked: false,
  lastLoginAt: '2026-11-23T01:00:00Z',
  createdAt: '2026-11-01T01:00:00Z',
  ...extra,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function serve(): FakeOpsApi {
  const api = installFakeOpsApi([ADMIN]);
  api.signIn(ADMIN);
  const list = [
    account('admin', '王敏', { role: 'admin', roleLabel: '系统管理员' }),
    account('maker', '李运营'),
    account('newbie', '陈新人', { mustChangePassword: true, totpEnrolled: false, lastLoginAt: null }),
    account('checker', '张复核', { role: 'checker', roleLabel: '复核', locked: true }),
  ];
  const person = (username: string, displayName: string) => ({ id: `id-${username}`, username, displayName });
  const pending = (id: string, summary: string, by: ReturnType<typeof person>) => ({
    id,
    kind: 'staff',
    kindLabel: '员工账号变更',
    target: 'x',
    summary,
    status: 'pending',
    statusLabel: '待复核',
    proposedBy: by,
    proposedAt: '2026-11-23T02:00:00Z',
    note: null,
    decidedBy: null,
    decidedAt: null,
    decisionReason: null,
    error: null,
  });
  api.on('GET', '/staff', () => ({ data: { list } }));
  api.on('GET', '/staff/proposals', () => ({
    data: {
      list: [
        pending('p-create', '新建员工 赵新（zhao，复核）', person('admin2', '刘安')),
        pending('p-reset', '重置密码与动态口令：张复核', person('admin2', '刘安')),
        pending('p-mine', '变更角色：李运营', person('admin', '王敏')),
      ],
      total: 3,
    },
  }));
  api.on('POST', '/staff/proposals/p-create/approve', () => ({
    data: { issued: { id: 'id-zhao', username: 'zhao', oneTimePassword: 'Tmp-Once-9f3K#x' } },
  }));
  api.on('POST', '/staff/proposals/p-reset/approve', () => ({
    status: 403,
    code: '2412',
    msg: '该账号由申请人在 24 小时内创建或重置，不能复核其申请',
  }));
  api.on('POST', '/staff', () => ({ data: { proposalId: 'p-new' } }));
  api.on('POST', '/staff/id-maker/reset', () => ({ data: { proposalId: 'p-reset-2' } }));
  api.on('POST', '/staff/id-maker/disable', () => ({ data: {} }));
  api.on('POST', '/staff/id-checker/unlock', () => ({ data: {} }));
  return api;
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const clickText = (container: HTMLElement, text: RegExp) => {
  const target = [...container.querySelectorAll('button')].find((element) => text.test(element.textContent ?? ''));
  if (!target) throw new Error(`no button ${String(text)}`);
  fireEvent.click(target);
};

describe('staff admin page', () => {
  it('lists accounts with their state; the own account cannot be reset or disabled here', { timeout: SLOW }, async () => {
    serve();
    renderApp('/staff');
    await screen.findByText('李运营', undefined, LAZY);
    expect(within(rowOf('newbie')).getByText('待首次登录')).toBeTruthy();
    expect(within(rowOf('maker')).getByText('正常')).toBeTruthy();
    expect(within(rowOf('admin')).getByText('当前账号')).toBeTruthy();
    expect(within(rowOf('admin')).queryByText(/停\s?用/)).toBeNull();
  });

  it('submits a new account for another administrator’s approval', { timeout: SLOW }, async () => {
    const api = serve();
    renderApp('/staff');
    await screen.findByText('李运营', undefined, LAZY);
    clickText(document.body, /新建员工/);
    const dialog = (await screen.findByText('提交复核', undefined, LAZY)).closest('.ant-modal') as HTMLElement;
    fireEvent.change(within(dialog).getByLabelText('用户名'), { target: { value: 'Bad Name' } });
    clickText(dialog, /^提交复核$/);
    expect(await within(dialog).findByText(/用户名为 3–32 位小写字母/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('用户名'), { target: { value: 'zhang.san' } });
    fireEvent.change(within(dialog).getByLabelText('姓名'), { target: { value: '张三' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('复核'));
    clickText(dialog, /^提交复核$/);
    expect(await screen.findByText('已提交申请，待另一名管理员复核后生效', undefined, LAZY)).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST' && call.path === '/staff')?.body).toEqual({
      username: 'zhang.san',
      displayName: '张三',
      role: 'checker',
    });
    expect(screen.queryByTestId('one-time-password')).toBeNull();
  });

  it('proposes a reset, disables and unlocks an account, each after a confirmation', { timeout: SLOW }, async () => {
    const api = serve();
    renderApp('/staff');
    await screen.findByText('李运营', undefined, LAZY);
    clickText(rowOf('李运营'), /重置密码/);
    clickText((await screen.findByText('申请重置 李运营 的密码？')).closest('.ant-popover') as HTMLElement, /重置密码/);
    await waitFor(() => expect(api.calls.some((call) => call.path === '/staff/id-maker/reset')).toBe(true));

    clickText(rowOf('李运营'), /^停\s?用$/);
    clickText((await screen.findByText('停用 李运营？')).closest('.ant-popover') as HTMLElement, /^停\s?用$/);
    await waitFor(() => expect(api.calls.some((call) => call.path === '/staff/id-maker/disable')).toBe(true));

    expect(within(rowOf('checker')).getByText('已锁定')).toBeTruthy();
    expect(within(rowOf('maker')).queryByText(/解\s?锁/)).toBeNull();
    clickText(rowOf('checker'), /^解\s?锁$/);
    clickText((await screen.findByText('解除 张复核 的登录锁定？')).closest('.ant-popover') as HTMLElement, /^解\s?锁$/);
    await waitFor(() => expect(api.calls.some((call) => call.path === '/staff/id-checker/unlock')).toBe(true));
  });

  it('lists pending staff proposals; approving shows the one-time password once, a refusal shows why', { timeout: SLOW }, async () => {
    serve();
    renderApp('/staff');
    await screen.findByText('新建员工 赵新（zhao，复核）', undefined, LAZY);
    expect(within(rowOf('变更角色：李运营')).getByText('待其他管理员复核')).toBeTruthy();

    clickText(rowOf('新建员工 赵新（zhao，复核）'), /^批\s?准$/);
    clickText((await screen.findAllByText('批准该申请？')).at(-1)?.closest('.ant-popover') as HTMLElement, /^批\s?准$/);
    expect((await screen.findByTestId('one-time-password', undefined, LAZY)).textContent).toContain('Tmp-Once-9f3K#x');
    clickText(document.body, /我已记下/);

    clickText(rowOf('重置密码与动态口令：张复核'), /^批\s?准$/);
    clickText((await screen.findAllByText('批准该申请？')).at(-1)?.closest('.ant-popover') as HTMLElement, /^批\s?准$/);
    expect(await screen.findByText('该账号由申请人在 24 小时内创建或重置，不能复核其申请', undefined, LAZY)).toBeTruthy();
  });
});

describe('staff state label', () => {
  it('puts disabled before locked before an unfinished first login', () => {
    const base = { disabled: false, locked: false, mustChangePassword: false, totpEnrolled: true };
    expect(staffStatus({ ...base, disabled: true, locked: true }).label).toBe('已停用');
    expect(staffStatus({ ...base, locked: true, mustChangePassword: true }).label).toBe('已锁定');
    expect(staffStatus({ ...base, mustChangePassword: true, totpEnrolled: false }).label).toBe('待首次登录');
    expect(staffStatus({ ...base, totpEnrolled: false }).label).toBe('未绑定动态口令');
    expect(staffStatus(base).label).toBe('正常');
  });
});
