import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERRORS, AUTH_TEXT, type UserInfo } from '@fund-direct/domain/contracts';
import { createTestApp, encryptFor, signedInject, type TestApp } from '../../../test/support/test-app.ts';
import { envelope, readOutbox, registerCustomer, sendSms, smsCode } from '../../../test/modules/auth/auth.test-support.ts';

describe('registration', () => {
  let t: TestApp;
  let clock = new Date('2025-03-03T02:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(async () => t.close());
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

  async function registerState(mobile: string) {
    const response = await signedInject(t.app, { method: 'GET', url: '/api/account/register-state', query: { mobile } });
    return envelope<{ registered: boolean }>(response);
  }

  it('registers a new mobile, logs the user in and leaves custbelongto 0', async () => {
    expect((await registerState('13912340001')).data).toEqual({ registered: false });
    const response = await registerCustomer(t.app, '13912340001', 'Fund2025ab');
    const body = envelope<{ accesstoken: string; isEnterprise: number; clientid: string }>(response);
    expect(body.code).toBe('0000');
    expect(body.msg).toBe(AUTH_TEXT.registerSucceeded);
    expect(body.data?.isEnterprise).toBe(0);
    expect(body.data?.accesstoken).toMatch(/^[\w-]{43}$/);
    const info = envelope<UserInfo>(
      await signedInject(t.app, { method: 'GET', url: '/api/account/user-info', token: body.data!.accesstoken }),
    );
    expect(info.data).toMatchObject({ mobileno: '13912340001', custbelongto: '0', custtype: '1', isEnterprise: 0, tradeLockState: '0' });
    expect(info.data?.clientid).toBe(body.data?.clientid);
    expect((await registerState('13912340001')).data).toEqual({ registered: true });
  });

  it('tells a registered mobile so when it asks for a register code, and sends nothing', async () => {
    const before = (await readOutbox(t.app)).sms.length;
    advance(61_000);
    const body = envelope(await sendSms(t.app, '13800000001', 'register'));
    expect(body).toMatchObject({ code: AUTH_ERRORS.MOBILE_REGISTERED.code, msg: AUTH_TEXT.mobileRegistered });
    expect((await readOutbox(t.app)).sms.length).toBe(before);
  });

  it('refuses a common password before using the code up', async () => {
    advance(61_000);
    const code = await smsCode(t.app, '13912340002', 'register');
    const send = (password: string) =>
      Promise.all([encryptFor(t.app, password), encryptFor(t.app, password)]).then(([p, c]) =>
        signedInject(t.app, {
          method: 'POST',
          url: '/api/account/register',
          body: { mobile: '13912340002', smsCode: code, password: p, confirmPassword: c, agreed: true },
        }),
      );
    expect(envelope(await send('password1'))).toMatchObject({ code: AUTH_ERRORS.WEAK_PASSWORD.code, msg: AUTH_TEXT.commonPassword });
    expect(envelope(await send('Qwerty123'))).toMatchObject({ code: AUTH_ERRORS.WEAK_PASSWORD.code });
    // The code is still good for a proper password.
    expect(envelope(await send('Lotus2025x')).code).toBe('0000');
  });

  it('answers bad input with 400 and a message naming the problem, never a 500', async () => {
    const pw = await encryptFor(t.app, 'Fund2025ab');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ mobile: '12345', smsCode: '123456', password: pw, confirmPassword: pw, agreed: true }, '手机号'],
      [
        { mobile: '13912340003', smsCode: '123456', password: await encryptFor(t.app, 'abcdefgh'), confirmPassword: pw, agreed: true },
        '8-20位',
      ],
      [
        { mobile: '13912340003', smsCode: '123456', password: pw, confirmPassword: await encryptFor(t.app, 'Fund2025ac'), agreed: true },
        AUTH_TEXT.passwordMismatch,
      ],
      [{ mobile: '13912340003', smsCode: '123456', password: pw, confirmPassword: pw }, '协议'],
      [{ mobile: '13912340003', password: pw, confirmPassword: pw, agreed: true }, '短信验证码不能为空'],
      [{ mobile: '13912340003', smsCode: '1'.repeat(5000), password: pw, confirmPassword: pw, agreed: true }, '短信验证码'],
    ];
    for (const [body, fragment] of cases) {
      const response = await signedInject(t.app, { method: 'POST', url: '/api/account/register', body });
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(envelope(response).msg).toContain(fragment);
    }
    expect((await registerState('13912340003')).data).toEqual({ registered: false });
  });

  it('refuses a wrong, reused or other-purpose code and never makes a half customer', async () => {
    advance(61_000);
    const code = await smsCode(t.app, '13912340004', 'register');
    const pw = await encryptFor(t.app, 'Fund2025ab');
    const attempt = (smsCodeValue: string, mobile = '13912340004') =>
      signedInject(t.app, {
        method: 'POST',
        url: '/api/account/register',
        body: { mobile, smsCode: smsCodeValue, password: pw, confirmPassword: pw, agreed: true },
      });
    const wrong = code === '000000' ? '111111' : '000000';
    expect(envelope(await attempt(wrong))).toMatchObject({ code: AUTH_ERRORS.SMS_CODE_WRONG.code, msg: AUTH_TEXT.smsCodeWrong(4) });
    // A code sent to one mobile does not register another.
    expect(envelope(await attempt(code, '13912340005'))).toMatchObject({ msg: AUTH_TEXT.smsCodeExpired });
    expect((await registerState('13912340005')).data).toEqual({ registered: false });
    expect(envelope(await attempt(code)).code).toBe('0000');
    // Reused: the code is gone and the mobile is now registered.
    const again = envelope(await attempt(code));
    expect(again.code).toBe(AUTH_ERRORS.MOBILE_REGISTERED.code);
    const rows = await t.database.query<{ n: number }>(`select count(*)::int as n from customer where mobile = '13912340004'`);
    expect(rows[0]?.n).toBe(1);
  });

  it('lets a code expire after 5 minutes', async () => {
    advance(61_000);
    const code = await smsCode(t.app, '13912340006', 'register');
    advance(5 * 60_000 + 1000);
    const pw = await encryptFor(t.app, 'Fund2025ab');
    const body = envelope(
      await signedInject(t.app, {
        method: 'POST',
        url: '/api/account/register',
        body: { mobile: '13912340006', smsCode: code, password: pw, confirmPassword: pw, agreed: true },
      }),
    );
    expect(body).toMatchObject({ code: AUTH_ERRORS.SMS_CODE_WRONG.code, msg: AUTH_TEXT.smsCodeExpired });
    expect((await registerState('13912340006')).data).toEqual({ registered: false });
  });
});
