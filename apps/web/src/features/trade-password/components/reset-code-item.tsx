import { Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { smsCodeSchema } from '@fund-direct/domain/validate';
import { zodRule } from '@/components/zod-rule.ts';
import { useSendResetCode } from '../api/reset-trade-password.ts';

// The SMS code to the registered mobile, with its send button and the resend countdown.
export function ResetCodeItem({ mobile }: { mobile: string | null | undefined }) {
  const [left, setLeft] = useState(0);
  const send = useSendResetCode();

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  const onSend = async () => {
    if (!mobile) return;
    try {
      setLeft((await send.mutateAsync(mobile)).resendIn);
    } catch {
      // The http client has shown the message.
    }
  };

  return (
    <Form.Item label="短信验证码" required>
      <div className="fd-trade-pwd-code">
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
        <Button size="large" disabled={left > 0 || !mobile} loading={send.isPending} onClick={() => void onSend()}>
          {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
        </Button>
      </div>
    </Form.Item>
  );
}
