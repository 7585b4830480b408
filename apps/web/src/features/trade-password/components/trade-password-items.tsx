import { Form, Input, type InputProps } from 'antd';
import { TRADE_PASSWORD_TEXT, tradePasswordsMatch } from '@fund-direct/domain/contracts';
import { strongTradePasswordSchema, tradePasswordSchema } from '@fund-direct/domain/validate';
import { sameAsRule, zodRule } from '@/components/zod-rule.ts';

// §5: six digits, typed on a numeric keypad. Form.Item hands id, value and onChange through the props.
export function SixDigitPassword({ autoComplete = 'new-password', ...props }: Omit<InputProps, 'type' | 'maxLength' | 'inputMode'>) {
  return <Input.Password size="large" {...props} maxLength={6} inputMode="numeric" autoComplete={autoComplete} />;
}

// The old trade password of the modify page (format only: the server checks it).
export function OldTradePasswordItem() {
  return (
    <Form.Item label="原交易密码" name="oldPassword" rules={[zodRule(tradePasswordSchema, TRADE_PASSWORD_TEXT.oldRequired)]}>
      <SixDigitPassword placeholder="请输入原交易密码" autoComplete="current-password" />
    </Form.Item>
  );
}

// A new trade password twice, with the domain rules (not all the same digit, no sequence, not the birthday).
export function NewTradePasswordItems({ birthday, label = '交易密码' }: { birthday?: string | null; label?: string }) {
  return (
    <>
      <Form.Item
        label={label}
        name="tradePassword"
        rules={[zodRule(strongTradePasswordSchema(birthday ?? undefined), TRADE_PASSWORD_TEXT.required)]}
        extra="6位数字，不能为相同数字、连续数字或出生日期"
      >
        <SixDigitPassword placeholder="请设置6位数字交易密码" />
      </Form.Item>
      <Form.Item
        label="确认交易密码"
        name="confirmPassword"
        dependencies={['tradePassword']}
        rules={[
          { required: true, message: TRADE_PASSWORD_TEXT.confirmRequired },
          sameAsRule('tradePassword', tradePasswordsMatch, TRADE_PASSWORD_TEXT.mismatch),
        ]}
      >
        <SixDigitPassword placeholder="请再次输入交易密码" />
      </Form.Item>
    </>
  );
}
