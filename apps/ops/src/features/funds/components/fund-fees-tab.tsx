import { Form, Input } from 'antd';
import { AmountTierList, HoldingTierList } from './fee-tier-list.tsx';

// 费率: the online discount on front-end purchase rates, then the subscription, purchase and redemption schedules.
export function FundFeesTab() {
  return (
    <>
      <Form.Item
        label="网上申购费率折扣"
        name={['fees', 'purchaseDiscount']}
        extra="乘在申购费率上：0.1 即一折，1 为不打折；每笔固定费用不打折"
      >
        <Input style={{ maxWidth: 200 }} />
      </Form.Item>
      <AmountTierList name="subscription" title="认购费率（募集期）" />
      <AmountTierList name="purchase" title="申购费率" />
      <HoldingTierList />
    </>
  );
}
