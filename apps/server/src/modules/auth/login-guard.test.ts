import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_ERRORS, AUTH_LIMITS, AUTH_TEXT } from '@fund-direct/domain/contracts';
import { createTestApp, encryptFor, signedInject, type TestApp } from '../../../test/support/test-app.ts';
import { codeServicesOf } from '../serve/serve-context.ts';
import { envelope, newImageCode, smsCode, tokenOf } from '../../../test/modules/auth/auth.test-support.ts';

// Issue 16: a guesser is slowed and locked out where it comes from; the owner keeps a way in and is told once.
const DEMO_PASSWORD = 'Demo12345';

describe('login guard: per source and per account', () => {
  let t: TestApp;
  let clock = new Date('2025-03-03T02:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock, config: { trustProxy: true } });
  }, 300_000);
  afterAll(async () => t.close());
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

  const login = async (mobile: string, password: string, ip: string, withImage = true) =>
    envelope(
      await signedInject(t.app, {
        method: 'POST',
        url: '/api/account/token-login',
        headers: { 'x-forwarded-for': ip },
        body: {
          loginType: '10',
          loginId: mobile,
          password: await encryptFor(t.app, password),
          ...(withImage ? await newImageCode(t.app) : {}),
        },
      }),
    );
  const guess = async (mobile: string, ip: string, times: number) => {
    let last = await login(mobile, 'Wrong12345', ip);
    for (let i = 1; i < times; i++) last = await login(mobile, 'Wrong12345', ip);
    return last;
  };
  const notices = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.filter((call) => call[1] === AUTH_TEXT.lockNotice);

  it("locks the guessing source out while the owner's right password from elsewhere still works", async () => {
    const mobile = '13800000001';
    expect(await guess(mobile, '10.0.0.1', 5)).toMatchObject({ code: AUTH_ERRORS.LOGIN_LOCKED.code, msg: AUTH_TEXT.lockedNow });
    expect(await login(mobile, DEMO_PASSWORD, '10.0.0.1')).toMatchObject({
      code: AUTH_ERRORS.LOGIN_LOCKED.code,
      msg: AUTH_TEXT.locked(30),
    });
    // Another source: no image code asked, the right password logs in.
    expect((await login(mobile, DEMO_PASSWORD, '10.0.0.2', false)).code).toBe('0000');
  });

  it('a device id is a source of its own behind a shared IP', async () => {
    const mobile = '13800000005';
    const byDevice = async (device: string, password: string) =>
      envelope(
        await signedInject(t.app, {
          method: 'POST',
          url: '/api/account/token-login',
          headers: { 'x-forwarded-for': '10.0.9.9', 'x-device-id': device },
          body: { loginType: '10', loginId: mobile, password: await encryptFor(t.app, password), ...(await newImageCode(t.app)) },
        }),
      );
    for (let i = 0; i < 4; i++) await byDevice('attacker-device', 'Wrong12345');
    expect((await byDevice('attacker-device', 'Wrong12345')).msg).toBe(AUTH_TEXT.lockedNow);
    expect((await byDevice('attacker-device', DEMO_PASSWORD)).code).toBe(AUTH_ERRORS.LOGIN_LOCKED.code);
    expect((await byDevice('owner-device-1', DEMO_PASSWORD)).code).toBe('0000');
  });

  it('refuses password-only login of an account guessed from many sources, tells the owner once, lets them in by SMS', async () => {
    advance(31 * 60_000);
    const mobile = '13800000002';
    const spy = vi.spyOn(codeServicesOf(t.app).sender, 'send');
    const sources = AUTH_LIMITS.accountMaxFailures / AUTH_LIMITS.maxLoginFailures;
    for (let s = 1; s < sources; s++) await guess(mobile, `10.1.0.${s}`, AUTH_LIMITS.maxLoginFailures);
    expect(notices(spy)).toHaveLength(0);
    await guess(mobile, `10.1.0.${sources}`, AUTH_LIMITS.maxLoginFailures);
    expect(notices(spy)).toEqual([[mobile, AUTH_TEXT.lockNotice]]);
    // Password-only login is refused from a fresh source, even with the right password; more guesses send no more notices.
    expect(await login(mobile, DEMO_PASSWORD, '10.1.1.1', false)).toMatchObject({
      code: AUTH_ERRORS.LOGIN_LOCKED.code,
      msg: AUTH_TEXT.accountLocked(30),
    });
    expect((await login(mobile, 'Wrong12345', '10.1.1.2', false)).msg).toBe(AUTH_TEXT.accountLocked(30));
    expect(notices(spy)).toHaveLength(1);
    // The owner logs in with an SMS code meanwhile.
    const code = await smsCode(t.app, mobile, 'login');
    expect(
      await tokenOf(await signedInject(t.app, { method: 'POST', url: '/api/account/code-login', body: { mobile, smsCode: code } })),
    ).toBeTruthy();
    // The lock runs out after 30 minutes.
    advance(30 * 60_000 + 1000);
    expect((await login(mobile, DEMO_PASSWORD, '10.1.1.3', false)).code).toBe('0000');
    spy.mockRestore();
  });

  it('slows a source failing across accounts, then refuses it for a while', async () => {
    advance(31 * 60_000);
    const ip = '10.2.0.1';
    let n = 0;
    const next = () => `139000${String(++n).padStart(5, '0')}`;
    for (let i = 0; i < AUTH_LIMITS.sourceSlowAfterFailures; i++)
      expect((await login(next(), 'Wrong12345', ip)).code).toBe(AUTH_ERRORS.LOGIN_FAILED.code);
    // The next try right away must wait 2^0 seconds.
    expect(await login(next(), 'Wrong12345', ip)).toMatchObject({
      code: AUTH_ERRORS.LOGIN_SOURCE_LIMITED.code,
      msg: AUTH_TEXT.sourceSlowed(1),
    });
    advance(1000);
    expect((await login(next(), 'Wrong12345', ip)).code).toBe(AUTH_ERRORS.LOGIN_FAILED.code);
    expect((await login(next(), 'Wrong12345', ip)).msg).toBe(AUTH_TEXT.sourceSlowed(2));
    let last: unknown;
    for (let failures = AUTH_LIMITS.sourceSlowAfterFailures + 1; failures < AUTH_LIMITS.sourceMaxFailures; failures++) {
      advance(AUTH_LIMITS.sourceSlowMaxSeconds * 1000);
      last = await login(next(), 'Wrong12345', ip);
    }
    expect(last).toMatchObject({ code: AUTH_ERRORS.LOGIN_SOURCE_LIMITED.code, msg: AUTH_TEXT.sourceLocked(30) });
    advance(AUTH_LIMITS.sourceSlowMaxSeconds * 1000);
    // Refused for a while even with the owner's right password…
    expect((await login('13800000004', DEMO_PASSWORD, ip)).msg).toBe(AUTH_TEXT.sourceLocked(29));
    // …while other sources are untouched, and the lock runs out.
    expect((await login('13800000004', DEMO_PASSWORD, '10.2.0.2', false)).code).toBe('0000');
    advance(30 * 60_000);
    expect((await login('13800000004', DEMO_PASSWORD, ip)).code).toBe('0000');
  });
});
