import type { FundSortField } from '@fund-direct/domain/contracts';
import { SORT_FIELDS, type FundListState } from './fund-list-query.ts';

interface FundSortBarProps {
  state: FundListState;
  total: number | undefined;
  onChange: (patch: Partial<FundListState>) => void;
}

// Sort by any period of §3, NAV or NAV date, descending or ascending.
// On a phone the sort is chosen in the filter drawer and the bar only says what it is (CSS shows one or the other, so
// the server's HTML needs no change on hydrating).
export function FundSortBar({ state, total, onChange }: FundSortBarProps) {
  const field = SORT_FIELDS.find((f) => f.value === state.sortField)?.label ?? '';
  return (
    <div className="fd-sort-bar">
      <p className="fd-sort-bar__total" aria-live="polite">
        {total === undefined ? '正在加载基金…' : `共 ${total} 只基金`}
      </p>
      <p className="fd-sort-bar__current">
        按{field}
        {state.sortOrder === 'desc' ? '从高到低' : '从低到高'}
      </p>
      <label className="fd-sort-bar__field">
        <span>排序</span>
        <select
          className="fd-select"
          value={state.sortField}
          onChange={(event) => onChange({ sortField: event.target.value as FundSortField, pageNum: 1 })}
        >
          {SORT_FIELDS.map((field) => (
            <option key={field.value} value={field.value}>
              {field.label}
            </option>
          ))}
        </select>
      </label>
      <div className="fd-segmented" role="group" aria-label="排序方向">
        <button type="button" aria-pressed={state.sortOrder === 'desc'} onClick={() => onChange({ sortOrder: 'desc', pageNum: 1 })}>
          从高到低
        </button>
        <button type="button" aria-pressed={state.sortOrder === 'asc'} onClick={() => onChange({ sortOrder: 'asc', pageNum: 1 })}>
          从低到高
        </button>
      </div>
    </div>
  );
}
