import { useState, type FormEvent } from 'react';
import { isSizeText } from './fund-screen-query.ts';
import type { FundListState } from './fund-list-query.ts';

interface FundSizeRangeProps {
  state: FundListState;
  onChange: (patch: Partial<FundListState>) => void;
  // In the phone's filter drawer every valid change goes into the drawer's draft, applied by the drawer's 确定.
  live?: boolean;
}

type SizePatch = Pick<FundListState, 'sizeMinYi' | 'sizeMaxYi'>;

const SIZE_ERROR = '请输入规模数字（亿元），如 2 或 50.5';

function sizePatch(min: string, max: string): { patch: SizePatch } | { error: string } {
  const low = min.trim();
  const high = max.trim();
  if ((low && !isSizeText(low)) || (high && !isSizeText(high))) return { error: SIZE_ERROR };
  // Decimal texts of at most two decimals: compared as numbers of hundredths, exactly.
  if (low && high && Math.round(Number(low) * 100) > Math.round(Number(high) * 100)) return { error: '最大规模不能低于最小规模' };
  return { patch: { sizeMinYi: low || undefined, sizeMaxYi: high || undefined } };
}

// The screener's fund size (基金规模, the latest quarterly report's net assets) in 亿元, either end open, applied with 确定.
export function FundSizeRange({ state, onChange, live = false }: FundSizeRangeProps) {
  const [min, setMin] = useState(state.sizeMinYi ?? '');
  const [max, setMax] = useState(state.sizeMaxYi ?? '');
  const [error, setError] = useState<string | null>(null);
  const active = state.sizeMinYi !== undefined || state.sizeMaxYi !== undefined;

  const submit = (next: { min?: string; max?: string } = {}) => {
    const result = sizePatch(next.min ?? min, next.max ?? max);
    if ('error' in result) return setError(result.error);
    setError(null);
    onChange(result.patch);
  };
  const edit = (next: { min?: string; max?: string }) => {
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
    onChange({ sizeMinYi: undefined, sizeMaxYi: undefined });
  };

  return (
    <form className="fd-filter fd-yield-range" role="group" aria-label="基金规模" onSubmit={apply} noValidate>
      <span className="fd-filter__label" aria-hidden>
        基金规模
      </span>
      <div className="fd-yield-range__fields">
        <label className="fd-yield-range__bound">
          <span>不低于</span>
          <input
            className="fd-input"
            inputMode="decimal"
            aria-label="最小规模（亿元）"
            value={min}
            onChange={(event) => edit({ min: event.target.value })}
          />
          <span>亿元</span>
        </label>
        <label className="fd-yield-range__bound">
          <span>不高于</span>
          <input
            className="fd-input"
            inputMode="decimal"
            aria-label="最大规模（亿元）"
            value={max}
            onChange={(event) => edit({ max: event.target.value })}
          />
          <span>亿元</span>
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
