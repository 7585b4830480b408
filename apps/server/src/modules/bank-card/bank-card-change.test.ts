import type { BankCardItem, BankCardListResponse, BankPreSignResponse } from '@fund-direct/domain/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankCard } from '../../db/schema/account.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { passwordLogin, tokenOf } from '../../../test/modules/auth/auth.test-support.ts';
import { bankCode, call, CARDS, preSign } from '../../../test/modules/bank-card/bank-card.test-support.ts';

let t: TestApp;
const clock = new Date('2026-11-20T02:00:00Z');
let alice: string;
let dora: string;
const SEEDED = '0100001';
const HOLDING = '该银行卡尚有持仓 1,000.00 份，请赎回后再操作';

const list = async (token: string) => (await call<BankCardListResponse>(t.app, '/api/account/bank/user-list', token)).body.data!.list;

async function bind(token: string, fields: { bankCode: string; cardNo: string; reservedMobile: string; replaceTradeacco?: string }) {
  const pre = await preSign(t.app, token, fields);
  expect(pre.body.code, pre.raw).toBe('0000');
  return call<BankCardItem>(t.app, '/api/account/bank/post-sign', token, {
    tradeacco: pre.body.data!.tradeacco,
    smsCode: await bankCode(t.app, fields.reservedMobile),
    ...(fields.replaceTradeacco ? { replaceTradeacco: fields.replaceTradeacco } : {}),
  });
}

// A check as the trading modules will register it: this card carries holdings.
function holdingsOn(tradeacco: string) {
  return t.app.cardUsageChecks.add(async (_db, _customerId, card) => (card === tradeacco ? HOLDING : null));
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  alice = await tokenOf(await passwordLogin(t.app, '13800000001', DEMO_PASSWORD));
  dora = await tokenOf(await passwordLogin(t.app, '13800000004', DEMO_PASSWORD));
});
afterAll(async () => t.close());

describe('ownership', () => {
  it("never shows or changes another customer's card, whatever tradeacco is guessed", async () => {
    for (const tradeacco of [SEEDED, '1000001', '0000000']) {
      for (const url of ['detail', 'unbind', 're-contract']) {
        const reply = await call(t.app, `/api/account/bank/${url}`, dora, { tradeacco });
        expect(reply.body, `${url} ${tradeacco}`).toMatchObject({ code: '2310', msg: '银行卡不存在' });
      }
      const post = await call(t.app, '/api/account/bank/post-sign', dora, { tradeacco, smsCode: '123456' });
      expect(post.body.code).toBe('2310');
    }
    const replace = await preSign(t.app, dora, {
      bankCode: '007',
      cardNo: CARDS.cmb,
      reservedMobile: '13922220001',
      replaceTradeacco: SEEDED,
    });
    expect(replace.body.code).toBe('2310');
    expect(await list(dora)).toEqual([]);
    expect((await list(alice)).map((c) => c.tradeacco)).toEqual([SEEDED]);
  });

  it("does not let a customer sign another customer's pending card with their own code", async () => {
    const pre = await preSign(t.app, alice, { bankCode: '002', cardNo: CARDS.icbc, reservedMobile: '13922220002' });
    const code = await bankCode(t.app, '13922220002');
    const stolen = await call(t.app, '/api/account/bank/post-sign', dora, { tradeacco: pre.body.data!.tradeacco, smsCode: code });
    expect(stolen.body.code).toBe('2310');
    const [row] = await t.app.db.select().from(bankCard).where(eq(bankCard.tradeacco, pre.body.data!.tradeacco));
    expect(row!.status).toBe('pending');
  });
});

describe('re-contract (bank_sign)', () => {
  it('sends a new code to the reserved mobile and re-signs the card with it', async () => {
    await t.app.db
      .update(bankCard)
      .set({ signedAt: new Date('2025-03-01T02:00:00Z') })
      .where(eq(bankCard.tradeacco, SEEDED));
    const pre = await call<BankPreSignResponse>(t.app, '/api/account/bank/re-contract', alice, { tradeacco: SEEDED });
    expect(pre.body).toMatchObject({ code: '0000', data: { tradeacco: SEEDED, reservedMobile: '138****0001' } });
    const code = await bankCode(t.app, '13800000001');
    const wrong = await call(t.app, '/api/account/bank/post-sign', alice, {
      tradeacco: SEEDED,
      smsCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.body.code).toBe('2105');
    const post = await call<BankCardItem>(t.app, '/api/account/bank/post-sign', alice, { tradeacco: SEEDED, smsCode: code });
    expect(post.body).toMatchObject({
      code: '0000',
      msg: '银行卡重新签约成功',
      data: { tradeacco: SEEDED, status: 'signed', signedDate: '2026-11-20' },
    });
    expect(post.raw).not.toContain(CARDS.cmbSeeded);
  });
});

describe('change and unbind', () => {
  let first: string;

  it('binds a first card for the customer', async () => {
    const reply = await bind(dora, { bankCode: '007', cardNo: CARDS.cmb, reservedMobile: '13922220003' });
    expect(reply.body.code, reply.raw).toBe('0000');
    first = reply.body.data!.tradeacco;
  });

  it('refuses to change to the same card', async () => {
    const reply = await preSign(t.app, dora, {
      bankCode: '007',
      cardNo: CARDS.cmb,
      reservedMobile: '13922220004',
      replaceTradeacco: first,
    });
    expect(reply.body).toMatchObject({ code: '2311' });
  });

  it('refuses a change while a registered usage check names holdings on the old card', async () => {
    const remove = holdingsOn(first);
    try {
      const reply = await preSign(t.app, dora, {
        bankCode: '007',
        cardNo: CARDS.cmbOther,
        reservedMobile: '13922220005',
        replaceTradeacco: first,
      });
      expect(reply.body).toMatchObject({ code: '2309', msg: HOLDING });
    } finally {
      remove();
    }
    // Holdings that appear between the code and its use still stop the change.
    const pre = await preSign(t.app, dora, {
      bankCode: '007',
      cardNo: CARDS.cmbOther,
      reservedMobile: '13922220006',
      replaceTradeacco: first,
    });
    expect(pre.body.code).toBe('0000');
    const removeLater = holdingsOn(first);
    try {
      const post = await call(t.app, '/api/account/bank/post-sign', dora, {
        tradeacco: pre.body.data!.tradeacco,
        smsCode: await bankCode(t.app, '13922220006'),
        replaceTradeacco: first,
      });
      expect(post.body).toMatchObject({ code: '2309', msg: HOLDING });
    } finally {
      removeLater();
    }
    expect((await list(dora)).map((c) => c.tradeacco)).toEqual([first]);
  });

  it('replaces the old card in one step when nothing rides on it', async () => {
    clock.setTime(clock.getTime() + 61_000);
    const reply = await bind(dora, { bankCode: '007', cardNo: CARDS.cmbOther, reservedMobile: '13922220006', replaceTradeacco: first });
    expect(reply.body).toMatchObject({ code: '0000', msg: '银行卡更换成功', data: { cardNoMasked: '621483**********3456' } });
    const second = reply.body.data!.tradeacco;
    expect((await list(dora)).map((c) => c.tradeacco)).toEqual([second]);
    const [old] = await t.app.db.select().from(bankCard).where(eq(bankCard.tradeacco, first));
    expect(old).toMatchObject({ status: 'unbound', unboundAt: clock });
    expect((await call(t.app, '/api/account/bank/detail', dora, { tradeacco: first })).body.code).toBe('2310');
  });

  it('refuses to unbind while a check reports in-transit trades, and unbinds once free', async () => {
    const [card] = await list(dora);
    const remove = t.app.cardUsageChecks.add(async () => '该银行卡有在途交易，请待交易确认后再解绑');
    try {
      const refused = await call(t.app, '/api/account/bank/unbind', dora, { tradeacco: card!.tradeacco });
      expect(refused.body).toMatchObject({ code: '2309', msg: '该银行卡有在途交易，请待交易确认后再解绑' });
      expect(await list(dora)).toHaveLength(1);
    } finally {
      remove();
    }
    const done = await call(t.app, '/api/account/bank/unbind', dora, { tradeacco: card!.tradeacco });
    expect(done.body).toMatchObject({ code: '0000', msg: '银行卡解绑成功', data: { tradeacco: card!.tradeacco, status: 'unbound' } });
    expect(await list(dora)).toEqual([]);
    expect((await call(t.app, '/api/account/bank/unbind', dora, { tradeacco: card!.tradeacco })).body.code).toBe('2310');
    // An unbound card can be bound again later.
    clock.setTime(clock.getTime() + 61_000);
    const again = await bind(dora, { bankCode: '007', cardNo: CARDS.cmbOther, reservedMobile: '13922220006' });
    expect(again.body.code).toBe('0000');
  });
});
