import { useState, type FormEvent } from 'react';
import { YIELD_PERIODS } from '@fund-direct/domain/codes';
import { DEFAULT_SCREEN_PERIOD, isPercentText, SCREEN_PERIODS, type ScreenPeriod } from './fund-screen-query.ts';
import type { FundListState } from './fund-list-query.ts';

interface FundYieldRangeProps {
  state: FundListState;
  onChange: (patch: Partial<FundListState>) => void;
  // In the phone's filter drawer every valid change goes into the drawer's draft, applied by the drawer's 确定.
  live?: boolean;
}

type RangePatch = Pick<FundListState, 'yieldPeriod' | 'yieldMinPercent' | 'yieldMaxPercent'>;

function rangePatch(period: ScreenPeriod, min: string, max: string): { patch: RangePatch } | { error: string } {
  const low = min.trim();
  const high = max.trim();
  if ((low && !isPercentText(low)) || (high && !isPercentText(high))) return { error: RANGE_ERROR };
  if (low && high && Number(low) > Number(high)) return { error: '最高收益不能低于最低收益' };
  return { patch: { yieldPeriod: period, yieldMinPercent: low || undefined, yieldMaxPercent: high || undefined } };
}

const RANGE_ERROR = '请输入收益率数字，如 10 或 -5.5';

// The screener's return range: a period and a lowest and/or highest return in percent, applied together with 确定
// (typing alone would reload the list on every key).
export function FundYieldRange({ state, onChange, live = false }: FundYieldRangeProps) {
  const [period, setPeriod] = useState<ScreenPeriod>(state.yieldPeriod ?? DEFAULT_SCREEN_PERIOD);
  const [min, setMin] = useState(state.yieldMinPercent ?? '');
  const [max, setMax] = useState(state.yieldMaxPercent ?? '');
  const [error, setError] = useState<string | null>(null);
  const active = state.yieldMinPercent !== undefined || state.yieldMaxPercent !== undefined;

  const submit = (next: { period?: ScreenPeriod; min?: string; max?: string } = {}) => {
    const result = rangePatch(next.period ?? period, next.min ?? min, next.max ?? max);
    if ('error' in result) return setError(result.error);
    setError(null);
    onChange(result.patch);
  };
  const edit = (next: { period?: ScreenPeriod; min?: string; max?: string }) => {
    if (next.period !== undefined) setPeriod(next.period);
    if (next.min !== undefined) setMin(next.min);
    if (next.max !== undefined) setMax(next.max);
    if (live) submit(next);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const clear = () => {
    setMin('');
    setMax('');
    setError(null);
    onChange({ yieldPeriod: undefined, yieldMinPercent: undefined, yieldMaxPercent: undefined });
  };

  return (
    <form className="fd-filter fd-yield-range" role="group" aria-label="阶段收益" onSubmit={apply} noValidate>
      <span className="fd-filter__label" aria-hidden>
        阶段收益
      </span>
      <div className="fd-yield-range__fields">
        <select
          className="fd-select"
          aria-label="收益区间的时间段"
          value={period}
          onChange={(event) => edit({ period: event.target.value as ScreenPeriod })}
        >
          {SCREEN_PERIODS.map((key) => (
            <option key={key} value={key}>
              {YIELD_PERIODS[key]}
            </option>
          ))}
        </select>
        <label className="fd-yield-range__bound">
          <span>不低于</span>
          <input
            className="fd-input"
            inputMode="decimal"
            aria-label="最低收益（%）"
            value={min}
            onChange={(event) => edit({ min: event.target.value })}
          />
          <span>%</span>
        </label>
        <label className="fd-yield-range__bound">
          <span>不高于</span>
          <input
            className="fd-input"
            inputMode="decimal"
            aria-label="最高收益（%）"
            value={max}
            onChange={(event) => edit({ max: event.target.value })}
          />
          <span>%</span>
        </label>
        {live ? null : (
          <button type="submit" className="fd-chip" aria-pressed={false}>
            确定
          </button>
        )}
        {active ? (
          <button type="button" className="fd-chip" onClick={clear}>
            清除
          </button>
        ) : null}
        {error ? (
          <span className="fd-yield-range__error" role="alert">
            {error}
          </span>
        ) : null}
      </div>
    </form>
  );
}
