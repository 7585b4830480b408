import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SECURITY_ERRORS, ACCOUNT_SECURITY_TEXT, AUTH_ERRORS, type UserInfo } from '@fund-direct/domain/contracts';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { createTestApp, encryptFor, signedInject, type TestApp } from '../../../test/support/test-app.ts';
import {
  envelope,
  latestSmsCode,
  passwordLogin,
  registerCustomer,
  sendSms,
  tokenOf,
} from '../../../test/modules/auth/auth.test-support.ts';

describe('account security: mobile update and institution password', () => {
  let t: TestApp;
  let clock = new Date('2025-03-03T02:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(async () => t.close());
  // Every send to one mobile waits out the 60 s resend interval.
  const advance = () => (clock = new Date(clock.getTime() + 61_000));
  const me = async (token: string) =>
    envelope<UserInfo>(await signedInject(t.app, { method: 'GET', url: '/api/account/user-info', token }));

  // modify-phone codes are sent only within a session.
  async function sessionCode(token: string, mobile: string): Promise<string> {
    advance();
    const sent = envelope(await sendSms(t.app, mobile, 'modify-phone', { token }));
    if (sent.code !== '0000') throw new Error(`sms send failed: ${sent.msg}`);
    const code = await latestSmsCode(t.app, mobile, 'modify-phone');
    if (!code) throw new Error('sms code not in the outbox');
    return code;
  }

  async function oldMobileTicket(token: string, mobile: string): Promise<string> {
    const code = await sessionCode(token, mobile);
    const verify = await signedInject(t.app, {
      method: 'POST',
      url: '/api/serve/mobile-code/verify',
      token,
      body: { mobile, purpose: 'modify-phone', smsCode: code },
    });
    return envelope<{ ticket: string }>(verify).data!.ticket;
  }

  const update = async (token: string, body: Record<string, string>) =>
    envelope<{ mobile: string }>(await signedInject(t.app, { method: 'POST', url: '/api/account/mobile/update', token, body }));

  it('refuses a wrong code for the old mobile before any ticket is issued', async () => {
    const mobile = '13700000101';
    const token = await tokenOf(await registerCustomer(t.app, mobile, 'First2025a'));
    await sessionCode(token, mobile);
    const verify = await signedInject(t.app, {
      method: 'POST',
      url: '/api/serve/mobile-code/verify',
      token,
      body: { mobile, purpose: 'modify-phone', smsCode: '000000' },
    });
    expect(envelope(verify).code).toBe(AUTH_ERRORS.SMS_CODE_WRONG.code);
    // A made-up ticket does not stand in for the old mobile's code.
    const code = await sessionCode(token, '13700000191');
    expect((await update(token, { ticket: 'x'.repeat(43), newMobile: '13700000191', smsCode: code })).code).toBe(
      ACCOUNT_SECURITY_ERRORS.OLD_MOBILE_UNVERIFIED.code,
    );
    expect((await me(token)).data!.mobileno).toBe(mobile);
  });

  it('refuses a ticket earned by another number, a wrong new code and a mobile that another customer holds', async () => {
    const mobile = '13700000102';
    const token = await tokenOf(await registerCustomer(t.app, mobile, 'First2025a'));
    // A ticket for the new number itself proves nothing about the old one.
    const foreignTicket = await oldMobileTicket(token, '13700000192');
    const code = await sessionCode(token, '13700000192');
    expect((await update(token, { ticket: foreignTicket, newMobile: '13700000192', smsCode: code })).code).toBe(
      ACCOUNT_SECURITY_ERRORS.OLD_MOBILE_UNVERIFIED.code,
    );

    const ticket = await oldMobileTicket(token, mobile);
    await sessionCode(token, '13700000193');
    expect((await update(token, { ticket, newMobile: '13700000193', smsCode: '000000' })).code).toBe(AUTH_ERRORS.SMS_CODE_WRONG.code);
    // 13800000001 is a demo customer: taken.
    expect(await update(token, { ticket, newMobile: '13800000001', smsCode: '123456' })).toMatchObject({
      code: ACCOUNT_SECURITY_ERRORS.MOBILE_TAKEN.code,
      msg: ACCOUNT_SECURITY_TEXT.mobileTaken,
    });
    expect((await update(token, { ticket, newMobile: mobile, smsCode: '123456' })).code).toBe(ACCOUNT_SECURITY_ERRORS.MOBILE_SAME.code);
    expect((await me(token)).data!.mobileno).toBe(mobile);
  });

  it('moves the account to the new mobile: login works with it, the session stays, nobody else changes', async () => {
    const mobile = '13700000103';
    const newMobile = '13700000194';
    const token = await tokenOf(await registerCustomer(t.app, mobile, 'First2025a'));
    const demoToken = await tokenOf(await passwordLogin(t.app, '13800000001', DEMO_PASSWORD));
    const demoBefore = (await me(demoToken)).data!;

    const ticket = await oldMobileTicket(token, mobile);
    const code = await sessionCode(token, newMobile);
    expect(await update(token, { ticket, newMobile, smsCode: code })).toMatchObject({
      code: '0000',
      msg: ACCOUNT_SECURITY_TEXT.mobileChanged,
      data: { mobile: newMobile },
    });
    expect((await me(token)).data!.mobileno).toBe(newMobile);
    // The ticket was used up.
    const again = await sessionCode(token, '13700000195');
    expect((await update(token, { ticket, newMobile: '13700000195', smsCode: again })).code).toBe(
      ACCOUNT_SECURITY_ERRORS.OLD_MOBILE_UNVERIFIED.code,
    );

    expect(envelope(await passwordLogin(t.app, newMobile, 'First2025a')).code).toBe('0000');
    expect(envelope(await passwordLogin(t.app, mobile, 'First2025a')).code).toBe(AUTH_ERRORS.LOGIN_FAILED.code);
    expect((await me(demoToken)).data).toEqual(demoBefore);
  });

  it('needs a session', async () => {
    const response = await signedInject(t.app, {
      method: 'POST',
      url: '/api/account/mobile/update',
      body: { ticket: 'x', newMobile: '13700000196', smsCode: '123456' },
    });
    expect(response.statusCode).toBe(401);
  });

  describe('institution password', () => {
    const change = async (token: string, oldPassword: string, newPassword: string, confirm = newPassword) =>
      envelope(
        await signedInject(t.app, {
          method: 'POST',
          url: '/api/account/institution-password',
          token,
          body: {
            oldPassword: await encryptFor(t.app, oldPassword),
            newPassword: await encryptFor(t.app, newPassword),
            confirmPassword: await encryptFor(t.app, confirm),
          },
        }),
      );

    it('refuses personal customers', async () => {
      const token = await tokenOf(await passwordLogin(t.app, '13800000002', DEMO_PASSWORD));
      expect(await change(token, DEMO_PASSWORD, 'Inst2025new')).toMatchObject({ code: ACCOUNT_SECURITY_ERRORS.NOT_INSTITUTION.code });
    });

    it('checks the old password and the strength rules, then changes it and ends the other sessions', async () => {
      const token = await tokenOf(await passwordLogin(t.app, '13800000003', DEMO_PASSWORD));
      const other = await tokenOf(await passwordLogin(t.app, '13800000003', DEMO_PASSWORD));
      expect((await change(token, DEMO_PASSWORD, 'abcdefgh')).code).not.toBe('0000');
      expect((await change(token, DEMO_PASSWORD, 'Inst2025new', 'Inst2025nex')).code).not.toBe('0000');
      expect((await change(token, 'Wrong2025x', 'Inst2025new')).code).toBe(AUTH_ERRORS.PASSWORD_WRONG.code);
      expect(await change(token, DEMO_PASSWORD, 'Inst2025new')).toMatchObject({
        code: '0000',
        msg: ACCOUNT_SECURITY_TEXT.institutionPasswordChanged,
      });
      expect((await signedInject(t.app, { method: 'GET', url: '/api/account/user-info', token: other })).statusCode).toBe(401);
      expect((await me(token)).code).toBe('0000');
      expect(envelope(await passwordLogin(t.app, '13800000003', 'Inst2025new')).code).toBe('0000');
    });
  });
});
