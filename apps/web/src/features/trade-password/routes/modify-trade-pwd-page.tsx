import { App, Button, Form } from 'antd';
import { Link, useNavigate } from 'react-router';
import { TRADE_PASSWORD_TEXT, type TradePasswordModifyRequest } from '@fund-direct/domain/contracts';
import { ROUTE_PATHS } from '@fund-direct/domain/guards';
import { useTradePasswordState } from '@/api/account/trade-password-state.ts';
import { QueryStatus } from '@/components/query-status.tsx';
import { usePageTitle } from '@/components/use-page-title.ts';
import { useAuth } from '@/lib/auth-state.ts';
import { useModifyTradePassword } from '../api/modify-trade-password.ts';
import { NewTradePasswordItems, OldTradePasswordItem } from '../components/trade-password-items.tsx';
import { TradePasswordSetForm } from '../components/trade-password-set-form.tsx';
import '../components/trade-password.css';

// §2 /account/modify_trade_pwd: the old trade password and a new one twice; a customer without one sets it here.
export function ModifyTradePwdPage() {
  usePageTitle('修改交易密码');
  const state = useTradePasswordState();
  const modify = useModifyTradePassword();
  const [form] = Form.useForm<TradePasswordModifyRequest>();
  const { user } = useAuth();
  const navigate = useNavigate();
  const { message } = App.useApp();

  const onFinish = async (values: TradePasswordModifyRequest) => {
    try {
      await modify.mutateAsync(values);
      void message.success(TRADE_PASSWORD_TEXT.modified);
      await navigate(ROUTE_PATHS.safe, { replace: true });
    } catch {
      form.setFieldValue('oldPassword', '');
    }
  };

  let body;
  if (state.isPending || state.isError) {
    body = <QueryStatus loading={state.isPending} error={state.isError} onRetry={() => void state.refetch()} />;
  } else if (!state.data.set) {
    body = (
      <>
        <p className="fd-trade-pwd-page__note">{TRADE_PASSWORD_TEXT.notSet}</p>
        <TradePasswordSetForm onDone={() => void navigate(ROUTE_PATHS.safe, { replace: true })} />
      </>
    );
  } else {
    body = (
      <>
        {state.data.locked ? <p className="fd-trade-pwd-page__warning">{TRADE_PASSWORD_TEXT.locked}</p> : null}
        <Form form={form} className="fd-trade-pwd-form" layout="vertical" requiredMark={false} onFinish={onFinish}>
          <OldTradePasswordItem />
          <NewTradePasswordItems birthday={user?.birthday} label="新交易密码" />
          <Button type="primary" htmlType="submit" size="large" block loading={modify.isPending}>
            确认修改
          </Button>
        </Form>
        <p className="fd-trade-pwd-links">
          <Link to={ROUTE_PATHS.resetTradePwd}>忘记交易密码？</Link>
        </p>
      </>
    );
  }

  return <section aria-labelledby="fd-account-title">{body}</section>;
}
