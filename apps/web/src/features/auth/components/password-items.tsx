import { Form, Input } from 'antd';
import { AUTH_TEXT, passwordsMatch } from '@fund-direct/domain/contracts';
import { loginPasswordSchema } from '@fund-direct/domain/validate';
import { sameAsRule, zodRule } from '@/components/zod-rule.ts';

// A new login password twice (§5 rule), as registration and reset ask for it.
export function NewPasswordItems({ name = 'password', label = '登录密码' }: { name?: string; label?: string }) {
  return (
    <>
      <Form.Item label={label} name={name} rules={[zodRule(loginPasswordSchema, '请输入登录密码')]} extra="8-20位字母和数字组合">
        <Input.Password size="large" placeholder="请设置登录密码" maxLength={20} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="确认密码"
        name="confirmPassword"
        dependencies={[name]}
        rules={[{ required: true, message: '请再次输入登录密码' }, sameAsRule(name, passwordsMatch, AUTH_TEXT.passwordMismatch)]}
      >
        <Input.Password size="large" placeholder="请再次输入登录密码" maxLength={20} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
