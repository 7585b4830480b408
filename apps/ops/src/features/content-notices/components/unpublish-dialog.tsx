import { noticeUnpublishRequest } from '@fund-direct/domain/contracts/ops';
import { Form, Input, Modal, Typography } from 'antd';
import { zodRule } from '@/components/zod-rule.ts';

interface UnpublishDialogProps {
  title: string | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

// Taking a disclosure off the site is itself a disclosure act: it says why, and waits for the checker.
export function UnpublishDialog({ title, pending, onCancel, onConfirm }: UnpublishDialogProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const submit = async () => {
    const { reason } = await form.validateFields();
    onConfirm(reason.trim());
  };
  return (
    <Modal
      open={title !== null}
      title="申请下线公告"
      okText="提交复核"
      okButtonProps={{ danger: true }}
      confirmLoading={pending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph>《{title}》在复核通过前仍在网站展示。</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item name="reason" label="下线原因" rules={[zodRule(noticeUnpublishRequest.shape.reason, '请填写下线原因')]}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="复核人将看到该原因" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
