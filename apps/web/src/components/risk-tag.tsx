import { PRODUCT_RISK_LEVELS, productRiskLevel, riskPlainLabel } from '@fund-direct/domain/codes';
import { useCareMode } from '@/lib/care-mode.ts';
import './shared-ui.css';

interface RiskTagProps {
  level: unknown;
  // 'R3 中风险' instead of '中风险'.
  withCode?: boolean;
  className?: string;
}

// §3: product risk levels R1-R5 (0 and 1 both read as R1); 关怀模式 says in plain words what the level means.
export function RiskTag({ level, withCode = false, className }: RiskTagProps) {
  const care = useCareMode();
  const code = productRiskLevel(level);
  const label = code ? (care ? riskPlainLabel(code) : PRODUCT_RISK_LEVELS[code]) : '--';
  return (
    <span className={['fd-tag', code ? `fd-tag--risk-${code}` : 'fd-tag--muted', className].filter(Boolean).join(' ')}>
      {code && withCode ? `${code} ${label}` : label}
    </span>
  );
}
