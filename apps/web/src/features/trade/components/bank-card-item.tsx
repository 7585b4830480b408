import { Alert, Form, Radio } from 'antd';
import { Link } from 'react-router';
import type { BankCardItem } from '@fund-direct/domain/contracts';
import { formatLimit } from '@fund-direct/domain/format';
import { useSignedCards } from '@/api/account/bank-user-list.ts';
import { QueryStatus } from '@/components/query-status.tsx';
import { TRADE_UI_TEXT } from '../trade-texts.ts';

interface BankCardItemProps {
  label?: string;
  name?: string;
  // Purchases show the card's quick-payment limits; money coming back does not need them.
  showLimits?: boolean;
  // A remittance names a card only for the money coming back later: optional there.
  required?: boolean;
}

// §5: bank name, the card as first 6 + stars + last 4, limits in the limit format (0 = 无限额).
export function CardLabel({ card, showLimits }: { card: BankCardItem; showLimits: boolean }) {
  return (
    <span className="fd-trade-card-option">
      <span>
        {card.bankName} <span className="fd-num">{card.cardNoMasked}</span>
      </span>
      {showLimits ? (
        <span className="fd-trade-card-option__limits">
          单笔限额 {formatLimit(card.perOrderLimit)}，单日限额 {formatLimit(card.perDayLimit)}
        </span>
      ) : null}
    </span>
  );
}

// The customer's signed cards as a required choice (the first one chosen by the page).
export function BankCardFormItem({ label = '银行卡', name = 'tradeacco', showLimits = true, required = true }: BankCardItemProps) {
  const cards = useSignedCards();
  if (!cards.data) {
    return (
      <Form.Item label={label}>
        <QueryStatus loading={cards.isPending} error={cards.isError} onRetry={() => void cards.refetch()} minHeight={40} />
      </Form.Item>
    );
  }
  if (cards.data.length === 0) {
    return (
      <Form.Item label={label}>
        <Alert type="warning" showIcon title={TRADE_UI_TEXT.noCards} action={<Link to="/account/add_bank">绑定银行卡</Link>} />
      </Form.Item>
    );
  }
  return (
    <Form.Item label={label} name={name} rules={[{ required, message: '请选择银行卡' }]}>
      <Radio.Group style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        {cards.data.map((card) => (
          <Radio key={card.tradeacco} value={card.tradeacco}>
            <CardLabel card={card} showLimits={showLimits} />
          </Radio>
        ))}
      </Radio.Group>
    </Form.Item>
  );
}
