import { ERRORS } from '@fund-direct/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERRORS, TRADE_PASSWORD_ERRORS, TRADE_PASSWORD_TEXT, type TradePasswordState } from '@fund-direct/domain/contracts';
import { TRADE_PASSWORD_WEAKNESS, idCardCheckChar } from '@fund-direct/domain/validate';
import { DEMO_TRADE_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { createTestApp, encryptFor, signedInject, type TestApp } from '../../../test/support/test-app.ts';
import {
  envelope,
  latestSmsCode,
  passwordLogin,
  registerCustomer,
  sendSms,
  tokenOf,
} from '../../../test/modules/auth/auth.test-support.ts';
import { findCustomerByMobile } from '../auth/customer.repository.ts';
import { hasTradePassword, verifyTradePassword } from './trade-password.service.ts';

describe('trade password API', () => {
  let t: TestApp;
  let clock = new Date('2025-06-10T02:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(async () => t.close());
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

  const login = async (mobile: string) => tokenOf(await passwordLogin(t.app, mobile, 'Demo12345'));
  const customerId = async (mobile: string) => (await findCustomerByMobile(t.database.db, mobile))!.id;
  const encrypted = async (fields: Record<string, string>) =>
    Object.fromEntries(
      await Promise.all(Object.entries(fields).map(async ([k, v]) => [k, k === 'smsCode' ? v : await encryptFor(t.app, v)] as const)),
    );
  const post = async (path: string, token: string, fields: Record<string, string>) =>
    envelope(
      await signedInject(t.app, { method: 'POST', url: `/api/account/trade-password/${path}`, token, body: await encrypted(fields) }),
    );
  const errorOf = async (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => error as { code: string; message: string },
    );

  it('stores the demo trade password for the demo accounts with a fund account only', async () => {
    const db = t.database.db;
    expect(await hasTradePassword(db, await customerId('13800000002'))).toBe(false);
    for (const mobile of ['13800000001', '13800000003', '13800000004', '13800000005']) {
      expect(await hasTradePassword(db, await customerId(mobile)), mobile).toBe(true);
    }
    await expect(verifyTradePassword(db, await customerId('13800000001'), DEMO_TRADE_PASSWORD, clock)).resolves.toBeUndefined();
  });

  it('sets a first trade password: weak ones and a mismatch refused, a second set refused', async () => {
    const token = await login('13800000002');
    expect(await post('set', token, { tradePassword: '111111', confirmPassword: '111111' })).toMatchObject({
      code: '1001',
      msg: TRADE_PASSWORD_WEAKNESS.sameDigits,
    });
    expect(await post('set', token, { tradePassword: '654321', confirmPassword: '654321' })).toMatchObject({
      code: '1001',
      msg: TRADE_PASSWORD_WEAKNESS.sequence,
    });
    expect(await post('set', token, { tradePassword: '12345', confirmPassword: '12345' })).toMatchObject({
      code: '1001',
      msg: TRADE_PASSWORD_WEAKNESS.format,
    });
    expect(await post('set', token, { tradePassword: '135792', confirmPassword: '135790' })).toMatchObject({
      code: '1001',
      msg: TRADE_PASSWORD_TEXT.mismatch,
    });
    const state = async () =>
      envelope<TradePasswordState>(await signedInject(t.app, { method: 'GET', url: '/api/account/trade-password/state', token })).data;
    expect(await state()).toEqual({ set: false, locked: false });
    expect(await post('set', token, { tradePassword: '135792', confirmPassword: '135792' })).toMatchObject({
      code: '0000',
      msg: TRADE_PASSWORD_TEXT.setSucceeded,
    });
    expect(await state()).toEqual({ set: true, locked: false });
    expect(await post('set', token, { tradePassword: '246813', confirmPassword: '246813' })).toMatchObject({
      code: TRADE_PASSWORD_ERRORS.ALREADY_SET.code,
    });
    await expect(verifyTradePassword(t.database.db, await customerId('13800000002'), '135792', clock)).resolves.toBeUndefined();
  });

  it('refuses plaintext password fields', async () => {
    const token = await login('13800000002');
    const response = await signedInject(t.app, {
      method: 'POST',
      url: '/api/account/trade-password/modify',
      token,
      body: { oldPassword: '135792', tradePassword: '246813', confirmPassword: '246813' },
    });
    expect(envelope(response).code).toBe('1005');
  });

  it('modifies with the right old password only; the birthday and the same password are refused', async () => {
    const token = await login('13800000001');
    const modify = (oldPassword: string, tradePassword: string) =>
      post('modify', token, { oldPassword, tradePassword, confirmPassword: tradePassword });
    // 王明 was born on 1990-03-07.
    expect(await modify(DEMO_TRADE_PASSWORD, '900307')).toMatchObject({
      code: TRADE_PASSWORD_ERRORS.WEAK.code,
      msg: TRADE_PASSWORD_WEAKNESS.birthday,
    });
    expect(await modify(DEMO_TRADE_PASSWORD, DEMO_TRADE_PASSWORD)).toMatchObject({ msg: TRADE_PASSWORD_TEXT.samePassword });
    expect(await modify('999000', '246813')).toMatchObject({
      code: TRADE_PASSWORD_ERRORS.WRONG.code,
      msg: TRADE_PASSWORD_TEXT.oldWrong(4),
    });
    expect(await modify(DEMO_TRADE_PASSWORD, '246813')).toMatchObject({ code: '0000', msg: TRADE_PASSWORD_TEXT.modified });
    const id = await customerId('13800000001');
    expect((await errorOf(verifyTradePassword(t.database.db, id, DEMO_TRADE_PASSWORD, clock)))?.code).toBe(
      TRADE_PASSWORD_ERRORS.WRONG.code,
    );
    await expect(verifyTradePassword(t.database.db, id, '246813', clock)).resolves.toBeUndefined();
  });

  it('resets with an SMS code to the registered mobile and the ID number on file', async () => {
    const mobile = '13800000005';
    const token = await login(mobile);
    const idno = '32010219780615333' + idCardCheckChar('32010219780615333');
    const reset = (fields: Record<string, string>) =>
      post('reset', token, { tradePassword: '246813', confirmPassword: '246813', ...fields });
    expect(envelope(await sendSms(t.app, mobile, 'reset-trade-pwd', { token })).code).toBe('0000');
    const code = (await latestSmsCode(t.app, mobile, 'reset-trade-pwd'))!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(await reset({ idno, smsCode: wrongCode })).toMatchObject({ code: AUTH_ERRORS.SMS_CODE_WRONG.code });
    expect(await reset({ idno: '110101199003071234', smsCode: code })).toMatchObject({
      code: TRADE_PASSWORD_ERRORS.IDNO_WRONG.code,
      msg: TRADE_PASSWORD_TEXT.idnoWrong,
    });
    // The code was used up by the attempt with the wrong ID number.
    expect(await reset({ idno, smsCode: code })).toMatchObject({ code: AUTH_ERRORS.SMS_CODE_WRONG.code });
    advance(61_000);
    expect(envelope(await sendSms(t.app, mobile, 'reset-trade-pwd', { token })).code).toBe('0000');
    const second = (await latestSmsCode(t.app, mobile, 'reset-trade-pwd'))!;
    expect(await reset({ idno: idno.toLowerCase(), smsCode: second })).toMatchObject({
      code: '0000',
      msg: TRADE_PASSWORD_TEXT.resetSucceeded,
    });
    await expect(verifyTradePassword(t.database.db, await customerId(mobile), '246813', clock)).resolves.toBeUndefined();
  });

  it('locks after five wrong answers in one Shanghai day until the next day; a right one clears the count', async () => {
    const db = t.database.db;
    const id = await customerId('13800000004');
    // 23:00 and 23:30 in Shanghai on 10 June, then 00:30 on 11 June.
    const lateEvening = new Date('2025-06-10T15:00:00Z');
    const lastMinutes = new Date('2025-06-10T15:30:00Z');
    const nextMorning = new Date('2025-06-10T16:30:00Z');
    for (let left = 4; left >= 1; left--) {
      expect(await errorOf(verifyTradePassword(db, id, '999000', lateEvening))).toMatchObject({
        code: TRADE_PASSWORD_ERRORS.WRONG.code,
        message: TRADE_PASSWORD_TEXT.wrong(left),
      });
    }
    expect(await errorOf(verifyTradePassword(db, id, '999000', lastMinutes))).toMatchObject({
      code: TRADE_PASSWORD_ERRORS.LOCKED.code,
      message: TRADE_PASSWORD_TEXT.locked,
    });
    expect(await errorOf(verifyTradePassword(db, id, DEMO_TRADE_PASSWORD, lastMinutes))).toMatchObject({
      code: TRADE_PASSWORD_ERRORS.LOCKED.code,
    });
    await expect(verifyTradePassword(db, id, DEMO_TRADE_PASSWORD, nextMorning)).resolves.toBeUndefined();
    // The count started again: one wrong answer leaves four.
    expect(await errorOf(verifyTradePassword(db, id, '999000', nextMorning))).toMatchObject({ message: TRADE_PASSWORD_TEXT.wrong(4) });
    await expect(verifyTradePassword(db, id, DEMO_TRADE_PASSWORD, nextMorning)).resolves.toBeUndefined();
    expect(await errorOf(verifyTradePassword(db, id, '999000', nextMorning))).toMatchObject({ message: TRADE_PASSWORD_TEXT.wrong(4) });
  });

  it('refuses modify and reset while none is set, and a set by a customer who already has one', async () => {
    advance(61_000);
    const fresh = await tokenOf(await registerCustomer(t.app, '13700000066', 'First2025a'));
    expect(await post('modify', fresh, { oldPassword: '135792', tradePassword: '246813', confirmPassword: '246813' })).toMatchObject({
      code: TRADE_PASSWORD_ERRORS.NOT_SET.code,
      msg: TRADE_PASSWORD_TEXT.notSet,
    });
    expect(
      await post('reset', fresh, { idno: '110101199003071234', smsCode: '123456', tradePassword: '246813', confirmPassword: '246813' }),
    ).toMatchObject({
      code: TRADE_PASSWORD_ERRORS.NOT_SET.code,
    });
    const enterprise = await login('13800000003');
    // §2/§6: the trade password pages are personal; an institution uses its own institution password.
    expect(await post('set', enterprise, { tradePassword: '246813', confirmPassword: '246813' })).toMatchObject({
      code: ERRORS.PERSONAL_ONLY.code,
    });
  });
});
