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
  ];
  api.on('GET', '/staff', () => ({ data: { list } }));
  api.on('POST', '/staff', (body) => ({
    data: { id: 'id-new', username: (body as { username: string }).username, oneTimePassword: 'Tmp-Once-9f3K#x' },
  }));
  api.on('POST', '/staff/id-maker/reset', () => ({ data: { id: 'id-maker', username: 'maker', oneTimePassword: 'Reset-Once-7Yq$' } }));
  api.on('POST', '/staff/id-maker/disable', () => ({ data: {} }));
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

  it('creates an account and shows its one-time password once', { timeout: SLOW }, async () => {
    const api = serve();
    renderApp('/staff');
    await screen.findByText('李运营', undefined, LAZY);
    clickText(document.body, /新建员工/);
    const dialog = (await screen.findByText('创 建', undefined, LAZY)).closest('.ant-modal') as HTMLElement;
    fireEvent.change(within(dialog).getByLabelText('用户名'), { target: { value: 'Bad Name' } });
    clickText(dialog, /^创\s?建$/);
    expect(await within(dialog).findByText(/用户名为 3–32 位小写字母/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('用户名'), { target: { value: 'zhang.san' } });
    fireEvent.change(within(dialog).getByLabelText('姓名'), { target: { value: '张三' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('复核'));
    clickText(dialog, /^创\s?建$/);
    expect((await screen.findByTestId('one-time-password', undefined, LAZY)).textContent).toContain('Tmp-Once-9f3K#x');
    expect(api.calls.find((call) => call.method === 'POST' && call.path === '/staff')?.body).toEqual({
      username: 'zhang.san',
      displayName: '张三',
      role: 'checker',
    });
  });

  it('resets a password (new one-time password) and disables an account, each after a confirmation', { timeout: SLOW }, async () => {
    const api = serve();
    renderApp('/staff');
    await screen.findByText('李运营', undefined, LAZY);
    clickText(rowOf('李运营'), /重置密码/);
    clickText((await screen.findByText('重置 李运营 的密码？')).closest('.ant-popover') as HTMLElement, /^重\s?置$/);
    expect((await screen.findByTestId('one-time-password', undefined, LAZY)).textContent).toContain('Reset-Once-7Yq$');
    clickText(document.body, /我已记下/);

    clickText(rowOf('李运营'), /^停\s?用$/);
    clickText((await screen.findByText('停用 李运营？')).closest('.ant-popover') as HTMLElement, /^停\s?用$/);
    await waitFor(() => expect(api.calls.some((call) => call.path === '/staff/id-maker/disable')).toBe(true));
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
