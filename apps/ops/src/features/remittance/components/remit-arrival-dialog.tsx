import { remitArrivalRequest, REMIT_OPS_TEXT, type RemitOrderItem } from '@fund-direct/domain/contracts/ops';
import { formatMoney } from '@fund-direct/domain/format';
import { Alert, DatePicker, Form, Input, Modal, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { zodRule } from '@/components/zod-rule.ts';
import { OpsApiError } from '@/lib/http.ts';
import { useRecordRemitArrival } from '../api/remit-arrival.ts';

interface ArrivalValues {
  amount: string;
  payerName: string;
  bankReference: string;
  arrivedAt: Dayjs;
}

const fields = remitArrivalRequest.shape;
const FIELD_NAMES = ['amount', 'payerName', 'bankReference', 'arrivedAt'] as const;

function refusedField(error: unknown): (typeof FIELD_NAMES)[number] | null {
  if (!(error instanceof OpsApiError)) return null;
  const field = (error.data as { field?: unknown } | undefined)?.field;
  return FIELD_NAMES.find((name) => name === field) ?? null;
}

// An arrived transfer as the bank statement shows it. A refusal names its field beside the input; nothing is paid.
export function RemitArrivalDialog(props: { order: RemitOrderItem | null; onClose: () => void; onPaid: (orderNo: string) => void }) {
  const [form] = Form.useForm<ArrivalValues>();
  const record = useRecordRemitArrival();
  const order = props.order;

  const close = () => {
    record.reset();
    form.resetFields();
    props.onClose();
  };

  const submit = async () => {
    if (!order) return;
    const values = await form.validateFields();
    try {
      await record.mutateAsync({
        orderNo: order.orderNo,
        body: {
          amount: values.amount.trim(),
          payerName: values.payerName.trim(),
          bankReference: values.bankReference.trim(),
          arrivedAt: values.arrivedAt.toISOString(),
        },
      });
    } catch (error) {
      const field = refusedField(error);
      if (field && error instanceof Error) form.setFields([{ name: field, errors: [error.message] }]);
      return;
    }
    props.onPaid(order.orderNo);
    close();
  };

  return (
    <Modal
      open={order !== null}
      title="登记汇款到账"
      okText="登记并匹配"
      onOk={() => void submit().catch(() => undefined)}
      onCancel={close}
      confirmLoading={record.isPending}
      destroyOnHidden
    >
      {order ? (
        <Typography.Paragraph>
          订单 {order.orderNo}，{order.customerNameMasked}（{order.custno}），应到账{' '}
          <Typography.Text strong>{formatMoney(order.amount)}</Typography.Text> 元
        </Typography.Paragraph>
      ) : null}
      <Form<ArrivalValues> form={form} layout="vertical" initialValues={{ arrivedAt: dayjs() }}>
        <Form.Item name="amount" label="到账金额（元）" rules={[zodRule(fields.amount, REMIT_OPS_TEXT.amountInvalid)]}>
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Form.Item name="payerName" label="付款人户名" rules={[zodRule(fields.payerName, REMIT_OPS_TEXT.payerRequired)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="bankReference" label="银行流水号" rules={[zodRule(fields.bankReference, REMIT_OPS_TEXT.referenceInvalid)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="arrivedAt" label="到账时间" rules={[{ required: true, message: REMIT_OPS_TEXT.arrivedAtInvalid }]}>
          <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" />
        </Form.Item>
      </Form>
      {record.error && !refusedField(record.error) ? <Alert type="error" showIcon message={record.error.message} /> : null}
    </Modal>
  );
}
