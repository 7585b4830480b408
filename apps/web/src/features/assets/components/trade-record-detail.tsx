import type { TradeOrderView, TradeRecordItem } from '@fund-direct/domain/contracts';
import { CancelOrderButton } from '@/components/cancel-order-dialog.tsx';
// The cancel dialog's layout classes (hint, actions) live with the trade pages.
import { recordFacts } from './trade-record-facts.ts';

interface TradeRecordDetailProps {
  item: TradeRecordItem;
  onCancelled: (order: TradeOrderView) => void;
}

// The expanded row: every figure of the application and its confirmation, and 撤单 while the
// order can still be withdrawn (pending, before its trade date's cut-off).
export function TradeRecordDetail({ item, onCancelled }: TradeRecordDetailProps) {
  const facts = recordFacts(item);
  return (
    <div className="fd-trade-record-detail">
      <dl className="fd-trade-record-detail__facts" aria-label="交易详情">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {item.order?.cancellable ? (
        <div className="fd-trade-record-detail__actions">
          <CancelOrderButton order={item.order} onCancelled={onCancelled} />
        </div>
      ) : null}
    </div>
  );
}
