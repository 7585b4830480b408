import { Button, Form, Input, Select, Tabs } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ID_TYPES, LOGIN_ID_TYPES, optionsOf } from '@fund-direct/domain/codes';
import { AUTH_ERRORS, AUTH_TEXT, LOGIN_TYPES, tokenLoginRequest, type LoginType } from '@fund-direct/domain/contracts';
import { idCardSchema, mobileSchema } from '@fund-direct/domain/validate';
import { zodRule } from '@/components/zod-rule.ts';
import { ApiError } from '@/lib/http.ts';
import { useCodeLogin } from '../api/code-login.ts';
import { useTokenLogin } from '../api/token-login.ts';
import { AuthPanel } from '../components/auth-panel.tsx';
import { ImageCodeItem } from '../components/image-code-item.tsx';
import { SmsCodeItem } from '../components/sms-code-item.tsx';
import { useImageCode } from '../components/use-image-code.ts';
import { useFinishLogin } from '../use-finish-login.ts';

const LOGIN_TYPE_OPTIONS = optionsOf(ID_TYPES, [...LOGIN_TYPES]);
// Codes after which the image code is asked for (a failed try, a missing or wrong image code).
const IMAGE_CODE_ERRORS: readonly string[] = [
  AUTH_ERRORS.LOGIN_FAILED.code,
  AUTH_ERRORS.IMAGE_CODE_REQUIRED.code,
  AUTH_ERRORS.IMAGE_CODE_WRONG.code,
  AUTH_ERRORS.LOGIN_LOCKED.code,
];

function loginIdRule(loginType: LoginType) {
  if (loginType === LOGIN_ID_TYPES.mobile) return zodRule(mobileSchema, '请输入手机号');
  if (loginType === '0') return zodRule(idCardSchema, '请输入身份证号');
  return zodRule(tokenLoginRequest.shape.loginId, '请输入登录账号');
}

function placeholderOf(loginType: LoginType): string {
  if (loginType === LOGIN_ID_TYPES.mobile) return '请输入手机号';
  if (loginType === LOGIN_ID_TYPES.fundAccount) return '请输入基金账号';
  return `请输入${ID_TYPES[loginType]}号码`;
}

function PasswordLoginForm() {
  const [form] = Form.useForm();
  const loginType = (Form.useWatch('loginType', form) as LoginType | undefined) ?? LOGIN_ID_TYPES.mobile;
  const [needImage, setNeedImage] = useState(false);
  const imageCode = useImageCode(needImage);
  const login = useTokenLogin();
  const finish = useFinishLogin();

  const onFinish = async (values: { loginType: LoginType; loginId: string; password: string; imageCode?: string }) => {
    try {
      const result = await login.mutateAsync({
        loginType: values.loginType,
        loginId: values.loginId.trim(),
        password: values.password,
        ...(needImage && imageCode.imageCodeId ? { imageCodeId: imageCode.imageCodeId, imageCode: values.imageCode } : {}),
      });
      await finish(result, AUTH_TEXT.loginSucceeded);
    } catch (error) {
      if (error instanceof ApiError && IMAGE_CODE_ERRORS.includes(error.code)) {
        form.setFieldValue('imageCode', '');
        if (needImage) imageCode.refresh();
        else setNeedImage(true);
      }
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} initialValues={{ loginType: LOGIN_ID_TYPES.mobile }} onFinish={onFinish}>
      <Form.Item label="登录账号" required>
        <div className="fd-auth-code-row">
          <Form.Item name="loginType" noStyle>
            <Select
              size="large"
              options={LOGIN_TYPE_OPTIONS}
              style={{ width: 150, flex: 'none' }}
              aria-label="证件类型"
              popupMatchSelectWidth={false}
              onChange={() => form.setFields([{ name: 'loginId', errors: [] }])}
            />
          </Form.Item>
          <Form.Item name="loginId" noStyle rules={[loginIdRule(loginType)]}>
            <Input size="large" placeholder={placeholderOf(loginType)} maxLength={40} autoComplete="username" aria-label="登录账号" />
          </Form.Item>
        </div>
      </Form.Item>
      <Form.Item label="登录密码" name="password" rules={[zodRule(tokenLoginRequest.shape.password, '请输入登录密码')]}>
        <Input.Password size="large" placeholder="请输入登录密码" maxLength={20} autoComplete="current-password" />
      </Form.Item>
      {needImage ? <ImageCodeItem imageCode={imageCode} checkOnSubmit /> : null}
      <Button type="primary" htmlType="submit" size="large" block loading={login.isPending}>
        登录
      </Button>
    </Form>
  );
}

function SmsLoginForm() {
  const [form] = Form.useForm();
  const imageCode = useImageCode();
  const login = useCodeLogin();
  const finish = useFinishLogin();
  const onFinish = async (values: { mobile: string; smsCode: string }) => {
    try {
      await finish(await login.mutateAsync({ mobile: values.mobile, smsCode: values.smsCode }), AUTH_TEXT.loginSucceeded);
    } catch {
      // The http client has shown the message.
    }
  };
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish}>
      <Form.Item label="手机号" name="mobile" rules={[zodRule(mobileSchema, '请输入手机号')]}>
        <Input size="large" placeholder="请输入手机号" maxLength={11} inputMode="numeric" autoComplete="tel" />
      </Form.Item>
      <ImageCodeItem imageCode={imageCode} />
      <SmsCodeItem form={form} purpose="login" imageCode={imageCode} />
      <Button type="primary" htmlType="submit" size="large" block loading={login.isPending}>
        登录
      </Button>
    </Form>
  );
}

// §2 /login: by password (with the §3 ID type) or by SMS code.
export function LoginPage() {
  return (
    <AuthPanel
      title="欢迎登录"
      footer={
        <>
          <Link to="/auth/forgetPassword">忘记密码？</Link>
          <span>
            还没有账户？<Link to="/auth/register">立即注册</Link>
          </span>
        </>
      }
    >
      <Tabs
        items={[
          { key: 'password', label: '密码登录', children: <PasswordLoginForm /> },
          { key: 'sms', label: '验证码登录', children: <SmsLoginForm /> },
        ]}
      />
    </AuthPanel>
  );
}
