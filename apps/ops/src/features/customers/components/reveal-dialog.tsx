import {
  customerRevealRequest,
  CUSTOMER_OPS_TEXT,
  REVEAL_FIELDS,
  REVEAL_REASON_MAX,
  type RevealField,
} from '@fund-direct/domain/contracts/ops';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useRevealCustomerField } from '../api/customer-reveal.ts';

export interface RevealTarget {
  customerId: string;
  customerLabel: string;
  field: RevealField;
  cardId?: string;
  masked: string;
}

// The reason is checked by the same contract the server validates with (CONVENTIONS 1).
const reasonSchema = customerRevealRequest.shape.reason;

// Issue 17: a full value only after a reason; the dialog says the reveal is recorded, and forgets the value on close.
export function RevealDialog(props: { target: RevealTarget | null; onClose: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const reveal = useRevealCustomerField();
  const [value, setValue] = useState<string | null>(null);
  const target = props.target;

  const close = () => {
    setValue(null);
    reveal.reset();
    form.resetFields();
    props.onClose();
  };

  const submit = async () => {
    if (!target) return;
    const { reason } = await form.validateFields();
    const answer = await reveal.mutateAsync({
      customerId: target.customerId,
      body: { field: target.field, reason, ...(target.cardId ? { cardId: target.cardId } : {}) },
    });
    setValue(answer.value);
  };

  const label = target ? REVEAL_FIELDS[target.field] : '';
  return (
    <Modal
      open={target !== null}
      title={`查看完整${label}`}
      onCancel={close}
      onOk={value === null ? () => void submit().catch(() => undefined) : close}
      okText={value === null ? '查看' : '关闭'}
      cancelButtonProps={value === null ? {} : { style: { display: 'none' } }}
      confirmLoading={reveal.isPending}
      destroyOnHidden
    >
      {target ? <Typography.Paragraph>{`${target.customerLabel}的${label}：${target.masked}`}</Typography.Paragraph> : null}
      {value === null ? (
        <Form form={form} layout="vertical">
          <Alert type="warning" showIcon style={{ marginBottom: 16 }} message="查看将记入审计日志（查看人、时间、原因）。" />
          <Form.Item
            name="reason"
            label="查看原因"
            rules={[
              {
                validator: async (_rule, input: unknown) => {
                  const result = reasonSchema.safeParse(input ?? '');
                  if (!result.success) throw new Error(result.error.issues[0]?.message ?? CUSTOMER_OPS_TEXT.reasonRequired);
                },
              },
            ]}
          >
            <Input.TextArea rows={3} maxLength={REVEAL_REASON_MAX} showCount placeholder="如：客户来电核实身份" />
          </Form.Item>
          {reveal.error ? <Alert type="error" showIcon message={reveal.error.message} /> : null}
        </Form>
      ) : (
        <Typography.Paragraph>
          完整{label}：
          <Typography.Text strong copyable>
            {value}
          </Typography.Text>
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
