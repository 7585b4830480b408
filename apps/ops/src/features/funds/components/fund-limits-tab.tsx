import { Form, Input } from 'antd';
import { LIMIT_LABELS } from '@fund-direct/domain/contracts/ops';

const UNITS: Record<keyof typeof LIMIT_LABELS, string> = {
  minPurchaseAmount: '元',
  minSubscriptionAmount: '元',
  maxPurchasePerOrder: '元',
  maxPurchasePerDay: '元',
  minRedemptionShares: '份',
  minHoldingShares: '份',
};

// 交易限制: minimums and limits as trading enforces them; 0 in a maximum means no limit (§5 无限额).
export function FundLimitsTab() {
  return (
    <>
      {(Object.keys(LIMIT_LABELS) as (keyof typeof LIMIT_LABELS)[]).map((field) => (
        <Form.Item
          key={field}
          label={LIMIT_LABELS[field]}
          name={['limits', field]}
          extra={field.startsWith('max') ? '填 0 表示不限' : undefined}
        >
          <Input suffix={UNITS[field]} inputMode="decimal" style={{ maxWidth: 280 }} />
        </Form.Item>
      ))}
    </>
  );
}
