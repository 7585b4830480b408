import { Form, Input } from 'antd';
import { tradePasswordSchema } from '@fund-direct/domain/validate';
import { zodRule } from './zod-rule.ts';

// §5: exactly 6 digits, masked; it travels RSA-encrypted (tradePassword is an encrypted field).
export function TradePasswordItem({ name = 'tradePassword' }: { name?: string }) {
  return (
    <Form.Item label="交易密码" name={name} rules={[zodRule(tradePasswordSchema, '请输入交易密码')]}>
      <Input.Password placeholder="请输入6位数字交易密码" maxLength={6} inputMode="numeric" autoComplete="off" style={{ maxWidth: 240 }} />
    </Form.Item>
  );
}
