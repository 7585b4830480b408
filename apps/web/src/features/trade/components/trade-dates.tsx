import { Alert } from 'antd';
import { formatDate } from '@fund-direct/domain/format';
import { INSTANT_TEXT } from '@fund-direct/domain/trade';
import type { Workdates } from '../api/workdates.ts';
import type { TradeFact } from './trade-facts.tsx';

type DatesKind = 'amount' | 'shares';

// From the workdates call: T, and either the confirmation and visible-shares dates (purchases) or
// the confirmation and arrival dates (redemptions, conversions). A quote's own arrival date
// (the fund's T+n for these shares) wins over the general one.
// 快速取现 (instant) pays at once instead of on the arrival date.
export function workdateFacts(
  workdates: Workdates | undefined,
  kind: DatesKind,
  quotedArrival?: string | null,
  instant = false,
): TradeFact[] {
  if (!workdates) return [];
  const facts: TradeFact[] = [
    { label: '申请日期（T日）', value: formatDate(workdates.tradeDate) },
    { label: '预计确认日期', value: formatDate(workdates.confirmDate) },
  ];
  if (kind === 'amount') facts.push({ label: '可查看份额日期', value: formatDate(workdates.incomeDate) });
  else if (instant) facts.push({ label: '预计资金到账日期', value: INSTANT_TEXT.arrivalNow });
  else facts.push({ label: '预计资金到账日期', value: formatDate(quotedArrival ?? workdates.arrivalDate) });
  return facts;
}

// §4: an order after the 15:00 cut-off (or on a non-trading day) counts for the next trading day.
export function CutoffNotice({ workdates }: { workdates: Workdates | undefined }) {
  if (!workdates || workdates.tradeDate === workdates.today) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={`当前已过交易日15:00截止时间或为非交易日，本笔交易将按下一交易日（${formatDate(workdates.tradeDate)}）受理。`}
    />
  );
}
