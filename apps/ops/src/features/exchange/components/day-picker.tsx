import { isTradingDay } from '@fund-direct/domain/calendar';
import type { ExchangeDaySummary } from '@fund-direct/domain/contracts/ops';
import { DatePicker, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

// A date outside the calendar's years cannot be picked either.
function notTradingDay(date: Dayjs): boolean {
  try {
    return !isTradingDay(date.format('YYYY-MM-DD'));
  } catch {
    return true;
  }
}

function summaryOf(day: ExchangeDaySummary): string {
  const files = day.files.map((f) => `${f.stateLabel} ${String(f.count)}`).join('，');
  return [files || '尚无文件', day.breaks > 0 ? `差错 ${String(day.breaks)}` : ''].filter(Boolean).join('；');
}

// The recent trading days with what each holds, or any other trading day from the calendar.
export function DayPicker(props: { value: string; days: ExchangeDaySummary[]; onChange: (date: string) => void }) {
  return (
    <Space wrap>
      <Select
        aria-label="近期交易日"
        style={{ minWidth: 320 }}
        value={props.value || undefined}
        placeholder="近期交易日"
        onChange={props.onChange}
        options={props.days.map((day) => ({ value: day.tradeDate, label: `${day.tradeDate}（${summaryOf(day)}）` }))}
      />
      <DatePicker
        aria-label="交易日"
        placeholder="其他交易日"
        allowClear={false}
        value={props.value ? dayjs(props.value) : null}
        disabledDate={notTradingDay}
        onChange={(date: Dayjs | null) => {
          if (date) props.onChange(date.format('YYYY-MM-DD'));
        }}
      />
    </Space>
  );
}
