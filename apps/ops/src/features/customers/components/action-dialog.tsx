import {
  CUSTOMER_ACTION_REASON_MAX,
  CUSTOMER_ACTION_TEXT,
  CUSTOMER_ACTIONS,
  customerFreezeRequest,
  type CustomerAction,
} from '@fund-direct/domain/contracts/ops';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { zodRule } from '@/components/zod-rule.ts';
import { useCustomerAction, type CustomerActionCall } from '../api/customer-actions.ts';

export interface ActionTarget {
  action: CustomerAction;
  // What the action is about, shown above the reason (the customer, or the order to cancel).
  description: string;
  orderId?: string;
}

const rules = {
  reason: zodRule(customerFreezeRequest.shape.reason, CUSTOMER_ACTION_TEXT.reasonRequired),
  notice: zodRule(customerFreezeRequest.shape.notice, CUSTOMER_ACTION_TEXT.noticeRequired),
};

const WARNINGS: Record<CustomerAction, string> = {
  unlockTradePassword: '解锁后客户当天可再次输入交易密码。',
  revokeSessions: '客户在所有设备上立即退出登录。',
  freeze: '冻结后客户仍可登录查看资产，但不能申购、赎回、转换、定投、修改分红方式或撤单。',
  unfreeze: '解冻后客户可立即恢复交易。',
  cancelOrder: '提交后由复核人员批准，批准后订单撤销。',
};

function callOf(target: ActionTarget, values: { reason: string; notice?: string }): CustomerActionCall {
  const reason = values.reason;
  switch (target.action) {
    case 'freeze':
      return { kind: 'freeze', body: { reason, notice: values.notice ?? '' } };
    case 'cancelOrder':
      return { kind: 'cancelOrder', orderId: target.orderId ?? '', body: { reason } };
    default:
      return { kind: target.action, body: { reason } };
  }
}

// Every action asks for a reason (recorded with the audit row); freezing also asks for the text the customer reads.
export function ActionDialog(props: {
  customerId: string;
  target: ActionTarget | null;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const [form] = Form.useForm<{ reason: string; notice?: string }>();
  const mutation = useCustomerAction(props.customerId);
  const target = props.target;

  const close = () => {
    mutation.reset();
    form.resetFields();
    props.onClose();
  };

  const submit = async () => {
    if (!target) return;
    const values = await form.validateFields();
    await mutation.mutateAsync(callOf(target, values));
    props.onDone(target.action === 'cancelOrder' ? '撤单申请已提交，等待复核' : `${CUSTOMER_ACTIONS[target.action]}成功`);
    close();
  };

  return (
    <Modal
      open={target !== null}
      title={target ? CUSTOMER_ACTIONS[target.action] : ''}
      okText="确认"
      onOk={() => void submit().catch(() => undefined)}
      onCancel={close}
      confirmLoading={mutation.isPending}
      destroyOnHidden
    >
      {target ? (
        <Form form={form} layout="vertical">
          <Typography.Paragraph>{target.description}</Typography.Paragraph>
          <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={`${WARNINGS[target.action]}操作将记入审计日志。`} />
          {target.action === 'freeze' ? (
            <Form.Item name="notice" label="告知客户的冻结原因" rules={[rules.notice]}>
              <Input.TextArea rows={2} maxLength={CUSTOMER_ACTION_REASON_MAX} showCount placeholder="如：应您的要求冻结" />
            </Form.Item>
          ) : null}
          <Form.Item name="reason" label="操作原因" rules={[rules.reason]}>
            <Input.TextArea rows={3} maxLength={CUSTOMER_ACTION_REASON_MAX} showCount placeholder="如：客户来电核实身份后要求" />
          </Form.Item>
          {mutation.error ? <Alert type="error" showIcon title={mutation.error.message} /> : null}
        </Form>
      ) : null}
    </Modal>
  );
}
