import { Alert, Button, Form, Input, Select } from 'antd';
import { useMemo, useState } from 'react';
import { agreementUrl, BANK_CARD_TEXT, matchBankBin, type BankCardItem, type BankPreSignRequest } from '@fund-direct/domain/contracts';
import { bankName } from '@fund-direct/domain/codes';
import { bankCardSchema, mobileSchema, smsCodeSchema } from '@fund-direct/domain/validate';
import { zodRule } from '@/components/zod-rule.ts';
import { useBankBins } from '../api/bank-bins.ts';
import { usePostSignBank, usePreSignBank } from '../api/bank-sign.ts';
import { useSupportBanks } from '../api/support-banks.ts';
import { BankLogo } from './bank-logo.tsx';
import { SendCodeButton } from './send-code-button.tsx';
import './bank-card.css';

export interface BankCardBindFormProps {
  onBound: (card: BankCardItem) => void;
  // change_bank: the card this one replaces once signed.
  replaceTradeacco?: string;
}

interface BindValues {
  bankCode?: BankPreSignRequest['bankCode'];
  cardNo?: string;
  reservedMobile?: string;
  smsCode?: string;
}

const CARD_FIELDS = ['bankCode', 'cardNo', 'reservedMobile'] as const;

function digitsOf(value: string | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

// Issue 6 step 3: bank, card number (the bank recognised from the BIN data as it is typed),
// reserved mobile, the bank's code (pre-sign), then post-sign binds the card.
export function BankCardBindForm({ onBound, replaceTradeacco }: BankCardBindFormProps) {
  const [form] = Form.useForm<BindValues>();
  const banks = useSupportBanks();
  const bins = useBankBins();
  const preSign = usePreSignBank();
  const postSign = usePostSignBank();
  // The pending card the bank's code belongs to; changing the card details asks for a new code.
  const [pending, setPending] = useState<{ tradeacco: string; reservedMobile: string } | null>(null);
  const cardNo = digitsOf(Form.useWatch('cardNo', form));
  const chosen = Form.useWatch('bankCode', form);

  const recognised = useMemo(() => (cardNo.length >= 6 && bins.data ? matchBankBin(cardNo, bins.data) : undefined), [cardNo, bins.data]);
  const recognisedName = recognised ? bankName(recognised.bankCode) : undefined;
  const mismatch = recognised && chosen && recognised.bankCode !== chosen;

  const onValuesChange = (changed: Partial<BindValues>) => {
    if (CARD_FIELDS.some((name) => name in changed)) setPending(null);
    // A recognised card picks its bank when none is chosen yet.
    if ('cardNo' in changed && !form.getFieldValue('bankCode') && bins.data) {
      const match = matchBankBin(digitsOf(changed.cardNo), bins.data);
      if (match) form.setFieldValue('bankCode', match.bankCode);
    }
  };

  const sendCode = async (): Promise<number | null> => {
    let values: BindValues;
    try {
      values = await form.validateFields([...CARD_FIELDS]);
    } catch {
      return null;
    }
    try {
      const result = await preSign.mutateAsync({
        bankCode: values.bankCode!,
        cardNo: digitsOf(values.cardNo),
        reservedMobile: values.reservedMobile!,
        ...(replaceTradeacco ? { replaceTradeacco } : {}),
      });
      setPending({ tradeacco: result.tradeacco, reservedMobile: result.reservedMobile });
      return result.resendIn;
    } catch {
      // The http client has shown the bank's message.
      return null;
    }
  };

  const onFinish = async (values: BindValues) => {
    if (!pending) {
      form.setFields([{ name: 'smsCode', errors: ['请先获取验证码'] }]);
      return;
    }
    try {
      const card = await postSign.mutateAsync({
        tradeacco: pending.tradeacco,
        smsCode: values.smsCode!,
        ...(replaceTradeacco ? { replaceTradeacco } : {}),
      });
      onBound(card);
    } catch {
      // A wrong code stays on the form; an expired sign needs a new code.
    }
  };

  const bankOptions = (banks.data?.list ?? []).map((bank) => ({
    value: bank.bankCode,
    label: (
      <span className="fd-bank-option">
        <BankLogo logoKey={bank.logoKey} bankName={bank.bankName} size="small" />
        <span>{bank.bankName}</span>
      </span>
    ),
    limits: `单笔${bank.perOrderLimitText}／单日${bank.perDayLimitText}`,
  }));

  return (
    <Form form={form} layout="vertical" className="fd-bank-form" requiredMark onValuesChange={onValuesChange} onFinish={onFinish}>
      <Form.Item label="开户银行" name="bankCode" rules={[{ required: true, message: '请选择银行' }]}>
        <Select
          size="large"
          placeholder="请选择银行"
          options={bankOptions}
          loading={banks.isPending}
          optionRender={(option) => (
            <span className="fd-bank-option">
              {option.data.label}
              <span className="fd-bank-option__limits">{option.data.limits}</span>
            </span>
          )}
        />
      </Form.Item>
      <Form.Item
        label="银行卡号"
        name="cardNo"
        required
        normalize={(value: string) => digitsOf(value).slice(0, 19)}
        rules={[zodRule(bankCardSchema, '请输入银行卡号')]}
        extra={
          mismatch ? (
            <span role="alert">{BANK_CARD_TEXT.bankMismatch(recognisedName ?? '', bankName(chosen) ?? '')}</span>
          ) : recognisedName ? (
            <span className="fd-bank-form__recognised">
              已识别：{recognisedName}
              {recognised?.cardType === 'credit' ? `（信用卡，${BANK_CARD_TEXT.creditCard}）` : '（借记卡）'}
            </span>
          ) : null
        }
      >
        <Input size="large" placeholder="请输入本人借记卡卡号" inputMode="numeric" autoComplete="off" maxLength={19} />
      </Form.Item>
      <Form.Item label="银行预留手机号" name="reservedMobile" required rules={[zodRule(mobileSchema, '请输入银行预留手机号')]}>
        <Input size="large" placeholder="请输入该卡在银行预留的手机号" inputMode="numeric" maxLength={11} autoComplete="tel" />
      </Form.Item>
      <Form.Item label="短信验证码" required extra={pending ? `验证码已发送至 ${pending.reservedMobile}` : undefined}>
        <div className="fd-bank-form__code-row">
          <Form.Item name="smsCode" noStyle rules={[zodRule(smsCodeSchema, '请输入短信验证码')]}>
            <Input
              size="large"
              placeholder="请输入短信验证码"
              maxLength={6}
              inputMode="numeric"
              autoComplete="one-time-code"
              aria-label="短信验证码"
            />
          </Form.Item>
          <SendCodeButton onSend={sendCode} loading={preSign.isPending} />
        </div>
      </Form.Item>
      {replaceTradeacco ? <Alert type="info" showIcon title="新卡签约成功后，原银行卡将自动解绑。" style={{ marginBottom: 16 }} /> : null}
      <Button type="primary" htmlType="submit" size="large" block loading={postSign.isPending}>
        {replaceTradeacco ? '确认更换' : '确认绑定'}
      </Button>
      <p className="fd-bank-form__recognised">
        签约即表示您已阅读并同意
        <a href={agreementUrl('quick_payment')} target="_blank" rel="noreferrer">
          《快捷支付服务协议》
        </a>
      </p>
    </Form>
  );
}
