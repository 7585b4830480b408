import { BANK_STATEMENT_TEXT, bankLineIgnoreRequest, type BankLineItem } from '@fund-direct/domain/contracts/ops';
import { formatMoney } from '@fund-direct/domain/format';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { zodRule } from '@/components/zod-rule.ts';
import { useIgnoreBankLine } from '../api/bank-line-ignore.ts';

// A waiting line that pays no order (returned to the payer, not a customer's money) set aside with the reason.
export function BankLineIgnoreDialog(props: { line: BankLineItem | null; onClose: () => void; onIgnored: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const ignore = useIgnoreBankLine();
  const line = props.line;

  const close = () => {
    ignore.reset();
    form.resetFields();
    props.onClose();
  };

  const submit = async () => {
    if (!line) return;
    const { reason } = await form.validateFields();
    try {
      await ignore.mutateAsync({ lineId: line.id, body: { reason: reason.trim() } });
    } catch {
      return;
    }
    props.onIgnored();
    close();
  };

  return (
    <Modal
      open={line !== null}
      title="标记为无需处理"
      okText="确定"
      onOk={() => void submit().catch(() => undefined)}
      onCancel={close}
      confirmLoading={ignore.isPending}
      destroyOnHidden
    >
      {line ? (
        <Typography.Paragraph>
          第 {line.lineNo} 行，{line.payerName || '--'}，{formatMoney(line.amount)} 元
        </Typography.Paragraph>
      ) : null}
      <Form<{ reason: string }> form={form} layout="vertical">
        <Form.Item name="reason" label="原因" rules={[zodRule(bankLineIgnoreRequest.shape.reason, BANK_STATEMENT_TEXT.reasonRequired)]}>
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
      {ignore.error ? <Alert type="error" showIcon message={ignore.error.message} /> : null}
    </Modal>
  );
}
