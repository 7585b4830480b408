import { formatPercent, upDownColorValue } from '@fund-direct/domain/format';
import './shared-ui.css';

interface PercentTextProps {
  value: unknown;
  // API yields and rates are fractions ('0.0523'): pass multiply100 to show 5.23 %.
  multiply100?: boolean;
  // Fee rates and the like are not coloured.
  colored?: boolean;
  className?: string;
}

// §5: 2 decimals, '+' when positive, '--' when empty; up red, down green, flat dark blue.
export function PercentText({ value, multiply100 = false, colored = true, className }: PercentTextProps) {
  const text = formatPercent(value, { multiply100 });
  return (
    <span className={['fd-num', className].filter(Boolean).join(' ')} style={colored ? { color: upDownColorValue(text) } : undefined}>
      {text}
    </span>
  );
}
