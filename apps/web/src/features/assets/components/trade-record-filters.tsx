import { Button, DatePicker, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { RecordKind, RecordStatus } from '@fund-direct/domain/codes';
import type { RecordFund } from '../api/trade-record-funds.ts';
import { recordKindLabel, recordKindsOf, STATUS_OPTIONS, type TradeRecordState } from './trade-record-query.ts';

const DATE = 'YYYY-MM-DD';

type FilterPatch = Partial<Omit<TradeRecordState, 'tab' | 'pageNum'>>;

interface TradeRecordFiltersProps {
  state: TradeRecordState;
  funds: readonly RecordFund[];
  onChange: (patch: FilterPatch) => void;
  // Absent in the phone drawer, whose footer resets.
  onReset?: () => void;
}

// A fund named in the URL that the holdings list does not know (yet) still shows as chosen.
function fundOptions(funds: readonly RecordFund[], chosen: string | undefined) {
  const options = funds.map((fund) => ({ value: fund.fundCode, label: `${fund.fundName}（${fund.fundCode}）` }));
  if (chosen && !funds.some((fund) => fund.fundCode === chosen)) options.unshift({ value: chosen, label: chosen });
  return options;
}

// 业务类型 (§4 record codes by business), 状态 (applications only), the date range (application or
// confirmation date, by tab) and the fund; every change starts again at page 1.
export function TradeRecordFilters({ state, funds, onChange, onReset }: TradeRecordFiltersProps) {
  const range: [Dayjs, Dayjs] | null = state.startDate && state.endDate ? [dayjs(state.startDate, DATE), dayjs(state.endDate, DATE)] : null;
  const filtered = Boolean(state.recordKind ?? state.status ?? state.fundCode ?? state.startDate ?? state.endDate);
  return (
    <div className="fd-trade-record__filters" role="search" aria-label="筛选交易记录">
      <Select<RecordKind>
        aria-label="业务类型"
        placeholder="全部业务"
        allowClear
        value={state.recordKind}
        options={recordKindsOf(state.tab).map((kind) => ({ value: kind, label: recordKindLabel(kind) }))}
        onChange={(value) => onChange({ recordKind: value ?? undefined })}
        className="fd-trade-record__filter fd-trade-record__filter--kind"
      />
      {state.tab === 'ds' ? (
        <Select<RecordStatus>
          aria-label="交易状态"
          placeholder="全部状态"
          allowClear
          value={state.status}
          options={STATUS_OPTIONS}
          onChange={(value) => onChange({ status: value ?? undefined })}
          className="fd-trade-record__filter fd-trade-record__filter--status"
        />
      ) : null}
      <DatePicker.RangePicker
        aria-label={state.tab === 'ds' ? '申请日期' : '确认日期'}
        placeholder={state.tab === 'ds' ? ['申请开始日期', '申请结束日期'] : ['确认开始日期', '确认结束日期']}
        value={range}
        inputReadOnly
        className="fd-trade-record__filter fd-trade-record__filter--wide"
        onChange={(dates) => {
          const [start, end] = dates ?? [];
          onChange({ startDate: start ? start.format(DATE) : undefined, endDate: end ? end.format(DATE) : undefined });
        }}
      />
      <Select<string>
        aria-label="基金"
        placeholder="全部基金"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={state.fundCode}
        options={fundOptions(funds, state.fundCode)}
        onChange={(value) => onChange({ fundCode: value ?? undefined })}
        className="fd-trade-record__filter fd-trade-record__filter--wide fd-trade-record__filter--fund"
      />
      {filtered && onReset ? <Button onClick={onReset}>重置</Button> : null}
    </div>
  );
}
