import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERRORS, AUTH_TEXT, type SessionItem } from '@fund-direct/domain/contracts';
import { createTestApp, encryptFor, signedInject, type TestApp } from '../../../test/support/test-app.ts';
import { envelope, newImageCode, passwordLogin, registerCustomer, smsCode, tokenOf } from '../../../test/modules/auth/auth.test-support.ts';

describe('passwords, logout and sessions', () => {
  let t: TestApp;
  let clock = new Date('2025-03-03T02:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(async () => t.close());
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
  const me = (token: string) => signedInject(t.app, { method: 'GET', url: '/api/account/user-info', token });

  it('resets a forgotten password in two steps, ending every session; the ticket works once', async () => {
    const mobile = '13700000001';
    const oldToken = await tokenOf(await registerCustomer(t.app, mobile, 'First2025a'));
    advance(61_000);
    const code = await smsCode(t.app, mobile, 'reset');
    const verify = await signedInject(t.app, {
      method: 'POST',
      url: '/api/serve/mobile-code/verify',
      body: { mobile, purpose: 'reset', smsCode: code },
    });
    const ticket = envelope<{ ticket: string }>(verify).data!.ticket;
    const reset = async (password: string, confirm = password) =>
      envelope(
        await signedInject(t.app, {
          method: 'POST',
          url: '/api/account/reset-login-password',
          body: { ticket, newPassword: await encryptFor(t.app, password), confirmPassword: await encryptFor(t.app, confirm) },
        }),
      );
    expect((await reset('abc12345')).code).toBe(AUTH_ERRORS.WEAK_PASSWORD.code);
    expect(await reset('Second2025b')).toMatchObject({ code: '0000', msg: AUTH_TEXT.resetSucceeded });
    expect((await reset('Third2025c')).code).toBe(AUTH_ERRORS.TICKET_EXPIRED.code);
    expect((await me(oldToken)).statusCode).toBe(401);
    expect(envelope(await passwordLogin(t.app, mobile, 'First2025a')).code).toBe(AUTH_ERRORS.LOGIN_FAILED.code);
    expect(envelope(await passwordLogin(t.app, mobile, 'Second2025b', await newImageCode(t.app))).code).toBe('0000');
  });

  it('refuses a made-up ticket', async () => {
    const body = {
      ticket: 'x'.repeat(43),
      newPassword: await encryptFor(t.app, 'Second2025b'),
      confirmPassword: await encryptFor(t.app, 'Second2025b'),
    };
    const response = await signedInject(t.app, { method: 'POST', url: '/api/account/reset-login-password', body });
    expect(envelope(response)).toMatchObject({ code: AUTH_ERRORS.TICKET_EXPIRED.code, msg: AUTH_TEXT.ticketExpired });
  });

  it('changes the login password and ends the other sessions only', async () => {
    const mobile = '13700000002';
    advance(61_000);
    const current = await tokenOf(await registerCustomer(t.app, mobile, 'First2025a'));
    const other = await tokenOf(await passwordLogin(t.app, mobile, 'First2025a'));
    const change = async (oldPassword: string, newPassword: string) =>
      envelope(
        await signedInject(t.app, {
          method: 'POST',
          url: '/api/account/login-password',
          token: current,
          body: { oldPassword: await encryptFor(t.app, oldPassword), newPassword: await encryptFor(t.app, newPassword) },
        }),
      );
    expect(await change('Wrong2025a', 'Next2025ab')).toMatchObject({
      code: AUTH_ERRORS.PASSWORD_WRONG.code,
      msg: AUTH_TEXT.oldPasswordWrong(4),
    });
    expect(await change('First2025a', 'First2025a')).toMatchObject({ msg: AUTH_TEXT.samePassword });
    expect(await change('First2025a', 'Next2025ab')).toMatchObject({ code: '0000', msg: AUTH_TEXT.passwordChanged });
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    const check = async (password: string) =>
      envelope(
        await signedInject(t.app, {
          method: 'POST',
          url: '/api/account/check-password',
          token: current,
          body: { password: await encryptFor(t.app, password) },
        }),
      );
    expect(await check('Next2025ab')).toMatchObject({ code: '0000', data: { valid: true } });
    expect(await check('First2025a')).toMatchObject({ code: AUTH_ERRORS.PASSWORD_WRONG.code, msg: AUTH_TEXT.passwordWrong(4) });
  });

  it('logs out by revoking the session; the next call answers 401; logout without a session still succeeds', async () => {
    const token = await tokenOf(await passwordLogin(t.app, '13800000001', 'Demo12345'));
    expect((await me(token)).statusCode).toBe(200);
    const out = await signedInject(t.app, { method: 'POST', url: '/api/account/logout', token });
    expect(envelope(out).code).toBe('0000');
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(envelope(after).code).toBe('1401');
    expect(envelope(await signedInject(t.app, { method: 'POST', url: '/api/account/logout', token })).code).toBe('0000');
  });

  it('lists the sessions and revokes one or all the others', async () => {
    const a = await tokenOf(await passwordLogin(t.app, '13800000002', 'Demo12345'));
    const b = await tokenOf(await passwordLogin(t.app, '13800000002', 'Demo12345'));
    const c = await tokenOf(await passwordLogin(t.app, '13800000002', 'Demo12345'));
    const list = envelope<SessionItem[]>(await signedInject(t.app, { method: 'GET', url: '/api/account/sessions', token: a })).data!;
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const others = list.filter((s) => !s.current);
    const revoke = (body: Record<string, unknown>, token = a) =>
      signedInject(t.app, { method: 'POST', url: '/api/account/sessions/revoke', token, body });
    // Someone else's or an unknown session id is not found.
    const stranger = await tokenOf(await passwordLogin(t.app, '13800000005', 'Demo12345'));
    expect(envelope(await revoke({ sessionId: others[0]!.id }, stranger)).code).toBe('1405');
    expect(envelope(await revoke({ sessionId: others[0]!.id })).code).toBe('0000');
    const remaining = [b, c].map((token) => me(token));
    const statuses = (await Promise.all(remaining)).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 401]);
    expect(envelope(await revoke({ others: true })).code).toBe('0000');
    expect((await me(b)).statusCode).toBe(401);
    expect((await me(c)).statusCode).toBe(401);
    expect((await me(a)).statusCode).toBe(200);
  });

  it('ends a session after 30 idle minutes and after 12 hours in any case', async () => {
    const token = await tokenOf(await passwordLogin(t.app, '13800000001', 'Demo12345'));
    advance(29 * 60_000);
    expect((await me(token)).statusCode).toBe(200);
    advance(31 * 60_000);
    expect((await me(token)).statusCode).toBe(401);
    const busy = await tokenOf(await passwordLogin(t.app, '13800000001', 'Demo12345'));
    for (let i = 0; i < 25; i++) {
      advance(29 * 60_000);
      await me(busy);
    }
    expect((await me(busy)).statusCode).toBe(401);
  });

  it('logs authentication events without secrets', async () => {
    const rows = await t.database.query<{ type: string; detail: string | null; user_agent: string | null }>(
      'select type, detail, user_agent from auth_event order by id',
    );
    const types = new Set(rows.map((r) => r.type));
    for (const type of ['register', 'login', 'login-failed', 'logout', 'password-reset', 'password-change', 'session-revoked']) {
      expect(types, type).toContain(type);
    }
    const text = JSON.stringify(rows);
    for (const secret of ['First2025a', 'Second2025b', 'Next2025ab', 'Demo12345']) expect(text).not.toContain(secret);
  });
});
