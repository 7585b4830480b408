import { App, Button, Form } from 'antd';
import { TRADE_PASSWORD_TEXT, type TradePasswordSetRequest } from '@fund-direct/domain/contracts';
import { useAuth } from '@/lib/auth-state.ts';
import { useSetTradePassword } from '../api/set-trade-password.ts';
import { NewTradePasswordItems } from './trade-password-items.tsx';
import './trade-password.css';

interface TradePasswordSetFormProps {
  onDone: () => void;
}

// The first trade password (account opening, or the modify page of a customer who has none yet).
export function TradePasswordSetForm({ onDone }: TradePasswordSetFormProps) {
  const [form] = Form.useForm<TradePasswordSetRequest>();
  const { user } = useAuth();
  const set = useSetTradePassword();
  const { message } = App.useApp();

  const onFinish = async (values: TradePasswordSetRequest) => {
    try {
      await set.mutateAsync(values);
      void message.success(TRADE_PASSWORD_TEXT.setSucceeded);
      onDone();
    } catch {
      // The http client has shown the message.
    }
  };

  return (
    <Form form={form} className="fd-trade-pwd-form" layout="vertical" requiredMark={false} onFinish={onFinish}>
      <NewTradePasswordItems birthday={user?.birthday} />
      <Button type="primary" htmlType="submit" size="large" block loading={set.isPending}>
        确认设置
      </Button>
    </Form>
  );
}
