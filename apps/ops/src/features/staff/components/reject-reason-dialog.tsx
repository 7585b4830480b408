import { proposalRejectBody } from '@fund-direct/domain/contracts/ops';
import { STAFF_TEXT } from '@fund-direct/domain/ops';
import { Form, Input, Modal } from 'antd';
import { zodRule } from '@/components/zod-rule.ts';

interface RejectReasonDialogProps {
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}

// Rejecting a staff change says why (the proposing administrator reads it; the audit log keeps it).
export function RejectReasonDialog({ open, pending, onCancel, onReject }: RejectReasonDialogProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const submit = async () => onReject((await form.validateFields()).reason.trim());
  return (
    <Modal
      open={open}
      title="驳回员工账号变更"
      okText="确认驳回"
      okButtonProps={{ danger: true }}
      confirmLoading={pending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item name="reason" label="驳回原因" rules={[zodRule(proposalRejectBody.shape.reason, STAFF_TEXT.rejectReason)]}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
