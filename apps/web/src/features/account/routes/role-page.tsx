import { App, Button, Descriptions, Form } from 'antd';
import { ACCOUNT_SECURITY_TEXT } from '@fund-direct/domain/contracts';
import { maskMobile } from '@fund-direct/domain/format';
import { useAuth } from '@/lib/auth-state.ts';
import { useChangeInstitutionPassword } from '../api/institution-password.ts';
import { PasswordChangeFields, type PasswordChangeValues } from '../components/password-fields.tsx';
import { SessionSection } from '../components/session-section.tsx';

// §2 role (security centre): the institution password change (§7; the other devices are signed out) and the devices
// signed in. The PIPL parts of the personal safe page (consents, data export, closure) are a natural person's only.
export function RolePage() {
  const { user } = useAuth();
  const [form] = Form.useForm<PasswordChangeValues>();
  const change = useChangeInstitutionPassword();
  const { message } = App.useApp();

  const onFinish = async (values: PasswordChangeValues) => {
    try {
      await change.mutateAsync(values);
      void message.success(ACCOUNT_SECURITY_TEXT.institutionPasswordChanged);
      form.resetFields();
    } catch {
      // The http client has shown the message.
    }
  };

  return (
    <>
      <Descriptions
        column={1}
        size="small"
        className="fd-account-form"
        items={[
          { key: 'name', label: '机构名称', children: user?.custname ?? '--' },
          { key: 'mobile', label: '登录手机号', children: maskMobile(user?.mobileno) || '--' },
        ]}
      />
      <h2 className="fd-account-subtitle">修改机构密码</h2>
      <Form form={form} layout="vertical" className="fd-account-form" onFinish={onFinish}>
        <PasswordChangeFields noun="机构密码" />
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          确认修改
        </Button>
      </Form>
      <SessionSection />
    </>
  );
}
