import { Alert, Checkbox, Form } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { TRADE_TEXT } from '@fund-direct/domain/contracts';
import { ROUTE_PATHS } from '@fund-direct/domain/guards';
import { QueryStatus } from '@/components/query-status.tsx';
import type { WarningList } from '../api/warning-list.ts';
import { TRADE_UI_TEXT } from '../trade-texts.ts';

function levels(warning: WarningList): string {
  const customer = warning.customerLevel ? `${warning.customerLevel} ${warning.customerLevelName ?? ''}`.trim() : '未评测';
  return `您的风险承受能力：${customer}；产品风险等级：${warning.productLevel} ${warning.productLevelName}`;
}

// The risk match of the warning-list call: a match is stated; a product above the customer's level
// shows the warning list and needs the explicit checkbox (the dialog and the leave mark follow on
// submit); a conservative customer is refused outright.
export function RiskMatch({ query, name = 'riskAcknowledged' }: { query: UseQueryResult<WarningList>; name?: string }) {
  if (!query.data) {
    return <QueryStatus loading={query.isPending} error={query.isError} onRetry={() => void query.refetch()} minHeight={48} />;
  }
  const warning = query.data;
  if (warning.decision === 'match') {
    return <Alert type="success" showIcon style={{ marginBottom: 16 }} title="风险等级匹配" description={levels(warning)} />;
  }
  if (warning.decision === 'forbidden') {
    return (
      <Alert
        type="error"
        showIcon
        style={{ marginBottom: 16 }}
        title={TRADE_TEXT.riskForbidden}
        description={levels(warning)}
        action={<Link to={ROUTE_PATHS.risk}>重新测评</Link>}
      />
    );
  }
  return (
    <>
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 8 }}
        title={TRADE_TEXT.riskConfirmRequired}
        description={
          <>
            <p>{levels(warning)}</p>
            {warning.warnings.length > 0 ? (
              <ol className="fd-trade-warnings">
                {warning.warnings.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ol>
            ) : null}
          </>
        }
      />
      <Form.Item
        name={name}
        valuePropName="checked"
        // Nested in the 风险匹配 item, which keeps the spacing below.
        style={{ marginBottom: 0 }}
        rules={[
          {
            validator: async (_rule, value: boolean | undefined) => {
              if (!value) throw new Error(TRADE_UI_TEXT.riskConfirmRequired);
            },
          },
        ]}
      >
        <Checkbox>我已阅读上述风险提示，充分了解该产品的风险，自愿购买</Checkbox>
      </Form.Item>
    </>
  );
}
