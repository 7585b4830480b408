import { useIsClient } from '@/lib/use-is-client.ts';
import { useManagerList } from '../api/manager-list.ts';
import { ChipGroup } from './chip-group.tsx';
import { rateText } from './fund-detail-format.ts';
import type { FundListState } from './fund-list-query.ts';
import { SCREEN_MANAGEMENT_RATES, SCREEN_YEARS } from './fund-screen-query.ts';
import { FundSizeRange } from './fund-size-range.tsx';
import { FundYieldRange } from './fund-yield-range.tsx';

interface FundScreenFiltersProps {
  state: FundListState;
  onChange: (patch: Partial<FundListState>) => void;
  // In the phone's filter drawer (a draft applied together).
  inDrawer?: boolean;
}

const YEAR_OPTIONS = SCREEN_YEARS.map((years) => ({ value: String(years), label: `${years}年以上` }));
const RATE_OPTIONS = SCREEN_MANAGEMENT_RATES.map((rate) => ({ value: rate, label: `≤${rateText(rate)}` }));

// The screener's rows below §3's filters: return range, years since setup, yearly management rate, fund size, manager.
// Each is in the address, so a screen can be shared.
export function FundScreenFilters({ state, onChange, inDrawer = false }: FundScreenFiltersProps) {
  // Not in the server HTML: every manager with his funds would weigh on every /fund page.
  const managers = useManagerList(useIsClient());
  const yieldKey = `${state.yieldPeriod ?? ''}|${state.yieldMinPercent ?? ''}|${state.yieldMaxPercent ?? ''}`;
  const sizeKey = `${state.sizeMinYi ?? ''}|${state.sizeMaxYi ?? ''}`;
  return (
    <>
      {/* Keyed by the address: back and forward put the range's fields back to what the list shows. In the drawer the
          fields write the draft themselves, and a key would remount them on every keystroke. */}
      <FundYieldRange key={inDrawer ? 'draft' : yieldKey} state={state} onChange={onChange} live={inDrawer} />
      <ChipGroup<string>
        label="成立年限"
        value={state.minYears ? String(state.minYears) : undefined}
        options={YEAR_OPTIONS}
        onChange={(years) => onChange({ minYears: years ? Number(years) : undefined })}
      />
      <ChipGroup<string>
        label="管理费率"
        value={state.maxManagementRate}
        options={RATE_OPTIONS}
        onChange={(maxManagementRate) => onChange({ maxManagementRate })}
      />
      <FundSizeRange key={inDrawer ? 'draft' : sizeKey} state={state} onChange={onChange} live={inDrawer} />
      <div className="fd-filter" role="group" aria-label="基金经理">
        <span className="fd-filter__label" aria-hidden>
          基金经理
        </span>
        <select
          className="fd-select fd-manager-select"
          aria-label="基金经理"
          value={state.manId ?? ''}
          onChange={(event) => onChange({ manId: event.target.value || undefined })}
        >
          <option value="">全部</option>
          {/* Until the list arrives, a manager chosen in the address shows by its number. */}
          {state.manId && !managers.data ? <option value={state.manId}>{state.manId}</option> : null}
          {managers.data?.list.map((manager) => (
            <option key={manager.manId} value={manager.manId}>
              {manager.name}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
