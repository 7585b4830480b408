import { App, Button, Form, Input, Steps } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AUTH_TEXT } from '@fund-direct/domain/contracts';
import { mobileSchema } from '@fund-direct/domain/validate';
import { useVerifyMobileCode } from '@/api/serve/mobile-code-verify.ts';
import { usePageTitle } from '@/components/use-page-title.ts';
import { zodRule } from '@/components/zod-rule.ts';
import { useResetLoginPassword } from '../api/reset-login-password.ts';
import { AuthPanel } from '../components/auth-panel.tsx';
import { ImageCodeItem } from '../components/image-code-item.tsx';
import { NewPasswordItems } from '../components/password-items.tsx';
import { SmsCodeItem } from '../components/sms-code-item.tsx';
import { useImageCode } from '../components/use-image-code.ts';

// §2 /auth/forgetPassword in two steps: mobile + image code + SMS code, then a new password twice.
export function ForgetPasswordPage() {
  usePageTitle('找回密码');
  const [verifyForm] = Form.useForm();
  const [resetForm] = Form.useForm();
  const imageCode = useImageCode();
  const [ticket, setTicket] = useState<string | null>(null);
  const verify = useVerifyMobileCode();
  const reset = useResetLoginPassword();
  const navigate = useNavigate();
  const { message } = App.useApp();

  const onVerify = async (values: { mobile: string; smsCode: string }) => {
    try {
      const result = await verify.mutateAsync({ mobile: values.mobile, purpose: 'reset', smsCode: values.smsCode });
      setTicket(result.ticket);
    } catch {
      // The http client has shown the message.
    }
  };

  const onReset = async (values: { password: string; confirmPassword: string }) => {
    if (!ticket) return;
    try {
      await reset.mutateAsync({ ticket, newPassword: values.password, confirmPassword: values.confirmPassword });
      void message.success(AUTH_TEXT.resetSucceeded);
      await navigate('/login', { replace: true });
    } catch {
      // An expired ticket sends the user back to the first step.
      setTicket(null);
    }
  };

  return (
    <AuthPanel title="找回登录密码" footer={<Link to="/login">返回登录</Link>}>
      <Steps className="fd-auth-steps" size="small" current={ticket ? 1 : 0} items={[{ title: '验证手机号' }, { title: '设置新密码' }]} />
      {ticket ? (
        <Form form={resetForm} layout="vertical" requiredMark={false} onFinish={onReset}>
          <NewPasswordItems label="新登录密码" />
          <Button type="primary" htmlType="submit" size="large" block loading={reset.isPending}>
            确认修改
          </Button>
        </Form>
      ) : (
        <Form form={verifyForm} layout="vertical" requiredMark={false} onFinish={onVerify}>
          <Form.Item label="手机号" name="mobile" rules={[zodRule(mobileSchema, '请输入手机号')]}>
            <Input size="large" placeholder="请输入注册手机号" maxLength={11} inputMode="numeric" autoComplete="tel" />
          </Form.Item>
          <ImageCodeItem imageCode={imageCode} />
          <SmsCodeItem form={verifyForm} purpose="reset" imageCode={imageCode} />
          <Button type="primary" htmlType="submit" size="large" block loading={verify.isPending}>
            下一步
          </Button>
        </Form>
      )}
    </AuthPanel>
  );
}
