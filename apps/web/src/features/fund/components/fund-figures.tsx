import type { FundSummary } from '@fund-direct/domain/contracts';
import { formatDate, formatValue } from '@fund-direct/domain/format';
import { PercentText } from '@/components/percent-text.tsx';

// §3: money funds show 万份收益 and the 7-day annualised yield instead of NAV and daily change.
export function navLabel(fund: Pick<FundSummary, 'isMoneyFund'>): string {
  return fund.isMoneyFund ? '万份收益(元)' : '单位净值';
}

export function changeLabel(fund: Pick<FundSummary, 'isMoneyFund'>): string {
  return fund.isMoneyFund ? '七日年化' : '日涨跌幅';
}

export function NavValue({ fund }: { fund: FundSummary }) {
  return <span className="fd-num">{formatValue(fund.isMoneyFund ? fund.incomePer10k : fund.nav)}</span>;
}

export function ChangeValue({ fund }: { fund: FundSummary }) {
  return <PercentText value={fund.isMoneyFund ? fund.yield7d : fund.dailyChange} multiply100 />;
}

export function NavDate({ fund }: { fund: FundSummary }) {
  return <span className="fd-num fd-muted">{formatDate(fund.navDate)}</span>;
}
