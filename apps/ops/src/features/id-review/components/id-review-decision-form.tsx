import { ID_REJECT_NOTE_MAX, ID_REJECT_REASONS, type IdRejectReason } from '@fund-direct/domain/ops';
import { ID_REVIEW_TEXT } from '@fund-direct/domain/contracts/ops';
import { Alert, Button, Divider, Form, Input, Popconfirm, Select, Space } from 'antd';
import { useDecideIdReview } from '../api/id-review-decision.ts';

interface RejectValues {
  reason: IdRejectReason;
  note?: string;
}

const reasonOptions = (Object.keys(ID_REJECT_REASONS) as IdRejectReason[]).map((code) => ({ value: code, label: ID_REJECT_REASONS[code] }));

// Approve, or reject with a reason from the list and an optional note; the customer reads the reason.
export function IdReviewDecisionForm(props: { id: string; onDecided: (text: string) => void }) {
  const [form] = Form.useForm<RejectValues>();
  const decide = useDecideIdReview();

  const approve = async () => {
    await decide.mutateAsync({ id: props.id, body: { action: 'approve' } });
    props.onDecided('已通过审核');
  };
  const reject = async (values: RejectValues) => {
    const note = values.note?.trim();
    await decide.mutateAsync({ id: props.id, body: { action: 'reject', reason: values.reason, ...(note ? { note } : {}) } });
    props.onDecided('已驳回，客户可重新上传');
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {decide.error ? <Alert type="error" showIcon message={decide.error.message} /> : null}
      <Popconfirm
        title="确认通过该客户的身份证照片审核？"
        okText="通过"
        cancelText="取消"
        onConfirm={() => approve().catch(() => undefined)}
      >
        <Button type="primary" loading={decide.isPending}>
          审核通过
        </Button>
      </Popconfirm>
      <Divider plain titlePlacement="start" style={{ margin: 0 }}>
        或驳回
      </Divider>
      <Form<RejectValues> form={form} layout="vertical" onFinish={(values) => void reject(values).catch(() => undefined)}>
        <Form.Item name="reason" label="驳回原因" rules={[{ required: true, message: ID_REVIEW_TEXT.reasonRequired }]}>
          <Select options={reasonOptions} placeholder="请选择驳回原因" style={{ maxWidth: 320 }} />
        </Form.Item>
        <Form.Item name="note" label="补充说明（选填，客户可见）">
          <Input.TextArea rows={2} maxLength={ID_REJECT_NOTE_MAX} showCount style={{ maxWidth: 480 }} />
        </Form.Item>
        <Button danger htmlType="submit" loading={decide.isPending}>
          驳回
        </Button>
      </Form>
    </Space>
  );
}
