import { FUND_TYPE_LIST, PRODUCT_RISK_LEVELS, type FundStatus, type FundTypeCode, type ProductRiskLevel } from '@fund-direct/domain/codes';
import { useFundTypeList } from '../api/fund-type-list.ts';
import { ChipGroup } from './chip-group.tsx';
import { FundScreenFilters } from './fund-screen-filters.tsx';
import { SORT_FIELDS, STATUS_FILTERS, type FundListState } from './fund-list-query.ts';

const SORT_ORDERS = [
  { value: 'desc', label: '从高到低' },
  { value: 'asc', label: '从低到高' },
] as const;

interface FundFiltersProps {
  state: FundListState;
  onChange: (patch: Partial<FundListState>) => void;
  inDrawer?: boolean;
}

// §3 filters: fund type (with the number of funds of each), risk level and status; then the screener's.
export function FundFilters({ state, onChange, inDrawer = false }: FundFiltersProps) {
  const types = useFundTypeList();
  const counts = new Map(types.data?.list.map((t) => [t.code, t.count]));
  // Types without any listed fund are left out once the counts are known.
  const typeOptions = FUND_TYPE_LIST.filter((t) => !types.data || (counts.get(t.code) ?? 0) > 0 || t.code === state.fundType).map((t) => ({
    value: t.code,
    label: t.label,
    ...(types.data ? { count: counts.get(t.code) ?? 0 } : {}),
  }));
  const riskOptions = (Object.keys(PRODUCT_RISK_LEVELS) as ProductRiskLevel[]).map((code) => ({
    value: code,
    label: `${code} ${PRODUCT_RISK_LEVELS[code]}`,
  }));
  const statusOptions = STATUS_FILTERS.map((s) => ({ value: s.key, label: s.label }));
  // On a phone the sort is chosen in the drawer too, as chips rather than a native select.
  const sortRows = inDrawer ? (
    <>
      <ChipGroup
        label="排序"
        value={state.sortField}
        options={SORT_FIELDS}
        withAll={false}
        onChange={(sortField) => sortField && onChange({ sortField })}
      />
      <ChipGroup
        label="排序方向"
        value={state.sortOrder}
        options={SORT_ORDERS}
        withAll={false}
        onChange={(sortOrder) => sortOrder && onChange({ sortOrder })}
      />
    </>
  ) : null;
  return (
    <section className="fd-filters" aria-label="筛选条件">
      <ChipGroup<FundTypeCode>
        label="基金类型"
        value={state.fundType}
        options={typeOptions}
        onChange={(fundType) => onChange({ fundType })}
      />
      <ChipGroup<ProductRiskLevel>
        label="风险等级"
        value={state.riskLevel}
        options={riskOptions}
        onChange={(riskLevel) => onChange({ riskLevel })}
      />
      <ChipGroup<FundStatus> label="基金状态" value={state.status} options={statusOptions} onChange={(status) => onChange({ status })} />
      <FundScreenFilters state={state} onChange={onChange} inDrawer={inDrawer} />
      {sortRows}
    </section>
  );
}
