import { ERRORS } from '@fund-direct/domain/errors';
import type { BankCardItem, BankCardListResponse, BankVerifyResponse, SupportBankListResponse } from '@fund-direct/domain/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankCard } from '../../db/schema/account.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { passwordLogin, readOutbox, tokenOf } from '../../../test/modules/auth/auth.test-support.ts';
import { findCustomerByMobile } from '../auth/customer.repository.ts';
import { hasSignedBankCard } from './bank-card.repository.ts';
import { bankCode, call, cardBody, CARDS, preSign } from '../../../test/modules/bank-card/bank-card.test-support.ts';

let t: TestApp;
let clock = new Date('2026-11-20T02:00:00Z');
// alice: demo account with the seeded 招商银行 card; dora: identity saved, no card; bob: registered only; corp: institution.
let alice: string;
let dora: string;
let bob: string;
let corp: string;
let doraId: string;

const list = async (token: string) => (await call<BankCardListResponse>(t.app, '/api/account/bank/user-list', token)).body.data!.list;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  alice = await tokenOf(await passwordLogin(t.app, '13800000001', DEMO_PASSWORD));
  dora = await tokenOf(await passwordLogin(t.app, '13800000004', DEMO_PASSWORD));
  bob = await tokenOf(await passwordLogin(t.app, '13800000002', DEMO_PASSWORD));
  corp = await tokenOf(await passwordLogin(t.app, '13800000003', DEMO_PASSWORD));
  doraId = (await findCustomerByMobile(t.app.db, '13800000004'))!.id;
});
afterAll(async () => t.close());

describe('support list and the customer list', () => {
  it('lists every sales bank with its logo key and §5 limit texts, without a session', async () => {
    const { body } = await call<SupportBankListResponse>(t.app, '/api/account/bank/support-list', undefined);
    expect(body.data!.list).toHaveLength(17);
    expect(body.data!.list.find((b) => b.bankCode === '007')).toEqual({
      bankCode: '007',
      bankName: '招商银行',
      logoKey: 'bank-007',
      perOrderLimit: '50000',
      perDayLimit: '100000',
      perOrderLimitText: '5万元',
      perDayLimitText: '10万元',
    });
    expect(body.data!.list.find((b) => b.bankCode === '009')).toMatchObject({ perOrderLimitText: '无限额', perDayLimitText: '无限额' });
    expect(body.data!.list.find((b) => b.bankCode === '920')).toMatchObject({ perOrderLimitText: '1.5万元' });
  });

  it('answers 401 without a session on every card call', async () => {
    expect((await call(t.app, '/api/account/bank/user-list', undefined)).status).toBe(401);
    const card = await cardBody(t.app, { bankCode: '007', cardNo: CARDS.cmb, reservedMobile: '13911110009' });
    const bodies: Record<string, Record<string, unknown>> = {
      verify: card,
      'pre-sign': card,
      'post-sign': { tradeacco: '0100001', smsCode: '123456' },
      detail: { tradeacco: '0100001' },
      unbind: { tradeacco: '0100001' },
      're-contract': { tradeacco: '0100001' },
    };
    for (const [url, body] of Object.entries(bodies)) {
      const reply = await call(t.app, `/api/account/bank/${url}`, undefined, body);
      expect(reply.status, url).toBe(401);
    }
  });

  it("shows the demo customer's seeded card masked, with limits and signed date", async () => {
    const reply = await call<BankCardListResponse>(t.app, '/api/account/bank/user-list', alice);
    expect(reply.body.data!.list).toEqual([
      {
        tradeacco: '0100001',
        bankCode: '007',
        bankName: '招商银行',
        logoKey: 'bank-007',
        cardNoMasked: '622588**********1234',
        cardNoShort: '6225****1234',
        cardTail: '1234',
        reservedMobile: '138****0001',
        capitalmode: 'K',
        status: 'signed',
        perOrderLimit: '50000.00',
        perDayLimit: '100000.00',
        perOrderLimitText: '5万元',
        perDayLimitText: '10万元',
        signedDate: '2026-11-20',
      },
    ]);
    expect(reply.raw).not.toContain(CARDS.cmbSeeded);
    const detail = await call<BankCardItem>(t.app, '/api/account/bank/detail', alice, { tradeacco: '0100001' });
    expect(detail.body.data).toEqual(reply.body.data!.list[0]);
    expect(detail.raw).not.toContain(CARDS.cmbSeeded);
  });

  it('leaves remittance accounts (capitalmode 1) out of the list', async () => {
    await t.app.db.update(bankCard).set({ capitalmode: '1' }).where(eq(bankCard.tradeacco, '0100001'));
    try {
      expect(await list(alice)).toEqual([]);
    } finally {
      await t.app.db.update(bankCard).set({ capitalmode: 'K' }).where(eq(bankCard.tradeacco, '0100001'));
    }
  });
});

describe('binding a card', () => {
  it('verifies, pre-signs with a code to the reserved mobile, and signs with that code', async () => {
    expect(await hasSignedBankCard(t.app.db, doraId)).toBe(false);
    const verify = await call<BankVerifyResponse>(
      t.app,
      '/api/account/bank/verify',
      dora,
      await cardBody(t.app, { bankCode: '002', cardNo: CARDS.icbc, reservedMobile: '13911110001' }),
    );
    expect(verify.body).toMatchObject({
      code: '0000',
      msg: '银行卡信息验证通过',
      data: { verified: true, bankCode: '002', bankName: '工商银行' },
    });

    const pre = await preSign(t.app, dora, { bankCode: '002', cardNo: CARDS.icbc, reservedMobile: '13911110001' });
    expect(pre.body).toMatchObject({ code: '0000', data: { reservedMobile: '139****0001', expiresIn: 300, resendIn: 60 } });
    expect(pre.raw).not.toContain(CARDS.icbc);
    const tradeacco = pre.body.data!.tradeacco;
    expect(Number(tradeacco)).toBeGreaterThanOrEqual(1000001);
    // Pending cards are not in the list yet.
    expect(await list(dora)).toEqual([]);

    const [row] = await t.app.db.select().from(bankCard).where(eq(bankCard.tradeacco, tradeacco));
    expect(row!.status).toBe('pending');
    expect(row!.cardNoEnc).not.toContain(CARDS.icbc);
    expect(t.app.fieldCipher.decrypt(row!.cardNoEnc)).toBe(CARDS.icbc);
    expect(row!.cardNoHash).toBe(t.app.fieldCipher.digest(CARDS.icbc));
    expect([row!.cardHead, row!.cardTail]).toEqual(['622202', '0123']);

    const code = await bankCode(t.app, '13911110001');
    const post = await call<BankCardItem>(t.app, '/api/account/bank/post-sign', dora, { tradeacco, smsCode: code });
    expect(post.body).toMatchObject({
      code: '0000',
      msg: '银行卡绑定成功',
      data: {
        tradeacco,
        bankName: '工商银行',
        cardNoMasked: '622202**********0123',
        cardNoShort: '6222****0123',
        status: 'signed',
        perOrderLimitText: '5万元',
      },
    });
    expect(post.raw).not.toContain(CARDS.icbc);
    expect((await list(dora)).map((c) => c.tradeacco)).toEqual([tradeacco]);
    expect(await hasSignedBankCard(t.app.db, doraId)).toBe(true);

    // The code was used: it cannot sign again, and the answer says so.
    const again = await call(t.app, '/api/account/bank/post-sign', dora, { tradeacco, smsCode: code });
    expect(again.body).toMatchObject({ code: '2105', msg: '短信验证码已使用，请重新获取' });
  });

  it('refuses a card already bound', async () => {
    const reply = await preSign(t.app, alice, { bankCode: '007', cardNo: CARDS.cmbSeeded, reservedMobile: '13911110002' });
    expect(reply.body).toMatchObject({ code: '2307', msg: '该银行卡已绑定，请勿重复添加' });
  });

  it('refuses the configured test card with the bank message, sending no code and storing nothing', async () => {
    const before = (await readOutbox(t.app)).sms.length;
    const fields = { bankCode: '002', cardNo: CARDS.icbcRefused, reservedMobile: '13911110003' };
    const verify = await call(t.app, '/api/account/bank/verify', dora, await cardBody(t.app, fields));
    expect(verify.body).toMatchObject({ code: '2303', msg: expect.stringContaining('发卡行拒绝签约') });
    const pre = await preSign(t.app, dora, fields);
    expect(pre.body.code).toBe('2303');
    expect((await readOutbox(t.app)).sms.length).toBe(before);
    const rows = await t.app.db
      .select()
      .from(bankCard)
      .where(eq(bankCard.cardNoHash, t.app.fieldCipher.digest(CARDS.icbcRefused)));
    expect(rows).toEqual([]);
  });

  it('refuses a card whose BIN names another bank, an unknown BIN and a credit card', async () => {
    const mismatch = await preSign(t.app, dora, { bankCode: '007', cardNo: CARDS.icbcOther, reservedMobile: '13911110004' });
    expect(mismatch.body).toMatchObject({ code: '2305', msg: '该卡号属于工商银行，与所选的招商银行不一致，请核对' });
    const unknown = await preSign(t.app, dora, { bankCode: '007', cardNo: CARDS.unknownBin, reservedMobile: '13911110004' });
    expect(unknown.body.code).toBe('2304');
    const credit = await preSign(t.app, dora, { bankCode: '007', cardNo: CARDS.cmbCredit, reservedMobile: '13911110004' });
    expect(credit.body).toMatchObject({ code: '2306', msg: '基金交易仅支持借记卡，请使用储蓄卡签约' });
  });

  it('refuses a customer without a saved identity, and an institution', async () => {
    const fields = { bankCode: '007', cardNo: CARDS.cmb, reservedMobile: '13911110005' };
    expect((await preSign(t.app, bob, fields)).body).toMatchObject({ code: '2301', msg: '请先完成身份信息填写，再绑定银行卡' });
    expect((await call(t.app, '/api/account/bank/verify', bob, await cardBody(t.app, fields))).body.code).toBe('2301');
    expect((await preSign(t.app, corp, fields)).body.code).toBe(ERRORS.PERSONAL_ONLY.code);
  });

  it('validates the request with the domain schemas, naming the field in Chinese', async () => {
    const short = await preSign(t.app, dora, { bankCode: '007', cardNo: '622588123', reservedMobile: '13911110006' });
    expect(short.body).toMatchObject({ code: '1001', msg: '银行卡号须为16-19位数字' });
    const bank = await preSign(t.app, dora, { bankCode: '999', cardNo: CARDS.cmb, reservedMobile: '13911110006' });
    expect(bank.body).toMatchObject({ code: '1001', msg: '请选择银行' });
    const mobile = await preSign(t.app, dora, { bankCode: '007', cardNo: CARDS.cmb, reservedMobile: '12345' });
    expect(mobile.body).toMatchObject({ code: '1001', msg: '请输入正确的手机号码' });
  });

  it('keeps the card pending on a wrong code and refuses a pending sign that has expired', async () => {
    const pre = await preSign(t.app, dora, { bankCode: '007', cardNo: CARDS.cmb, reservedMobile: '13911110007' });
    const tradeacco = pre.body.data!.tradeacco;
    const code = await bankCode(t.app, '13911110007');
    const wrong = code === '000000' ? '111111' : '000000';
    const reply = await call(t.app, '/api/account/bank/post-sign', dora, { tradeacco, smsCode: wrong });
    expect(reply.body).toMatchObject({ code: '2105', msg: '短信验证码错误，您还可以尝试4次' });
    expect((await list(dora)).some((c) => c.tradeacco === tradeacco)).toBe(false);

    clock = new Date(clock.getTime() + 6 * 60_000);
    const late = await call(t.app, '/api/account/bank/post-sign', dora, { tradeacco, smsCode: code });
    expect(late.body).toMatchObject({ code: '2308', msg: '签约申请已过期，请重新获取验证码' });
    expect((await list(dora)).some((c) => c.tradeacco === tradeacco)).toBe(false);
  });
});
