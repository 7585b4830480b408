import { Button, Form, Input, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { AUTH_TEXT, type SmsPurpose } from '@fund-direct/domain/contracts';
import { imageCodeSchema, smsCodeSchema } from '@fund-direct/domain/validate';
import { useSendMobileCode } from '@/api/serve/mobile-code-send.ts';
import { zodRule } from '@/components/zod-rule.ts';
import type { ImageCodeState } from './use-image-code.ts';

interface SmsCodeItemProps {
  form: FormInstance;
  purpose: SmsPurpose;
  imageCode: ImageCodeState;
  // Runs before sending; false stops (e.g. a registered mobile on the register page).
  beforeSend?: (mobile: string) => Promise<boolean>;
}

// The SMS code field with its send button and the 60 s countdown.
export function SmsCodeItem({ form, purpose, imageCode, beforeSend }: SmsCodeItemProps) {
  const [left, setLeft] = useState(0);
  const send = useSendMobileCode();

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  const onSend = async () => {
    let values: { mobile: string; imageCode: string };
    try {
      values = (await form.validateFields(['mobile'])) as { mobile: string; imageCode: string };
    } catch {
      return;
    }
    values.imageCode = String(form.getFieldValue('imageCode') ?? '').trim();
    const parsed = imageCodeSchema.safeParse(values.imageCode);
    if (!parsed.success) {
      const message = values.imageCode ? (parsed.error.issues[0]?.message ?? AUTH_TEXT.imageCodeWrong) : AUTH_TEXT.imageCodeRequired;
      form.setFields([{ name: 'imageCode', errors: [message] }]);
      return;
    }
    form.setFields([{ name: 'imageCode', errors: [] }]);
    if (beforeSend && !(await beforeSend(values.mobile))) return;
    try {
      const result = await send.mutateAsync({
        mobile: values.mobile,
        purpose,
        imageCodeId: imageCode.imageCodeId ?? '',
        imageCode: values.imageCode,
      });
      setLeft(result.resendIn);
    } catch {
      // The http client has shown the message.
    } finally {
      // The image code was used up either way.
      form.setFieldValue('imageCode', '');
      imageCode.refresh();
    }
  };

  return (
    <Form.Item label="短信验证码" required>
      <div className="fd-auth-code-row">
        <Form.Item name="smsCode" noStyle rules={[zodRule(smsCodeSchema, '请输入短信验证码')]}>
          <Input
            placeholder="请输入短信验证码"
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
            size="large"
            aria-label="短信验证码"
          />
        </Form.Item>
        <Button size="large" className="fd-auth-send" disabled={left > 0} loading={send.isPending} onClick={onSend}>
          {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
        </Button>
      </div>
    </Form.Item>
  );
}
