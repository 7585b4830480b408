import { Alert, Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PERSONAL_DATA_TEXT, type ClosureCheckResponse } from '@fund-direct/domain/contracts';
import { maskMobile } from '@fund-direct/domain/format';
import { ROUTE_PATHS } from '@fund-direct/domain/guards';
import { smsCodeSchema } from '@fund-direct/domain/validate';
import { QueryStatus } from '@/components/query-status.tsx';
import { TradePasswordItem } from '@/components/trade-password-item.tsx';
import { zodRule } from '@/components/zod-rule.ts';
import { clearSession, useAuth } from '@/lib/auth-state.ts';
import { sendCloseAccountCode, useCloseAccount, useClosureCheck } from '../api/account-closure.ts';
import { SmsCodeButton } from './sms-code-button.tsx';
import './personal-data.css';

interface ClosureValues {
  tradePassword?: string;
  password?: string;
  smsCode: string;
}

function Blockers({ check }: { check: ClosureCheckResponse }) {
  return (
    <>
      <Alert type="warning" showIcon title={PERSONAL_DATA_TEXT.closeBlocked} style={{ marginBottom: 12 }} />
      <ul className="fd-closure-blockers" aria-label="暂不能注销的原因">
        {check.blockers.map((blocker) => (
          <li key={blocker.code}>
            <span>
              {blocker.text}（{blocker.count}）
            </span>
            <Link to={blocker.to}>{blocker.action}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function ClosureForm({ check, onClosed }: { check: ClosureCheckResponse; onClosed: () => void }) {
  const { user } = useAuth();
  const close = useCloseAccount();
  const [form] = Form.useForm<ClosureValues>();
  const mobile = user?.mobileno ?? '';
  const onFinish = async (values: ClosureValues) => {
    try {
      await close.mutateAsync(values);
      onClosed();
    } catch {
      // The http client has shown the message.
    }
  };
  return (
    <>
      <ul className="fd-account-note fd-closure-notes">
        <li>注销后将解绑全部银行卡、退出所有设备，本账户不能再登录；该手机号可重新注册为新客户。</li>
        <li>依照反洗钱法规定，您的身份资料和交易记录将自注销之日起保存 {check.retentionYears} 年，仅用于监管要求，不再对您展示。</li>
        <li>如需保留记录，请先在上方“我的数据”中导出。</li>
      </ul>
      <Form form={form} layout="vertical" onFinish={(values) => void onFinish(values)} className="fd-account-form">
        {check.tradePasswordSet ? (
          <TradePasswordItem />
        ) : (
          <Form.Item label="登录密码" name="password" rules={[{ required: true, message: '请输入登录密码' }]}>
            <Input.Password autoComplete="current-password" maxLength={64} />
          </Form.Item>
        )}
        <Form.Item label={`短信验证码（发送至 ${maskMobile(mobile)}）`} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="smsCode" noStyle rules={[zodRule(smsCodeSchema, '请输入短信验证码')]}>
              <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" aria-label="短信验证码" />
            </Form.Item>
            <SmsCodeButton onSend={async () => (await sendCloseAccountCode(mobile)).resendIn} />
          </Space.Compact>
        </Form.Item>
        <Button danger type="primary" htmlType="submit" loading={close.isPending}>
          确认注销
        </Button>
      </Form>
    </>
  );
}

// 注销账户: blockers named with where to resolve them; otherwise the password and a code close the account.
export function AccountClosureSection() {
  const [open, setOpen] = useState(false);
  const check = useClosureCheck(open);
  const navigate = useNavigate();
  // The session ended on the server with the account: leave for the confirmation page, which calls nothing (home would
  // ask with the dead token and get the 401 "logged out" dialog), then forget the token. Leaving first: a guard of the
  // account area would answer the cleared session with the login prompt.
  const onClosed = async () => {
    setOpen(false);
    await navigate(ROUTE_PATHS.accountClosed, { replace: true });
    clearSession();
  };
  return (
    <section aria-labelledby="fd-closure">
      <h2 className="fd-account-subtitle" id="fd-closure">
        注销账户
      </h2>
      <p className="fd-account-note">没有持仓、在途交易和定投计划时，可以在线注销账户。</p>
      <Button danger onClick={() => setOpen(true)}>
        申请注销账户
      </Button>
      <Modal open={open} title="注销账户" footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        <QueryStatus loading={check.isPending} error={check.isError} onRetry={() => void check.refetch()} />
        {check.data ? (
          check.data.blockers.length > 0 ? (
            <Blockers check={check.data} />
          ) : (
            <ClosureForm check={check.data} onClosed={() => void onClosed()} />
          )
        ) : null}
      </Modal>
    </section>
  );
}
