import { BANK_STATEMENT_TEXT, bankLineMatchRequest, type BankLineItem } from '@fund-direct/domain/contracts/ops';
import { formatMoney } from '@fund-direct/domain/format';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { zodRule } from '@/components/zod-rule.ts';
import { OpsApiError } from '@/lib/http.ts';
import { useMatchBankLine } from '../api/bank-line-match.ts';

const refusedOrderNo = (error: unknown) =>
  error instanceof OpsApiError && (error.data as { field?: unknown } | undefined)?.field === 'orderNo';

// A waiting credit line matched by hand to the remittance order it pays; the server applies the console's checks.
export function BankLineMatchDialog(props: { line: BankLineItem | null; onClose: () => void; onMatched: (orderNo: string) => void }) {
  const [form] = Form.useForm<{ orderNo: string }>();
  const match = useMatchBankLine();
  const line = props.line;

  const close = () => {
    match.reset();
    form.resetFields();
    props.onClose();
  };

  const submit = async () => {
    if (!line) return;
    const { orderNo } = await form.validateFields();
    try {
      await match.mutateAsync({ lineId: line.id, body: { orderNo: orderNo.trim() } });
    } catch (error) {
      if (refusedOrderNo(error) && error instanceof Error) form.setFields([{ name: 'orderNo', errors: [error.message] }]);
      return;
    }
    props.onMatched(orderNo.trim());
    close();
  };

  return (
    <Modal
      open={line !== null}
      title="匹配汇款订单"
      okText="匹配并完成支付"
      onOk={() => void submit().catch(() => undefined)}
      onCancel={close}
      confirmLoading={match.isPending}
      destroyOnHidden
    >
      {line ? (
        <Typography.Paragraph>
          第 {line.lineNo} 行，{line.payerName || '--'} 汇入 <Typography.Text strong>{formatMoney(line.amount)}</Typography.Text> 元，附言：
          {line.memo || '--'}
        </Typography.Paragraph>
      ) : null}
      <Form<{ orderNo: string }> form={form} layout="vertical">
        <Form.Item name="orderNo" label="订单号" rules={[zodRule(bankLineMatchRequest.shape.orderNo, BANK_STATEMENT_TEXT.orderNoInvalid)]}>
          <Input autoComplete="off" />
        </Form.Item>
      </Form>
      {match.error && !refusedOrderNo(match.error) ? <Alert type="error" showIcon message={match.error.message} /> : null}
    </Modal>
  );
}
