import { ERRORS } from '@fund-direct/domain/errors';
import { sql } from 'drizzle-orm';
import { STAFF_LIMITS } from '@fund-direct/domain/ops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, demoStaff, opsInjectWith } from '../../../test/support/ops.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createStaff } from './staff-admin.service.ts';
import { staffDepsOf } from './staff-deps.ts';
import { totpCodeAt } from './totp.ts';

// Issue 17: password, then the second factor; first logins change the one-time password and enrol TOTP.
let test: TestApp;
let clock = new Date('2026-11-23T02:00:00.000Z').getTime();
const now = () => new Date(clock);
const advance = (ms: number) => {
  clock += ms;
};
const STEP_MS = STAFF_LIMITS.totpPeriodSeconds * 1000;

beforeAll(async () => {
  test = await createTestApp({ now });
});
afterAll(() => test.close());

const post = (cookie: string | null, url: string, payload: unknown) => opsInjectWith(test.app, cookie, { method: 'POST', url, payload });
const get = (cookie: string | null, url: string) => opsInjectWith(test.app, cookie, { url });
const body = (response: { body: string }) => JSON.parse(response.body) as { code: string; msg: string; data?: Record<string, unknown> };
const audit = (action: string) =>
  test.database.query<{ username: string; reason: string | null }>(
    sql`select username, reason from audit_log where action = ${action} order by id`,
  );

async function passwordStep(username: string, password = demoStaff(username).password) {
  const response = await post(null, '/api/ops/auth/login', { username, password });
  return { response, cookie: response.statusCode === 200 ? cookieOf(response) : null };
}

describe('staff login', () => {
  it('asks the demo staff for the code after the password and opens the console only after it', async () => {
    const { response, cookie } = await passwordStep('checker');
    expect(body(response).data).toEqual({ stage: 'totp' });
    expect(response.headers['set-cookie']).toMatch(/HttpOnly; SameSite=Strict/);
    expect(response.headers['set-cookie']).toMatch(/Path=\/api\/ops/);
    const me = body(await get(cookie, '/api/ops/auth/me'));
    expect(me.data).toMatchObject({ stage: 'totp', permissions: [] });
    expect((await get(cookie, '/api/ops/proposals')).statusCode).toBe(401);

    const code = totpCodeAt(demoStaff('checker').totpSecret, now());
    expect(body(await post(cookie, '/api/ops/auth/totp', { code })).data).toEqual({ stage: 'active' });
    const active = body(await get(cookie, '/api/ops/auth/me')).data as {
      stage: string;
      permissions: string[];
      staff: { roleLabel: string };
    };
    expect(active.stage).toBe('active');
    expect(active.staff.roleLabel).toBe('复核');
    expect(active.permissions).toContain('proposal.approve');
    expect((await get(cookie, '/api/ops/proposals')).statusCode).toBe(200);
    expect((await audit('auth.totp')).map((row) => row.username)).toContain('checker');
  });

  it('accepts a code once: the same code on a second login is refused', async () => {
    advance(STEP_MS * 4);
    const code = totpCodeAt(demoStaff('auditor').totpSecret, now());
    const first = await passwordStep('auditor');
    expect((await post(first.cookie, '/api/ops/auth/totp', { code })).statusCode).toBe(200);
    const second = await passwordStep('auditor');
    const replay = await post(second.cookie, '/api/ops/auth/totp', { code });
    expect([replay.statusCode, body(replay).code]).toEqual([400, ERRORS.OPS_TOTP_INVALID.code]);
  });

  it('refuses a wrong password with one message for unknown users and wrong passwords, and audits both', async () => {
    const wrong = await passwordStep('maker', 'Wrong#password1');
    const unknown = await passwordStep('nobody', 'Wrong#password1');
    const left = STAFF_LIMITS.addressMaxFailures - 1;
    expect(body(wrong.response)).toMatchObject({ code: ERRORS.OPS_LOGIN_FAILED.code, msg: `用户名或密码错误，还可尝试 ${left} 次` });
    expect(body(unknown.response)).toMatchObject({ code: ERRORS.OPS_LOGIN_FAILED.code, msg: `用户名或密码错误，还可尝试 ${left} 次` });
    const failed = await audit('auth.login_failed');
    expect(failed.map((row) => row.username)).toEqual(expect.arrayContaining(['maker', 'nobody']));
  });

  it('ends a session after 30 minutes idle and after 12 hours whatever the activity', async () => {
    advance(STEP_MS * 4);
    const { cookie } = await passwordStep('service');
    await post(cookie, '/api/ops/auth/totp', { code: totpCodeAt(demoStaff('service').totpSecret, now()) });
    advance(STAFF_LIMITS.idleMinutes * 60_000 - 60_000);
    expect(body(await get(cookie, '/api/ops/auth/me')).data).toMatchObject({ stage: 'active' });
    advance(STAFF_LIMITS.idleMinutes * 60_000 + 1000);
    expect(body(await get(cookie, '/api/ops/auth/me')).data).toBeNull();

    advance(STEP_MS * 4);
    const busy = await passwordStep('service');
    await post(busy.cookie, '/api/ops/auth/totp', { code: totpCodeAt(demoStaff('service').totpSecret, now()) });
    for (let hour = 0; hour < STAFF_LIMITS.absoluteHours; hour += 1) {
      for (let quarter = 0; quarter < 4; quarter += 1) {
        advance(15 * 60_000);
        if (hour === STAFF_LIMITS.absoluteHours - 1 && quarter === 3) break;
        expect(body(await get(busy.cookie, '/api/ops/auth/me')).data).toMatchObject({ stage: 'active' });
      }
    }
    advance(60_000);
    expect(body(await get(busy.cookie, '/api/ops/auth/me')).data).toBeNull();
  });

  it('ends the session at logout', async () => {
    advance(STEP_MS * 4);
    const { cookie } = await passwordStep('service');
    await post(cookie, '/api/ops/auth/totp', { code: totpCodeAt(demoStaff('service').totpSecret, now()) });
    const out = await post(cookie, '/api/ops/auth/logout', {});
    expect(out.headers['set-cookie']).toMatch(/Max-Age=0/);
    expect(body(await get(cookie, '/api/ops/auth/me')).data).toBeNull();
  });
});

describe('first login of a new staff member', () => {
  it('changes the one-time password, enrols TOTP from the QR code and then reaches the console', async () => {
    const created = await createStaff(staffDepsOf(test.app), null, { username: 'newmaker', displayName: '新员工', role: 'fund_ops' });
    const { response, cookie } = await passwordStep('newmaker', created.oneTimePassword);
    expect(body(response).data).toEqual({ stage: 'password' });
    expect((await get(cookie, '/api/ops/auth/totp-enrolment')).statusCode).toBe(401);

    const weak = await post(cookie, '/api/ops/auth/password', { newPassword: 'short' });
    expect([weak.statusCode, body(weak).msg]).toEqual([400, expect.stringContaining('至少 12 位')]);
    const same = await post(cookie, '/api/ops/auth/password', { newPassword: created.oneTimePassword });
    expect(body(same).msg).toContain('新密码不能与当前密码相同');
    expect(body(await post(cookie, '/api/ops/auth/password', { newPassword: 'New#Password2026' })).data).toEqual({ stage: 'enrol' });

    const enrolment = body(await get(cookie, '/api/ops/auth/totp-enrolment')).data as { otpauthUri: string; secret: string };
    expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*newmaker\?.*secret=/);
    // Reloading the page shows the same secret until it is confirmed.
    expect((body(await get(cookie, '/api/ops/auth/totp-enrolment')).data as { secret: string }).secret).toBe(enrolment.secret);
    const wrong = await post(cookie, '/api/ops/auth/totp-enrol', {
      code: '000000' === totpCodeAt(enrolment.secret, now()) ? '111111' : '000000',
    });
    expect(body(wrong).code).toBe(ERRORS.OPS_TOTP_INVALID.code);
    const done = await post(cookie, '/api/ops/auth/totp-enrol', { code: totpCodeAt(enrolment.secret, now()) });
    expect(body(done).data).toEqual({ stage: 'active' });
    expect((await get(cookie, '/api/ops/funds-that-do-not-exist')).statusCode).toBe(404);

    advance(STEP_MS * 2);
    const again = await passwordStep('newmaker', 'New#Password2026');
    expect(body(again.response).data).toEqual({ stage: 'totp' });
  });
});
