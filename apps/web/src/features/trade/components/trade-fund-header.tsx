import { FundStatusTag } from '@/components/fund-status-tag.tsx';
import { RiskTag } from '@/components/risk-tag.tsx';
import type { TradeFund } from './trade-fund-gate.tsx';

// The fund being traded: name, code, type, risk level (§3 R1-R5) and status.
export function TradeFundHeader({ fund }: { fund: TradeFund }) {
  return (
    <div className="fd-trade-fund">
      <span className="fd-trade-fund__name">{fund.fundname}</span>
      <span className="fd-trade-fund__code">{fund.fundcode}</span>
      <span className="fd-tag fd-tag--muted">{fund.fundTypeLabel}</span>
      <RiskTag level={fund.riskLevel} withCode />
      <FundStatusTag status={fund.status} />
    </div>
  );
}
