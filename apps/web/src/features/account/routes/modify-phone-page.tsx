import { App, Button, Form, Input, Space, Steps } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT_SECURITY_TEXT } from '@fund-direct/domain/contracts';
import { maskMobile } from '@fund-direct/domain/format';
import { ROUTE_PATHS } from '@fund-direct/domain/guards';
import { mobileSchema, smsCodeSchema } from '@fund-direct/domain/validate';
import { fetchRegisterState } from '@/api/account/register-state.ts';
import { zodRule } from '@/components/zod-rule.ts';
import { useAuth } from '@/lib/auth-state.ts';
import { sendModifyPhoneCode, useVerifyModifyPhoneCode } from '../api/mobile-code.ts';
import { useUpdateMobile } from '../api/update-mobile.ts';
import { SmsCodeButton } from '../components/sms-code-button.tsx';

interface NewMobileValues {
  newMobile: string;
  smsCode: string;
}

// §2 modify_phone: a code to the current mobile first, then a code to the new one.
export function ModifyPhonePage() {
  const { user } = useAuth();
  const mobile = user?.mobileno ?? '';
  const [ticket, setTicket] = useState<string | null>(null);
  const [oldForm] = Form.useForm<{ smsCode: string }>();
  const [newForm] = Form.useForm<NewMobileValues>();
  const verify = useVerifyModifyPhoneCode();
  const update = useUpdateMobile();
  const { message } = App.useApp();
  const navigate = useNavigate();

  const onVerifyOld = async ({ smsCode }: { smsCode: string }) => {
    try {
      setTicket((await verify.mutateAsync({ mobile, smsCode })).ticket);
    } catch {
      // The http client has shown the message.
    }
  };

  const sendToNew = async (): Promise<number | null> => {
    let newMobile: string;
    try {
      ({ newMobile } = await newForm.validateFields(['newMobile']));
    } catch {
      return null;
    }
    if (newMobile === mobile) {
      newForm.setFields([{ name: 'newMobile', errors: [ACCOUNT_SECURITY_TEXT.mobileSame] }]);
      return null;
    }
    if (
      await fetchRegisterState(newMobile).then(
        (state) => state.registered,
        () => false,
      )
    ) {
      newForm.setFields([{ name: 'newMobile', errors: [ACCOUNT_SECURITY_TEXT.mobileTaken] }]);
      return null;
    }
    return (await sendModifyPhoneCode(newMobile)).resendIn;
  };

  const onUpdate = async (values: NewMobileValues) => {
    if (!ticket) return;
    try {
      await update.mutateAsync({ ticket, newMobile: values.newMobile, smsCode: values.smsCode });
      void message.success(ACCOUNT_SECURITY_TEXT.mobileChanged);
      await navigate(ROUTE_PATHS.safe);
    } catch {
      // The http client has shown the message (an expired ticket needs the old mobile again).
    }
  };

  return (
    <>
      <Steps
        className="fd-account-steps"
        size="small"
        current={ticket ? 1 : 0}
        items={[{ title: '验证原手机号' }, { title: '绑定新手机号' }]}
      />
      {ticket ? (
        <Form key="new" form={newForm} layout="vertical" className="fd-account-form" onFinish={onUpdate}>
          <Form.Item label="新手机号" name="newMobile" rules={[zodRule(mobileSchema, '请输入新手机号')]}>
            <Input maxLength={11} inputMode="numeric" autoComplete="tel" />
          </Form.Item>
          <Form.Item label="短信验证码" required>
            <Space.Compact block>
              <Form.Item name="smsCode" noStyle rules={[zodRule(smsCodeSchema, '请输入短信验证码')]}>
                <Input maxLength={6} inputMode="numeric" autoComplete="one-time-code" aria-label="短信验证码" />
              </Form.Item>
              <SmsCodeButton onSend={sendToNew} />
            </Space.Compact>
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            确认修改
          </Button>
        </Form>
      ) : (
        <Form key="old" form={oldForm} layout="vertical" className="fd-account-form" onFinish={onVerifyOld}>
          <Form.Item label="原手机号">
            <span>{maskMobile(mobile) || '--'}</span>
          </Form.Item>
          <Form.Item label="短信验证码" required>
            <Space.Compact block>
              <Form.Item name="smsCode" noStyle rules={[zodRule(smsCodeSchema, '请输入短信验证码')]}>
                <Input maxLength={6} inputMode="numeric" autoComplete="one-time-code" aria-label="短信验证码" />
              </Form.Item>
              <SmsCodeButton disabled={!mobile} onSend={async () => (await sendModifyPhoneCode(mobile)).resendIn} />
            </Space.Compact>
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={verify.isPending}>
            下一步
          </Button>
        </Form>
      )}
    </>
  );
}
