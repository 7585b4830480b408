import { Button, Form, Input, Radio } from 'antd';
import type { ReactNode } from 'react';
import { tradeAmountSchema } from '@fund-direct/domain/contracts';
import { FEE_TYPES } from '@fund-direct/domain/codes';
import { zodRule } from '@/components/zod-rule.ts';
import type { TradeLimit } from '../api/trade-limit.ts';
import { amountLimitMessage } from './amount-limits.ts';
import { capitalText } from './capital-amount.ts';
import { useTailLayout } from './trade-form-layout.ts';

interface AmountItemProps {
  label: string;
  placeholder: string;
  limit: TradeLimit | undefined;
  // The refusal of an amount below the minimum.
  below: (min: string) => string;
  amount: string;
}

// The amount of an amount order (purchase, regular investment): its format, the limits of §3 and its
// amount in capitals below it.
export function AmountItem({ label, placeholder, limit, below, amount }: AmountItemProps) {
  const capital = capitalText(amount);
  return (
    <Form.Item
      label={label}
      name="amount"
      rules={[
        zodRule(tradeAmountSchema, placeholder),
        {
          validator: async (_rule, value: string | undefined) => {
            const message = amountLimitMessage(value?.trim() ?? '', limit, below);
            if (message) throw new Error(message);
          },
        },
      ]}
      extra={capital ? <span className="fd-trade-capital">大写：{capital}</span> : null}
    >
      <Input placeholder={placeholder} suffix="元" inputMode="decimal" maxLength={19} allowClear style={{ maxWidth: 320 }} />
    </Form.Item>
  );
}

// Front-end (A) or back-end (B) load.
export function ChargeTypeItem() {
  return (
    <Form.Item label="收费方式" name="chargeType">
      <Radio.Group options={(['A', 'B'] as const).map((code) => ({ value: code, label: FEE_TYPES[code] }))} />
    </Form.Item>
  );
}

export function PlaceOrderButton({ pending, disabled, children }: { pending: boolean; disabled: boolean; children: ReactNode }) {
  const tail = useTailLayout();
  return (
    <Form.Item {...tail}>
      <Button type="primary" htmlType="submit" size="large" loading={pending} disabled={disabled} style={{ minWidth: 200 }}>
        {children}
      </Button>
    </Form.Item>
  );
}
