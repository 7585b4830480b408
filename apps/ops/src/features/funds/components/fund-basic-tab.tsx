import { Alert, Form, Input, Select } from 'antd';
import { FUND_STATUS_EFFECTS, FUND_STATUSES, FUND_TYPES, PRODUCT_RISK_LEVELS, codesOf, type FundStatus } from '@fund-direct/domain/codes';

const options = (table: Record<string, string>) => Object.entries(table).map(([value, label]) => ({ value, label: `${value} ${label}` }));

// 基本信息: name, type, risk level and status; the status select says what each status lets customers do.
export function FundBasicTab() {
  const status = Form.useWatch(['basic', 'status']) as FundStatus | undefined;
  return (
    <>
      <Form.Item label="基金名称" name={['basic', 'name']}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label="基金简称" name={['basic', 'shortName']}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item label="基金类型" name={['basic', 'fundType']}>
        <Select options={options(FUND_TYPES)} />
      </Form.Item>
      <Form.Item label="风险等级" name={['basic', 'riskLevel']}>
        <Select options={options(PRODUCT_RISK_LEVELS)} />
      </Form.Item>
      <Form.Item label="基金状态" name={['basic', 'status']}>
        <Select
          options={codesOf(FUND_STATUSES).map((code) => ({
            value: code,
            label: `${code} ${FUND_STATUSES[code]}（${FUND_STATUS_EFFECTS[code].summary}）`,
          }))}
        />
      </Form.Item>
      {status && FUND_STATUS_EFFECTS[status] ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 24 }}
          title={`${FUND_STATUSES[status]}：${FUND_STATUS_EFFECTS[status].summary}`}
        />
      ) : null}
    </>
  );
}
