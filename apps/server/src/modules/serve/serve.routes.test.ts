import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERRORS, AUTH_TEXT } from '@fund-direct/domain/contracts';
import { createTestApp, signedInject, type TestApp } from '../../../test/support/test-app.ts';
import type { SmsPurpose } from '@fund-direct/domain/contracts';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { envelope, newImageCode, passwordLogin, readOutbox, sendSms, tokenOf } from '../../../test/modules/auth/auth.test-support.ts';

describe('image and SMS codes', () => {
  let t: TestApp;
  let clock = new Date('2025-03-03T02:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock, config: { trustProxy: true } });
  });
  afterAll(async () => t.close());
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
  const verifyImage = (imageCodeId: string, imageCode: string) =>
    signedInject(t.app, { method: 'POST', url: '/api/serve/image-code/verify', body: { imageCodeId, imageCode } });

  it('issues an SVG image code whose answer only the outbox knows', async () => {
    const image = await newImageCode(t.app);
    expect(image.svg.startsWith('<svg')).toBe(true);
    expect(image.svg).not.toContain(image.imageCode);
    expect(image.imageCode).toMatch(/^[A-Za-z\d]{4}$/);
    expect(envelope(await verifyImage(image.imageCodeId, image.imageCode.toLowerCase())).data).toEqual({ valid: true });
  });

  it('burns an image code after 5 wrong answers and lets it expire after 5 minutes', async () => {
    const image = await newImageCode(t.app);
    for (let i = 0; i < 5; i++) expect(envelope(await verifyImage(image.imageCodeId, 'zzzz')).msg).toBe(AUTH_TEXT.imageCodeWrong);
    expect(envelope(await verifyImage(image.imageCodeId, image.imageCode)).msg).toBe(AUTH_TEXT.imageCodeExpired);
    const late = await newImageCode(t.app);
    advance(5 * 60_000 + 1);
    expect(envelope(await verifyImage(late.imageCodeId, late.imageCode)).msg).toBe(AUTH_TEXT.imageCodeExpired);
  });

  it('needs an image code to send a public SMS code and uses it up', async () => {
    const noImage = await signedInject(t.app, {
      method: 'POST',
      url: '/api/serve/mobile-code/send',
      body: { mobile: '13600000001', purpose: 'register' },
    });
    expect(envelope(noImage).code).toBe(AUTH_ERRORS.IMAGE_CODE_REQUIRED.code);
    const image = await newImageCode(t.app);
    const send = () =>
      signedInject(t.app, {
        method: 'POST',
        url: '/api/serve/mobile-code/send',
        body: { mobile: '13600000001', purpose: 'register', ...image },
      });
    expect(envelope(await send())).toMatchObject({ code: '0000', data: { expiresIn: 300, resendIn: 60 } });
    advance(61_000);
    expect(envelope(await send()).msg).toBe(AUTH_TEXT.imageCodeExpired);
  });

  it('needs a session for the purposes of a signed-in customer', async () => {
    const response = await sendSms(t.app, '13600000002', 'bank-sign');
    expect(response.statusCode).toBe(401);
  });

  it('sends the codes of a signed-in customer to their own mobile only', async () => {
    const token = await tokenOf(await passwordLogin(t.app, '13800000001', DEMO_PASSWORD));
    const send = (mobile: string, purpose: SmsPurpose) => sendSms(t.app, mobile, purpose, { token, ip: '10.9.0.1' });
    expect(envelope(await send('13800000002', 'reset-trade-pwd')).code).toBe(AUTH_ERRORS.SMS_RECIPIENT_REFUSED.code);
    // A phone change may text a new number nobody holds, never another customer's.
    expect(envelope(await send('13800000002', 'modify-phone')).code).toBe(AUTH_ERRORS.SMS_RECIPIENT_REFUSED.code);
    expect(envelope(await send('13655550001', 'modify-phone')).code).toBe('0000');
    // Bank-signing codes come from the bank gateway, not from this call.
    expect(envelope(await send('13800000001', 'bank-sign')).code).toBe(AUTH_ERRORS.SMS_RECIPIENT_REFUSED.code);
    expect(envelope(await send('13800000001', 'reset-trade-pwd')).code).toBe('0000');
  });

  it('sends at most once a minute and 10 times a day per mobile', async () => {
    const mobile = '13600000003';
    advance(24 * 3600_000);
    expect(envelope(await sendSms(t.app, mobile, 'register')).code).toBe('0000');
    const soon = await sendSms(t.app, mobile, 'register');
    expect(soon.statusCode).toBe(429);
    expect(envelope(soon)).toMatchObject({ code: '1429', msg: AUTH_TEXT.smsTooSoon(60) });
    advance(30_000);
    expect(envelope(await sendSms(t.app, mobile, 'register')).msg).toBe(AUTH_TEXT.smsTooSoon(30));
    for (let i = 2; i <= 10; i++) {
      advance(61_000);
      expect(envelope(await sendSms(t.app, mobile, i % 2 ? 'login' : 'register')).code, `send ${i}`).toBe('0000');
    }
    advance(61_000);
    expect(envelope(await sendSms(t.app, mobile, 'register')).msg).toBe(AUTH_TEXT.smsDailyLimit);
    const sent = (await readOutbox(t.app)).sms.filter((item) => item.mobile === mobile);
    expect(sent.map((item) => item.code).every((code) => /^\d{6}$/.test(code))).toBe(true);
  });

  it('caps the sends from one IP address', async () => {
    advance(3600_000);
    const ip = '203.0.113.9';
    for (let i = 0; i < 30; i++) {
      const mobile = `1350000${String(i).padStart(4, '0')}`;
      expect(envelope(await sendSms(t.app, mobile, 'register', { ip })).code, mobile).toBe('0000');
    }
    const over = await sendSms(t.app, '13599999999', 'register', { ip });
    expect(envelope(over).msg).toBe(AUTH_TEXT.smsIpLimit);
    expect(envelope(await sendSms(t.app, '13599999999', 'register', { ip: '203.0.113.10' })).code).toBe('0000');
  });

  it('burns an SMS code after 5 wrong tries', async () => {
    advance(3600_000);
    const mobile = '13600000004';
    await sendSms(t.app, mobile, 'reset');
    const verify = (smsCode: string) =>
      signedInject(t.app, { method: 'POST', url: '/api/serve/mobile-code/verify', body: { mobile, purpose: 'reset', smsCode } });
    // Not registered: nothing was delivered, and the answers are the ordinary ones.
    for (const left of [4, 3, 2, 1]) expect(envelope(await verify('000000')).msg).toBe(AUTH_TEXT.smsCodeWrong(left));
    expect(envelope(await verify('000000')).msg).toBe(AUTH_TEXT.smsCodeBurnt);
    // Issue 16: a used-up code keeps saying so.
    expect(envelope(await verify('000000')).msg).toBe(AUTH_TEXT.smsCodeBurnt);
  });
});

describe('development outbox in production', () => {
  it('does not exist', async () => {
    const t = await createTestApp({ config: { nodeEnv: 'production' }, seed: false });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
