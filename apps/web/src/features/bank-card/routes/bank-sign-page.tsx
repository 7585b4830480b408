import { App, Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BANK_CARD_TEXT } from '@fund-direct/domain/contracts';
import { ROUTE_PATHS } from '@fund-direct/domain/guards';
import { smsCodeSchema } from '@fund-direct/domain/validate';
import { useUserBanks } from '@/api/account/bank-user-list.ts';
import { QueryStatus } from '@/components/query-status.tsx';
import { usePageTitle } from '@/components/use-page-title.ts';
import { zodRule } from '@/components/zod-rule.ts';
import { usePostSignBank, useReContractBank } from '../api/bank-sign.ts';
import { BankCardSummary } from '../components/bank-card-summary.tsx';
import { SendCodeButton } from '../components/send-code-button.tsx';
import '../components/bank-card.css';

// §2 /account/bank_sign: re-contract a signed card; the bank texts a new code to its reserved mobile.
export function BankSignPage() {
  usePageTitle('银行卡重新签约');
  const [params] = useSearchParams();
  const cards = useUserBanks();
  const reContract = useReContractBank();
  const postSign = usePostSignBank();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ smsCode: string }>();
  const [choice, setChoice] = useState<string | null>(params.get('tradeacco'));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const list = cards.data?.list ?? [];
  const card = list.find((item) => item.tradeacco === choice);

  const sendCode = async (): Promise<number | null> => {
    if (!card) return null;
    try {
      const result = await reContract.mutateAsync(card.tradeacco);
      setSentTo(result.reservedMobile);
      return result.resendIn;
    } catch {
      return null;
    }
  };

  const onFinish = async ({ smsCode }: { smsCode: string }) => {
    if (!card) return;
    if (!sentTo) {
      form.setFields([{ name: 'smsCode', errors: ['请先获取验证码'] }]);
      return;
    }
    try {
      await postSign.mutateAsync({ tradeacco: card.tradeacco, smsCode });
      void message.success(BANK_CARD_TEXT.resigned);
      void navigate(ROUTE_PATHS.bank, { replace: true });
    } catch {
      // The http client has shown why.
    }
  };

  return (
    <section aria-labelledby="fd-account-title">
      <QueryStatus
        loading={cards.isPending}
        error={cards.isError}
        empty={cards.isSuccess && list.length === 0}
        emptyText="您还没有绑定银行卡"
        onRetry={() => void cards.refetch()}
      />
      {list.length > 0 ? (
        <Form form={form} layout="vertical" className="fd-bank-form" onFinish={onFinish}>
          <Form.Item label="银行卡" required>
            <Select
              size="large"
              placeholder="请选择需要重新签约的银行卡"
              value={card?.tradeacco}
              onChange={(value: string) => {
                setChoice(value);
                setSentTo(null);
              }}
              options={list.map((item) => ({ value: item.tradeacco, label: `${item.bankName} ${item.cardNoShort}` }))}
            />
          </Form.Item>
          {card ? <BankCardSummary card={card} /> : null}
          <Form.Item label="短信验证码" required extra={sentTo ? `验证码已发送至 ${sentTo}` : undefined} style={{ marginTop: 16 }}>
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
              <SendCodeButton onSend={sendCode} loading={reContract.isPending} disabled={!card} />
            </div>
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block disabled={!card} loading={postSign.isPending}>
            确认签约
          </Button>
        </Form>
      ) : null}
    </section>
  );
}
