import { App, Button, Form } from 'antd';
import { useNavigate } from 'react-router';
import { AUTH_TEXT } from '@fund-direct/domain/contracts';
import { ROUTE_PATHS } from '@fund-direct/domain/guards';
import { useChangeLoginPassword } from '../api/change-login-password.ts';
import { PasswordChangeFields, type PasswordChangeValues } from '../components/password-fields.tsx';

// §2 modify_login_pwd: old password, new one twice; the other signed-in devices are signed out.
export function ModifyLoginPwdPage() {
  const [form] = Form.useForm<PasswordChangeValues>();
  const change = useChangeLoginPassword();
  const { message } = App.useApp();
  const navigate = useNavigate();

  const onFinish = async (values: PasswordChangeValues) => {
    try {
      await change.mutateAsync(values);
      void message.success(AUTH_TEXT.passwordChanged);
      await navigate(ROUTE_PATHS.safe);
    } catch {
      // The http client has shown the message.
    }
  };

  return (
    <Form form={form} layout="vertical" className="fd-account-form" onFinish={onFinish}>
      <PasswordChangeFields noun="登录密码" />
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        确认修改
      </Button>
    </Form>
  );
}
