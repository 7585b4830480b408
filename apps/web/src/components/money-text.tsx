import { formatMoney, upDownColorValue, type FormatMoneyOptions } from '@fund-direct/domain/format';
import './shared-ui.css';

interface MoneyTextProps extends FormatMoneyOptions {
  value: unknown;
  // Income and gains are coloured up/down (§5); balances are not.
  colored?: boolean;
  className?: string;
}

// §5: 2 decimals with thousands separators; '--' (or '0.00元') when missing.
export function MoneyText({ value, colored = false, className, ...options }: MoneyTextProps) {
  const text = formatMoney(value, options);
  return (
    <span className={['fd-num', className].filter(Boolean).join(' ')} style={colored ? { color: upDownColorValue(text) } : undefined}>
      {text}
    </span>
  );
}
