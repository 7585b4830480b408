import { proposalRejectBody } from '@fund-direct/domain/contracts/ops';
import { STAFF_TEXT } from '@fund-direct/domain/ops';
import { Form, Input, Modal } from 'antd';
import { zodRule } from '@/components/zod-rule.ts';

interface RejectDialogProps {
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}

// A rejection always says why (the proposer reads it; the audit log keeps it).
export function RejectDialog({ open, pending, onCancel, onReject }: RejectDialogProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const submit = async () => {
    const { reason } = await form.validateFields();
    onReject(reason.trim());
  };
  return (
    <Modal
      open={open}
      title="驳回申请"
      okText="确认驳回"
      okButtonProps={{ danger: true }}
      confirmLoading={pending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item name="reason" label="驳回原因" rules={[zodRule(proposalRejectBody.shape.reason, STAFF_TEXT.rejectReason)]}>
          <Input.TextArea rows={4} maxLength={500} showCount placeholder="请说明驳回原因，提交人将看到该原因" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
