import { Form, Input } from 'antd';
import { AUTH_TEXT, passwordsMatch } from '@fund-direct/domain/contracts';
import { loginPasswordSchema } from '@fund-direct/domain/validate';
import { sameAsRule, zodRule } from '@/components/zod-rule.ts';

// Old password, new password (§5 rules) and its repetition, for the login and institution password pages.
export function PasswordChangeFields({ noun }: { noun: string }) {
  return (
    <>
      <Form.Item label={`原${noun}`} name="oldPassword" rules={[{ required: true, message: `请输入原${noun}` }]}>
        <Input.Password autoComplete="current-password" maxLength={20} />
      </Form.Item>
      <Form.Item
        label={`新${noun}`}
        name="newPassword"
        required
        extra="8-20位字母和数字组合"
        rules={[zodRule(loginPasswordSchema, `请输入新${noun}`)]}
      >
        <Input.Password autoComplete="new-password" maxLength={20} />
      </Form.Item>
      <Form.Item
        label={`确认新${noun}`}
        name="confirmPassword"
        dependencies={['newPassword']}
        rules={[{ required: true, message: `请再次输入新${noun}` }, sameAsRule('newPassword', passwordsMatch, AUTH_TEXT.passwordMismatch)]}
      >
        <Input.Password autoComplete="new-password" maxLength={20} />
      </Form.Item>
    </>
  );
}

export interface PasswordChangeValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}
