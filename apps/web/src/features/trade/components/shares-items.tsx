import { Form, Input, Radio, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { TRADE_TEXT, tradeSharesSchema } from '@fund-direct/domain/contracts';
import { formatMoney } from '@fund-direct/domain/format';
import { moneyLt } from '@fund-direct/domain/money';
import { zodRule } from '@/components/zod-rule.ts';
import type { TradeLimit } from '../api/trade-limit.ts';
import { sharesAboveAvailable } from '../trade-quote.ts';
import { LARGE_REDEMPTION_LABELS } from '../trade-texts.ts';
import type { TradeFact } from './trade-facts.tsx';

export type SharesMode = 'all' | 'part';

const sharesText = (value: string | null) => (value === null ? '--' : `${formatMoney(value)}份`);

// The holding as the limit call answers it for share orders: shares, frozen by pending orders, available.
export function holdingFacts(limit: TradeLimit | undefined): TradeFact[] {
  if (!limit) return [];
  return [
    { label: '持有份额', value: sharesText(limit.shares) },
    { label: '冻结份额', value: sharesText(limit.frozenShares) },
    { label: '可用份额', value: sharesText(limit.availableShares) },
    { label: '最低赎回份额', value: sharesText(limit.minRedemptionShares) },
  ];
}

export function hasAvailableShares(limit: TradeLimit | undefined): boolean {
  return limit?.availableShares !== null && limit?.availableShares !== undefined && !moneyLt(limit.availableShares, '0.01');
}

// The shares typed against the holding: not above the available shares, a part not below the minimum.
export function sharesProblem(shares: string, mode: SharesMode, limit: TradeLimit | undefined): string | null {
  if (!limit || !tradeSharesSchema.safeParse(shares).success) return null;
  if (sharesAboveAvailable(shares, limit.availableShares)) return TRADE_TEXT.sharesInsufficient(formatMoney(limit.availableShares));
  if (mode === 'part' && moneyLt(shares, limit.minRedemptionShares))
    return TRADE_TEXT.belowMinRedemption(formatMoney(limit.minRedemptionShares));
  return null;
}

interface SharesItemsProps {
  form: FormInstance;
  limit: TradeLimit | undefined;
  label: string;
}

// 全部 / 部分: all fills in the available shares (as the server gave them, a decimal string); part lets the customer type.
export function SharesItems({ form, limit, label }: SharesItemsProps) {
  const mode = (Form.useWatch('sharesMode', form) as SharesMode | undefined) ?? 'part';
  const available = limit?.availableShares ?? null;
  useEffect(() => {
    if (mode === 'all' && available !== null) form.setFieldValue('shares', available);
  }, [mode, available, form]);

  return (
    <>
      <Form.Item label={label.replace('份额', '方式')} name="sharesMode">
        <Radio.Group
          optionType="button"
          options={[
            { value: 'all', label: '全部' },
            { value: 'part', label: '部分' },
          ]}
        />
      </Form.Item>
      <Form.Item
        label={label}
        name="shares"
        dependencies={['sharesMode']}
        rules={[
          zodRule(tradeSharesSchema, `请输入${label}`),
          {
            validator: async (_rule, value: string | undefined) => {
              const problem = sharesProblem(value?.trim() ?? '', mode, limit);
              if (problem) throw new Error(problem);
            },
          },
        ]}
      >
        <Input
          placeholder={available !== null ? `最多可${label.replace('份额', '')}${formatMoney(available)}份` : `请输入${label}`}
          suffix="份"
          inputMode="decimal"
          maxLength={19}
          disabled={mode === 'all'}
          style={{ maxWidth: 320 }}
        />
      </Form.Item>
    </>
  );
}

export function LargeRedemptionItem() {
  return (
    <Form.Item label="巨额赎回" name="largeRedemption" extra="发生巨额赎回时，对当日未能受理部分的处理方式">
      <Radio.Group
        style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
        options={(['1', '0'] as const).map((value) => ({ value, label: LARGE_REDEMPTION_LABELS[value] }))}
      />
    </Form.Item>
  );
}
