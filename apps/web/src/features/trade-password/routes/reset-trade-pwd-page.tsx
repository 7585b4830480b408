import { App, Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { TRADE_PASSWORD_TEXT, tradePasswordResetRequest, type TradePasswordResetRequest } from '@fund-direct/domain/contracts';
import { maskMobile } from '@fund-direct/domain/format';
import { ROUTE_PATHS } from '@fund-direct/domain/guards';
import { usePageTitle } from '@/components/use-page-title.ts';
import { zodRule } from '@/components/zod-rule.ts';
import { useAuth } from '@/lib/auth-state.ts';
import { useResetTradePassword } from '../api/reset-trade-password.ts';
import { ResetCodeItem } from '../components/reset-code-item.tsx';
import { NewTradePasswordItems } from '../components/trade-password-items.tsx';
import '../components/trade-password.css';

// §2 /account/reset_trade_pwd: identity (the ID number on file and an SMS code to the registered mobile),
// then the new trade password twice. Also lifts a lock from too many wrong answers.
export function ResetTradePwdPage() {
  usePageTitle('重置交易密码');
  const [form] = Form.useForm<TradePasswordResetRequest>();
  const { user } = useAuth();
  const reset = useResetTradePassword();
  const navigate = useNavigate();
  const { message } = App.useApp();

  const onFinish = async (values: TradePasswordResetRequest) => {
    try {
      await reset.mutateAsync(values);
      void message.success(TRADE_PASSWORD_TEXT.resetSucceeded);
      await navigate(ROUTE_PATHS.safe, { replace: true });
    } catch {
      // A used or wrong code has to be asked for again.
      form.setFieldValue('smsCode', '');
    }
  };

  return (
    <section aria-labelledby="fd-account-title">
      <p className="fd-trade-pwd-page__note">验证码将发送至您的注册手机号 {maskMobile(user?.mobileno)}</p>
      <Form form={form} className="fd-trade-pwd-form" layout="vertical" requiredMark={false} onFinish={onFinish}>
        <Form.Item label="证件号码" name="idno" rules={[zodRule(tradePasswordResetRequest.shape.idno, TRADE_PASSWORD_TEXT.idnoRequired)]}>
          <Input size="large" placeholder="请输入开户时使用的证件号码" maxLength={40} autoComplete="off" />
        </Form.Item>
        <ResetCodeItem mobile={user?.mobileno} />
        <NewTradePasswordItems birthday={user?.birthday} label="新交易密码" />
        <Button type="primary" htmlType="submit" size="large" block loading={reset.isPending}>
          确认重置
        </Button>
      </Form>
    </section>
  );
}
