import { App, Button, Form, Modal } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { TRADE_TEXT, type TradeOrderView, type withdrawalRequest } from '@fund-direct/domain/contracts';
import { formatMoney } from '@fund-direct/domain/format';
// The order call is the trade feature's endpoint client (place-order serves every order call).
import { useOrderMutation } from '@/api/trade/place-order.ts';
import { TradePasswordItem } from './trade-password-item.tsx';
import './cancel-order-dialog.css';

type WithdrawalBody = z.input<typeof withdrawalRequest>;

const CANCEL_TEXT = {
  title: '撤单',
  confirm: '撤单后该笔交易将不再处理，确定要撤单吗？',
} as const;

interface CancelOrderDialogProps {
  order: Pick<TradeOrderView, 'orderNo' | 'fundName' | 'businessName' | 'amount' | 'shares'>;
  open: boolean;
  onClose: () => void;
  // The order as it stands after the withdrawal (status 4).
  onCancelled: (order: TradeOrderView) => void;
}

function orderSize(order: CancelOrderDialogProps['order']): string {
  if (order.amount !== null) return formatMoney(order.amount, { unit: '元' });
  if (order.shares !== null) return `${formatMoney(order.shares)}份`;
  return '';
}

// 撤单: a pending order before its day's cut-off is withdrawn with the trade password. The trade-record
// page uses it as well; a refusal (past the cut-off, already confirmed, a wrong password) shows the server's msg.
export function CancelOrderDialog({ order, open, onClose, onCancelled }: CancelOrderDialogProps) {
  const [form] = Form.useForm<{ tradePassword: string }>();
  const withdrawal = useOrderMutation<WithdrawalBody>('withdrawal');
  const { message } = App.useApp();

  const onFinish = async ({ tradePassword }: { tradePassword: string }) => {
    try {
      const result = await withdrawal.mutateAsync({ orderNo: order.orderNo, tradePassword });
      void message.success(result.notice ?? TRADE_TEXT.cancelled);
      form.resetFields();
      onCancelled(result.order);
    } catch {
      // The http client has shown the server's message.
      form.setFieldValue('tradePassword', '');
    }
  };

  return (
    <Modal open={open} title={CANCEL_TEXT.title} onCancel={onClose} destroyOnHidden footer={null} width={420}>
      <p style={{ marginBottom: 12 }}>
        {order.businessName} {order.fundName} {orderSize(order)}（订单号 <span className="fd-num">{order.orderNo}</span>）
      </p>
      <p className="fd-trade-hint" style={{ marginBottom: 16 }}>
        {CANCEL_TEXT.confirm}
      </p>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish}>
        <TradePasswordItem />
        <div className="fd-trade-actions">
          <Button onClick={onClose}>暂不撤单</Button>
          <Button type="primary" danger htmlType="submit" loading={withdrawal.isPending}>
            确认撤单
          </Button>
        </div>
      </Form>
    </Modal>
  );
}

// A 撤单 button with its dialog, shown while the order can still be withdrawn.
export function CancelOrderButton({ order, onCancelled }: { order: TradeOrderView; onCancelled: (order: TradeOrderView) => void }) {
  const [open, setOpen] = useState(false);
  if (!order.cancellable) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>撤单</Button>
      <CancelOrderDialog
        order={order}
        open={open}
        onClose={() => setOpen(false)}
        onCancelled={(next) => {
          setOpen(false);
          onCancelled(next);
        }}
      />
    </>
  );
}
