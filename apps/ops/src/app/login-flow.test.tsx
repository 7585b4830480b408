import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GOOD_CODE, installFakeOpsApi, TOTP_SECRET, type FakeStaff } from '@/test/fake-ops-api.ts';
import { LAZY, renderApp, SLOW } from './app-test-harness.tsx';

const NEWCOMER: FakeStaff = {
  username: 'maker2',
  displayName: '李运营',
  role: 'fund_ops',
  password: 'Once-Only-Pw1!',
  mustChangePassword: true,
};
const ENROLLED: FakeStaff = {
  username: 'checker',
  displayName: '王复核',
  role: 'checker',
  password: 'Checker-Pass-123!',
  totpEnrolled: true,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
// Ant Design spaces out a two-character button label ("登 录").
const LOGIN_BUTTON = /^登\s?录$/;
const VERIFY_BUTTON = /^验\s?证$/;
// Buttons and boxes are found by text and class, not role: the accessibility tree of an Ant Design form is slow to
// compute under jsdom, and this file walks through several.
function buttonNamed(name: string | RegExp): HTMLButtonElement {
  const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
  const target = [...document.querySelectorAll('button')].find((element) => matches(element.textContent ?? ''));
  if (!target) throw new Error(`no button ${String(name)}`);
  return target;
}
const press = (name: string | RegExp) => fireEvent.click(buttonNamed(name));
const findButton = (name: string | RegExp) => waitFor(() => buttonNamed(name) !== null, LAZY);

// Input.OTP splits a pasted code over its six boxes.
function typeCode(code: string) {
  const first = document.querySelector('.ant-otp input');
  if (!first) throw new Error('no code boxes');
  fireEvent.input(first, { target: { value: code } });
}

async function signIn(staff: FakeStaff) {
  await findButton(LOGIN_BUTTON);
  type('用户名', staff.username);
  type('密码', staff.password);
  press(LOGIN_BUTTON);
}

describe('login flow', () => {
  it('shows a loading screen, not an empty one, while the first page checks the session', { timeout: SLOW }, async () => {
    const warn = vi.spyOn(console, 'warn');
    installFakeOpsApi([ENROLLED]);
    renderApp('/dashboard');
    expect(document.querySelector('.ant-spin')).not.toBeNull();
    expect(await findButton(LOGIN_BUTTON)).toBe(true);
    expect(warn.mock.calls.filter((args) => /HydrateFallback/.test(String(args[0])))).toEqual([]);
    warn.mockRestore();
  });

  it('sends a visitor without a session from a console page to the login form', { timeout: SLOW }, async () => {
    installFakeOpsApi([ENROLLED]);
    const router = renderApp('/dashboard');
    expect(await findButton(LOGIN_BUTTON)).toBe(true);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText(/登录已超时/)).toBeNull();
  });

  it('says a wrong password on the form and stays there', { timeout: SLOW }, async () => {
    const api = installFakeOpsApi([ENROLLED]);
    const router = renderApp('/login');
    await signIn({ ...ENROLLED, password: 'wrong-password' });
    expect(await screen.findByText('用户名或密码错误')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.stage).toBeNull();
  });

  it('takes an enrolled staff member through the code to the dashboard, a wrong code said on the way', { timeout: SLOW }, async () => {
    const api = installFakeOpsApi([ENROLLED]);
    const router = renderApp('/login');
    await signIn(ENROLLED);
    await screen.findByText('动态口令验证', undefined, LAZY);
    typeCode('000000');
    press(VERIFY_BUTTON);
    expect(await screen.findByText(/动态口令不正确/)).toBeTruthy();
    typeCode(GOOD_CODE);
    press(VERIFY_BUTTON);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), LAZY);
    expect(await screen.findByText('王复核', undefined, LAZY)).toBeTruthy();
    expect(screen.getByText('复核')).toBeTruthy();
    expect(api.calls.filter((call) => call.path === '/auth/totp').map((call) => call.body)).toEqual([
      { code: '000000' },
      { code: GOOD_CODE },
    ]);
  });

  it('makes a first login change the one-time password, then enrol the authenticator', { timeout: SLOW }, async () => {
    const api = installFakeOpsApi([NEWCOMER]);
    const router = renderApp('/login');
    await signIn(NEWCOMER);
    await findButton('修改密码');

    type('新密码', 'short');
    type('确认新密码', 'short');
    press('修改密码');
    expect(await screen.findByText(/新密码至少 12 位/)).toBeTruthy();
    type('新密码', 'My-New-Password-42');
    type('确认新密码', 'My-New-Password-4');
    press('修改密码');
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    expect(api.calls.some((call) => call.path === '/auth/password')).toBe(false);
    type('确认新密码', 'My-New-Password-42');
    press('修改密码');

    await findButton('完成绑定');
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    expect(screen.getByLabelText('动态口令绑定二维码')).toBeTruthy();
    typeCode(GOOD_CODE);
    press('完成绑定');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), LAZY);
    expect(api.calls.find((call) => call.path === '/auth/password')?.body).toEqual({ newPassword: 'My-New-Password-42' });
    expect(api.calls.find((call) => call.path === '/auth/totp-enrol')?.body).toEqual({ code: GOOD_CODE });
    expect(TOTP_SECRET).toHaveLength(24);
  });

  it('returns to the login page with a message when the session expires', { timeout: SLOW }, async () => {
    const api = installFakeOpsApi([ENROLLED]);
    api.signIn(ENROLLED);
    // The server ends the session (idle for 30 minutes) between two calls.
    api.on('GET', '/dashboard', () => {
      api.expireSession();
      return { status: 401, code: '2401', msg: '登录已失效' };
    });
    const router = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), LAZY);
    expect(router.state.location.search).toBe('?expired=1');
    expect(await screen.findByText('登录已超时或已在别处退出，请重新登录', undefined, LAZY)).toBeTruthy();
  });

  it('logs out from the header', { timeout: SLOW }, async () => {
    const api = installFakeOpsApi([ENROLLED]);
    api.signIn(ENROLLED);
    const router = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), LAZY);
    await findButton(/退出登录/);
    press(/退出登录/);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), LAZY);
    expect(api.calls.some((call) => call.path === '/auth/logout')).toBe(true);
    expect(api.stage).toBeNull();
  });
});
