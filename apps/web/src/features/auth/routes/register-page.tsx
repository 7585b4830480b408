import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { AUTH_TEXT, REGISTER_AGREEMENTS } from '@fund-direct/domain/contracts';
import { isMobile, mobileSchema } from '@fund-direct/domain/validate';
import { fetchRegisterState } from '@/api/account/register-state.ts';
import { zodRule } from '@/components/zod-rule.ts';
import { useRegister } from '../api/register.ts';
import { AuthPanel } from '../components/auth-panel.tsx';
import { ImageCodeItem } from '../components/image-code-item.tsx';
import { NewPasswordItems } from '../components/password-items.tsx';
import { SmsCodeItem } from '../components/sms-code-item.tsx';
import { useImageCode } from '../components/use-image-code.ts';
import { useFinishLogin } from '../use-finish-login.ts';

interface RegisterValues {
  mobile: string;
  smsCode: string;
  password: string;
  confirmPassword: string;
  agreements: string[];
}

const ALL_AGREEMENTS = REGISTER_AGREEMENTS.map((a) => a.key);

// §2 /auth/register: mobile, image code, SMS code, password twice, the two agreements.
export function RegisterPage() {
  const [form] = Form.useForm<RegisterValues>();
  const imageCode = useImageCode();
  const [registered, setRegistered] = useState<string | null>(null);
  const register = useRegister();
  const finish = useFinishLogin();

  // A registered mobile is told so and offered login (the register-state call).
  const checkMobile = async (mobile: string): Promise<boolean> => {
    if (!isMobile(mobile)) return false;
    try {
      const state = await fetchRegisterState(mobile);
      setRegistered(state.registered ? mobile : null);
      return !state.registered;
    } catch {
      return true;
    }
  };

  const onFinish = async (values: RegisterValues) => {
    try {
      const result = await register.mutateAsync({
        mobile: values.mobile,
        smsCode: values.smsCode,
        password: values.password,
        confirmPassword: values.confirmPassword,
        agreed: true,
      });
      await finish(result, AUTH_TEXT.registerSucceeded);
    } catch {
      // The http client has shown the message.
    }
  };

  return (
    <AuthPanel
      title="注册账户"
      footer={
        <span>
          已有账户？<Link to="/login">立即登录</Link>
        </span>
      }
    >
      {registered ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={AUTH_TEXT.mobileRegistered}
          action={<Link to="/login">去登录</Link>}
        />
      ) : null}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish}>
        <Form.Item label="手机号" name="mobile" rules={[zodRule(mobileSchema, '请输入手机号')]}>
          <Input
            size="large"
            placeholder="请输入手机号"
            maxLength={11}
            inputMode="numeric"
            autoComplete="tel"
            onBlur={(event) => void checkMobile(event.target.value)}
            onChange={() => setRegistered(null)}
          />
        </Form.Item>
        <ImageCodeItem imageCode={imageCode} />
        <SmsCodeItem form={form} purpose="register" imageCode={imageCode} beforeSend={checkMobile} />
        <NewPasswordItems />
        <Form.Item
          name="agreements"
          className="fd-auth-agree"
          rules={[
            {
              validator: async (_rule, value: string[] | undefined) => {
                if (!ALL_AGREEMENTS.every((key) => value?.includes(key))) throw new Error(AUTH_TEXT.agreementRequired);
              },
            },
          ]}
        >
          <Checkbox.Group style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
            {REGISTER_AGREEMENTS.map((agreement) => (
              <Checkbox key={agreement.key} value={agreement.key}>
                我已阅读并同意
                <a href={agreement.href} target="_blank" rel="noopener noreferrer" onClick={(event) => event.stopPropagation()}>
                  {agreement.title}
                </a>
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={register.isPending}>
          注册
        </Button>
      </Form>
    </AuthPanel>
  );
}
