import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_ERRORS, AUTH_LIMITS, AUTH_TEXT } from '@fund-direct/domain/contracts';
import { createTestApp, signedInject, type TestApp } from '../../../test/support/test-app.ts';
import { envelope, latestSmsCode, sendSms } from '../../../test/modules/auth/auth.test-support.ts';

// Issue 16: SMS budgets against pumping, and what a code answers after wrong tries.
describe('SMS budgets and code answers', () => {
  let t: TestApp;
  let clock = new Date('2025-03-03T02:00:00Z');
  let errorLog: { mock: { calls: unknown[][] } };
  beforeAll(async () => {
    t = await createTestApp({
      now: () => clock,
      config: {
        trustProxy: true,
        smsBudget: { globalPerHour: 6, globalPerDay: 100, prefixPerHour: 3, prefixPerDay: 100, prefixDigits: 7 },
      },
    });
    errorLog = vi.spyOn(t.app.log, 'error');
  }, 300_000);
  afterAll(async () => t.close());
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
  const budgetLogs = (name: string) => errorLog.mock.calls.filter((call) => (call[0] as { budget?: string }).budget === name);
  const send = (mobile: string, ip: string) => sendSms(t.app, mobile, 'register', { ip });
  const codeLogin = (mobile: string, smsCode: string) =>
    signedInject(t.app, { method: 'POST', url: '/api/account/code-login', body: { mobile, smsCode } }).then(envelope);
  const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('refuses the numbers of a prefix past its hourly budget, with an error log, while other prefixes still get codes', async () => {
    for (const n of ['1', '2', '3']) expect(envelope(await send(`1371111000${n}`, `10.3.0.${n}`)).code).toBe('0000');
    const refused = await send('13711110004', '10.3.0.4');
    expect(refused.statusCode).toBe(429);
    expect(envelope(refused)).toMatchObject({ code: AUTH_ERRORS.SMS_LIMITED.code, msg: AUTH_TEXT.smsBudgetLimit });
    expect(budgetLogs('prefix-hour')).toHaveLength(1);
    expect(envelope(await send('13722220001', '10.3.0.5')).code).toBe('0000');
  });

  it('refuses every number past the global hourly budget, logs it once, and opens again the next hour', async () => {
    expect(envelope(await send('13733330001', '10.3.1.1')).code).toBe('0000');
    // 3 + 1 refused + 2 sends so far: the 7th is past the global budget of 6.
    for (const mobile of ['13744440001', '13755550001']) {
      expect(envelope(await send(mobile, '10.3.1.2'))).toMatchObject({ code: AUTH_ERRORS.SMS_LIMITED.code, msg: AUTH_TEXT.smsBudgetLimit });
    }
    expect(budgetLogs('global-hour')).toHaveLength(1);
    advance(60 * 60_000);
    expect(envelope(await send('13766660001', '10.3.1.3')).code).toBe('0000');
  });

  it('takes the right code after 1 to 4 wrong tries', async () => {
    // A new hour for each send keeps these clear of the small budgets of this file.
    for (let wrong = 1; wrong < AUTH_LIMITS.maxCodeTries; wrong++) {
      advance(60 * 60_000);
      const mobile = `1380000000${wrong}`;
      expect(envelope(await sendSms(t.app, mobile, 'login', { ip: `10.4.0.${wrong}` })).code).toBe('0000');
      const code = (await latestSmsCode(t.app, mobile, 'login'))!;
      for (let i = 1; i <= wrong; i++) {
        expect(await codeLogin(mobile, wrongOf(code))).toMatchObject({
          code: AUTH_ERRORS.SMS_CODE_WRONG.code,
          msg: AUTH_TEXT.smsCodeWrong(AUTH_LIMITS.maxCodeTries - i),
        });
      }
      expect((await codeLogin(mobile, code)).code).toBe('0000');
      // Once used, the code says so.
      expect((await codeLogin(mobile, code)).msg).toBe(AUTH_TEXT.smsCodeUsed);
    }
  });

  it('says used up after the 5th wrong try, even for the right code, and expired once its 5 minutes are over', async () => {
    advance(60 * 60_000);
    const mobile = '13800000005';
    await sendSms(t.app, mobile, 'login', { ip: '10.4.1.1' });
    const code = (await latestSmsCode(t.app, mobile, 'login'))!;
    for (let i = 1; i < AUTH_LIMITS.maxCodeTries; i++) await codeLogin(mobile, wrongOf(code));
    expect((await codeLogin(mobile, wrongOf(code))).msg).toBe(AUTH_TEXT.smsCodeBurnt);
    expect((await codeLogin(mobile, code)).msg).toBe(AUTH_TEXT.smsCodeBurnt);
    advance(60 * 60_000);
    await sendSms(t.app, mobile, 'login', { ip: '10.4.1.2' });
    const late = (await latestSmsCode(t.app, mobile, 'login'))!;
    advance(AUTH_LIMITS.codeTtlSeconds * 1000 + 1000);
    expect(await codeLogin(mobile, late)).toMatchObject({ code: AUTH_ERRORS.SMS_CODE_WRONG.code, msg: AUTH_TEXT.smsCodeExpired });
  });
});
