import { totpCodeSchema } from '@fund-direct/domain/contracts/ops';
import { Alert, Button, Form, Input } from 'antd';
import { zodRule } from '@/components/zod-rule.ts';
import { useLoginWait, waitLabel } from './login-wait.ts';

interface TotpCodeFormProps {
  submitText: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (code: string) => void;
}

// The six digits of the authenticator app, for enrolment and for each login.
export function TotpCodeForm({ submitText, pending, error, onSubmit }: TotpCodeFormProps) {
  const wait = useLoginWait(error);
  return (
    <Form<{ code: string }> layout="vertical" requiredMark={false} onFinish={(values) => onSubmit(values.code)}>
      {error ? <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} /> : null}
      <Form.Item name="code" label="动态口令" rules={[zodRule(totpCodeSchema, '请输入动态口令')]}>
        <Input.OTP length={6} autoFocus inputMode="numeric" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={pending} disabled={wait > 0}>
        {waitLabel(wait, submitText)}
      </Button>
    </Form>
  );
}
