import { PRODUCT_RISK_LEVELS, productRiskLevel } from '@fund-direct/domain/codes';
import './shared-ui.css';

interface RiskTagProps {
  level: unknown;
  // 'R3 中风险' instead of '中风险'.
  withCode?: boolean;
  className?: string;
}

// §3: product risk levels R1-R5 (0 and 1 both read as R1).
export function RiskTag({ level, withCode = false, className }: RiskTagProps) {
  const code = productRiskLevel(level);
  const label = code ? PRODUCT_RISK_LEVELS[code] : '--';
  return (
    <span className={['fd-tag', code ? `fd-tag--risk-${code}` : 'fd-tag--muted', className].filter(Boolean).join(' ')}>
      {code && withCode ? `${code} ${label}` : label}
    </span>
  );
}
