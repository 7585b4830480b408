import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRADE_TEXT } from '@fund-direct/domain/contracts';
import {
  decrypt,
  FUND,
  FUND_DETAIL,
  keyPair,
  LAZY,
  ok as json,
  orderView,
  refusal,
  renderTradePage,
  WORKDATES,
} from './trade-test-support.tsx';

const RISK_ID = '0b6e4f5a-2d7c-4e8b-9f10-1a2b3c4d5e6f';

type Decision = 'match' | 'confirm' | 'forbidden';
type PurchaseAnswer = 'ok' | 'bad-gateway' | 'wrong-password';

let pair: CryptoKeyPair;
let decision: Decision;
let purchaseAnswers: PurchaseAnswer[];
let purchases: Record<string, string>[];
let leaveMarks: number;

const REMIT_ACCOUNT = {
  bankName: '招商银行上海分行',
  accountName: '沣泽基金管理有限公司',
  accountNo: '121900000000001',
  bankAddress: '上海市浦东新区陆家嘴环路1000号',
  bigPaymentNo: '308290003020',
};

function order(body: Record<string, string>) {
  const remit = body.paymentMethod === 'remit';
  return orderView({
    amount: body.amount ?? null,
    chargeType: 'A',
    quotedFee: '14.98',
    paymentMethod: remit ? 'remit' : 'card',
    paymentStatus: remit ? 'awaiting' : 'paid',
    remitAccount: remit ? REMIT_ACCOUNT : null,
  });
}

beforeEach(async () => {
  decision = 'match';
  purchaseAnswers = [];
  purchases = [];
  leaveMarks = 0;
  const keys = await keyPair();
  pair = keys.pair;
  const publicKey = keys.publicKey;
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    switch (url.pathname) {
      case '/api/security/public-key':
        return json({ alg: 'RSA-OAEP-256', publicKey });
      case '/api/content/fund/detail':
        return json(FUND_DETAIL);
      case '/api/account/bank/user-list':
        return json({
          list: [
            {
              tradeacco: '1001',
              bankCode: '002',
              bankName: '工商银行',
              logoKey: 'bank-002',
              cardNoMasked: '622202**********1234',
              cardNoShort: '6222****1234',
              cardTail: '1234',
              reservedMobile: '138****0001',
              capitalmode: '0',
              status: 'signed',
              perOrderLimit: '50000',
              perDayLimit: '50000',
              perOrderLimitText: '5万元',
              perDayLimitText: '5万元',
              signedDate: '2026-01-01',
            },
          ],
        });
      case '/api/trade/limit':
        return json({
          fundCode: '000001',
          businessCode: '022',
          fundStatus: '0',
          allowed: true,
          reason: null,
          minAmount: '10',
          fundPerOrder: { value: '0', text: '无限额' },
          fundPerDay: { value: '0', text: '无限额' },
          fundDayRemaining: null,
          card: url.searchParams.get('tradeacco')
            ? {
                tradeacco: '1001',
                perOrder: { value: '50000', text: '5万元' },
                perDay: { value: '50000', text: '5万元' },
                dayRemaining: '50000',
              }
            : null,
          maxAmount: '50000',
          shares: null,
          frozenShares: null,
          availableShares: null,
          minRedemptionShares: '1',
          minHoldingShares: '1',
        });
      case '/api/trade/workdates':
        return json({ ...WORKDATES, arrivalDate: null });
      case '/api/trade/warning-list':
        return json({
          fundCode: '000001',
          fundName: FUND.fundname,
          decision,
          customerLevel: 'C3',
          customerLevelName: '平衡型',
          productLevel: 'R4',
          productLevelName: '中高风险',
          warnings: decision === 'confirm' ? ['本产品风险等级高于您的风险承受能力', '投资可能损失本金'] : [],
        });
      case '/api/trade/fare': {
        const body = JSON.parse(String(init.body)) as { amount: string };
        return json({
          kind: 'amount',
          fundCode: '000001',
          businessCode: '022',
          chargeType: 'A',
          amount: body.amount,
          listRate: '0.015',
          rate: '0.0015',
          discount: '0.1',
          fixedFee: null,
          fee: '14.98',
          listFee: '147.78',
          netAmount: '9985.02',
          backEndTiers: [],
        });
      }
      case '/api/trade/leave-mark':
        leaveMarks += 1;
        return json({
          riskConfirmationId: RISK_ID,
          confirmedAt: '2026-11-23T02:00:00.000Z',
          expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
        });
      case '/api/trade/purchase': {
        const body = JSON.parse(String(init.body)) as Record<string, string>;
        purchases.push(body);
        const answer = purchaseAnswers.shift() ?? 'ok';
        if (answer === 'bad-gateway') return new Response('bad gateway', { status: 502 });
        if (answer === 'wrong-password') return refusal('2413', '交易密码错误，今日还可以尝试4次');
        return json({ order: order(body), replayed: false, notice: null });
      }
      default:
        throw new Error(`unexpected call ${url.pathname}`);
    }
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPurchase(fundCode = '000001') {
  return renderTradePage(`/trade/purchase?fundCode=${fundCode}`);
}

async function fillForm(amount: string) {
  const amountInput = await screen.findByPlaceholderText('请输入购买金额', {}, LAZY);
  fireEvent.change(amountInput, { target: { value: amount } });
  fireEvent.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }));
  fireEvent.change(screen.getByPlaceholderText('请输入6位数字交易密码'), { target: { value: '147258' } });
}

describe('/trade/purchase', { timeout: 60_000 }, () => {
  it('shows the fund, the card with its limits, the amount in capitals and the discounted fee', async () => {
    renderPurchase();
    expect(await screen.findByText('沣泽成长混合A', { selector: '.fd-trade-fund__name' }, LAZY)).toBeTruthy();
    expect(await screen.findByText(/622202\*{10}1234/)).toBeTruthy();
    expect(screen.getByText(/单笔限额 5万元，单日限额 5万元/)).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('请输入购买金额'), { target: { value: '10000' } });
    expect(await screen.findByText('大写：壹万元整')).toBeTruthy();
    expect(await screen.findByText('14.98元', {}, LAZY)).toBeTruthy();
    expect(screen.getByLabelText('原费率1.50%').tagName).toBe('S');
    expect(await screen.findByText('2026-11-25')).toBeTruthy();
  });

  it('places one order with the encrypted password and shows it pending with its timeline', async () => {
    renderPurchase();
    await screen.findByText(/622202\*{10}1234/, {}, LAZY);
    await fillForm('10000');
    const submit = screen.getByRole('button', { name: '确认购买' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await screen.findByText('交易申请已受理', {}, LAZY)).toBeTruthy();
    expect(purchases).toHaveLength(1);
    const body = purchases[0]!;
    expect(body).toMatchObject({ fundCode: '000001', amount: '10000', paymentMethod: 'card', tradeacco: '1001', chargeType: 'A' });
    expect(body.riskConfirmationId).toBeUndefined();
    expect(await decrypt(pair, body.tradePassword)).toBe('147258');
    expect(screen.getByText('20261123000001')).toBeTruthy();
    expect(screen.getByText('交易状态：待确认')).toBeTruthy();
    expect(screen.getByText('份额确认')).toBeTruthy();
    // Ant Design spaces two-character Chinese button labels.
    expect(screen.getByRole('button', { name: /撤\s*单/ })).toBeTruthy();
  });

  it('pays by remittance and then shows the account to transfer to', async () => {
    renderPurchase();
    await screen.findByText(/622202\*{10}1234/, {}, LAZY);
    fireEvent.click(screen.getByRole('radio', { name: '汇款支付' }));
    expect(await screen.findByText('回款银行卡')).toBeTruthy();
    await fillForm('20000');
    fireEvent.click(screen.getByRole('button', { name: '确认购买' }));
    expect(await screen.findByText('121900000000001', {}, LAZY)).toBeTruthy();
    expect(purchases[0]).toMatchObject({ paymentMethod: 'remit', amount: '20000' });
    expect(screen.getByText('308290003020')).toBeTruthy();
    expect(screen.getByText('汇款支付（待汇款）')).toBeTruthy();
  });

  it('retries a failed request with the same request id, so the server makes one order', async () => {
    purchaseAnswers = ['bad-gateway', 'ok'];
    renderPurchase();
    await screen.findByText(/622202\*{10}1234/, {}, LAZY);
    await fillForm('500');
    fireEvent.click(screen.getByRole('button', { name: '确认购买' }));
    await waitFor(() => expect(purchases).toHaveLength(1));
    fireEvent.change(screen.getByPlaceholderText('请输入6位数字交易密码'), { target: { value: '147258' } });
    fireEvent.click(screen.getByRole('button', { name: '确认购买' }));
    expect(await screen.findByText('交易申请已受理', {}, LAZY)).toBeTruthy();
    expect(purchases).toHaveLength(2);
    expect(purchases[1]!.clientRequestId).toBe(purchases[0]!.clientRequestId);
  });

  it('starts a new request after a refusal the server answered', async () => {
    purchaseAnswers = ['wrong-password', 'ok'];
    renderPurchase();
    await screen.findByText(/622202\*{10}1234/, {}, LAZY);
    await fillForm('500');
    fireEvent.click(screen.getByRole('button', { name: '确认购买' }));
    await waitFor(() => expect(purchases).toHaveLength(1));
    // The password is cleared for the next try.
    await waitFor(() => expect((screen.getByPlaceholderText('请输入6位数字交易密码') as HTMLInputElement).value).toBe(''));
    fireEvent.change(screen.getByPlaceholderText('请输入6位数字交易密码'), { target: { value: '147258' } });
    fireEvent.click(screen.getByRole('button', { name: '确认购买' }));
    expect(await screen.findByText('交易申请已受理', {}, LAZY)).toBeTruthy();
    expect(purchases[1]!.clientRequestId).not.toBe(purchases[0]!.clientRequestId);
  });

  it('needs the risk checkbox and the dialog, then records the confirmation and sends its id', async () => {
    decision = 'confirm';
    renderPurchase();
    expect(await screen.findByText(TRADE_TEXT.riskConfirmRequired, {}, LAZY)).toBeTruthy();
    expect(screen.getByText('投资可能损失本金')).toBeTruthy();
    await screen.findByText(/622202\*{10}1234/);
    await fillForm('10000');
    fireEvent.click(screen.getByRole('button', { name: '确认购买' }));
    expect(await screen.findByText('请确认您已知晓产品风险并自愿购买')).toBeTruthy();
    expect(purchases).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: /自愿购买/ }));
    fireEvent.click(screen.getByRole('button', { name: '确认购买' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/高于您的风险承受能力/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '我已知晓，继续购买' }));
    expect(await screen.findByText('交易申请已受理', {}, LAZY)).toBeTruthy();
    expect(leaveMarks).toBe(1);
    expect(purchases[0]!.riskConfirmationId).toBe(RISK_ID);
  });

  it('refuses a conservative customer a riskier fund outright', async () => {
    decision = 'forbidden';
    renderPurchase();
    expect(await screen.findByText(TRADE_TEXT.riskForbidden, {}, LAZY)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: '确认购买' }).hasAttribute('disabled')).toBe(true));
  });

  it('sends a malformed fund code back to the fund list', async () => {
    renderPurchase('abc');
    expect(await screen.findByText('未找到该基金', {}, LAZY)).toBeTruthy();
  });
});
