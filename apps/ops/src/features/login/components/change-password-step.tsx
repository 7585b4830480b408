import { staffPasswordSchema } from '@fund-direct/domain/contracts/ops';
import { STAFF_TEXT } from '@fund-direct/domain/ops';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { sameAsRule, zodRule } from '@/components/zod-rule.ts';
import { useChangePassword } from '../api/change-password.ts';

interface NewPassword {
  newPassword: string;
  confirm: string;
}

// Step 2 of a first login (and after a reset): the one-time password the administrator gave is replaced.
export function ChangePasswordStep({ onDone }: { onDone: () => Promise<unknown> }) {
  const change = useChangePassword();
  return (
    <Form<NewPassword>
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => change.mutate(values.newPassword, { onSuccess: () => onDone() })}
    >
      <Typography.Paragraph type="secondary">
        您正在使用管理员发放的一次性密码，请先设置新密码。{STAFF_TEXT.passwordRule}。
      </Typography.Paragraph>
      {change.error ? <Alert type="error" showIcon title={change.error.message} style={{ marginBottom: 16 }} /> : null}
      <Form.Item name="newPassword" label="新密码" rules={[zodRule(staffPasswordSchema, '请输入新密码')]}>
        <Input.Password autoComplete="new-password" autoFocus />
      </Form.Item>
      <Form.Item
        name="confirm"
        label="确认新密码"
        dependencies={['newPassword']}
        rules={[{ required: true, message: '请再次输入新密码' }, sameAsRule('newPassword', (a, b) => a === b, '两次输入的密码不一致')]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={change.isPending}>
        修改密码
      </Button>
    </Form>
  );
}
