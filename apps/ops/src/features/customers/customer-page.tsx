import { CUSTOMER_ACTIONS, type CustomerAction, type CustomerOrderView } from '@fund-direct/domain/contracts/ops';
import { Alert, App, Button, Card, Space, Tabs } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useCurrentStaff } from '@/api/auth-me.ts';
import { useCustomerDetail } from './api/customer-detail.ts';
import { ActionDialog, type ActionTarget } from './components/action-dialog.tsx';
import { CustomerOverview } from './components/customer-overview.tsx';
import {
  CardsTable,
  CustomerTimeline,
  HoldingsTable,
  MessagesTable,
  OrdersTable,
  PlansTable,
  SessionsTable,
} from './components/customer-lists.tsx';

// 客户详情 (客服, 合规审计): everything about a customer who calls, masked; the actions only for 'customer.act'
// (the server checks it again), each behind a reason dialog.
export function CustomerPage() {
  const { id = '' } = useParams();
  const detail = useCustomerDetail(id);
  const me = useCurrentStaff();
  const canAct = me.data?.permissions.includes('customer.act') ?? false;
  const [target, setTarget] = useState<ActionTarget | null>(null);
  const { message } = App.useApp();
  const data = detail.data;
  const who = data ? `${data.profile.custname ?? '（未实名）'}（${data.profile.custno}）` : '';

  const open = (action: CustomerAction) => setTarget({ action, description: `客户：${who}` });
  const cancel = (order: CustomerOrderView) =>
    setTarget({
      action: 'cancelOrder',
      orderId: order.id,
      description: `客户：${who}；订单 ${order.orderNo}（${order.businessLabel} ${order.fundName}）`,
    });

  const actions =
    canAct && data && !data.account.closed ? (
      <Space wrap>
        <Button disabled={!data.account.tradePasswordLocked} onClick={() => open('unlockTradePassword')}>
          {CUSTOMER_ACTIONS.unlockTradePassword}
        </Button>
        <Button disabled={data.sessions.length === 0} onClick={() => open('revokeSessions')}>
          {CUSTOMER_ACTIONS.revokeSessions}
        </Button>
        {data.account.frozen ? (
          <Button type="primary" onClick={() => open('unfreeze')}>
            {CUSTOMER_ACTIONS.unfreeze}
          </Button>
        ) : (
          <Button danger onClick={() => open('freeze')}>
            {CUSTOMER_ACTIONS.freeze}
          </Button>
        )}
      </Space>
    ) : null;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title={
          <Space>
            <Link to="/customers">客户查询</Link>
            <span>/</span>
            <span>{who || '客户详情'}</span>
          </Space>
        }
        extra={actions}
        loading={detail.isLoading}
      >
        {detail.error ? <Alert type="error" showIcon title={detail.error.message} /> : null}
        {data ? <CustomerOverview detail={data} /> : null}
      </Card>
      {data ? (
        <Card>
          <Tabs
            items={[
              { key: 'cards', label: `银行卡（${String(data.cards.length)}）`, children: <CardsTable rows={data.cards} /> },
              { key: 'holdings', label: `持仓（${String(data.holdings.length)}）`, children: <HoldingsTable rows={data.holdings} /> },
              {
                key: 'orders',
                label: `交易（${String(data.orders.length)}）`,
                children: <OrdersTable rows={data.orders} canAct={canAct} onCancel={cancel} />,
              },
              { key: 'plans', label: `定投（${String(data.plans.length)}）`, children: <PlansTable rows={data.plans} /> },
              { key: 'sessions', label: `登录设备（${String(data.sessions.length)}）`, children: <SessionsTable rows={data.sessions} /> },
              { key: 'messages', label: `消息（${String(data.messages.length)}）`, children: <MessagesTable rows={data.messages} /> },
              { key: 'timeline', label: '客户轨迹', children: <CustomerTimeline events={data.timeline} /> },
            ]}
          />
        </Card>
      ) : null}
      <ActionDialog customerId={id} target={target} onClose={() => setTarget(null)} onDone={(text) => void message.success(text)} />
    </Space>
  );
}
