import { ROUTE_PATHS } from '@fund-direct/domain/guards';
import { isPositive } from '@fund-direct/domain/money';
import type { HoldingItem } from '@fund-direct/domain/contracts';

export interface HoldingTradeLink {
  key: 'purchase' | 'sell' | 'change' | 'fix';
  label: string;
  to: string;
  // Selling and converting need shares that no pending order holds.
  disabled: boolean;
}

const withFund = (path: string, fundCode: string) => `${path}?fundCode=${encodeURIComponent(fundCode)}`;

export const holdingDetailPath = (fundCode: string) => withFund(ROUTE_PATHS.assetsDetail, fundCode);
export const fundDetailPath = (fundCode: string) => `/fund_detail?fundCode=${encodeURIComponent(fundCode)}`;

// The trade pages a holding leads to; the trade routes run the §6 guard chain themselves (an enterprise
// customer meets its message there).
export function holdingTradeLinks(holding: Pick<HoldingItem, 'fundCode' | 'availableShares'>): HoldingTradeLink[] {
  const noShares = !isPositive(holding.availableShares);
  return [
    { key: 'purchase', label: '买入', to: withFund(ROUTE_PATHS.purchase, holding.fundCode), disabled: false },
    { key: 'sell', label: '卖出', to: withFund(ROUTE_PATHS.sell, holding.fundCode), disabled: noShares },
    { key: 'change', label: '转换', to: withFund(ROUTE_PATHS.change, holding.fundCode), disabled: noShares },
    { key: 'fix', label: '定投', to: withFund(ROUTE_PATHS.fix, holding.fundCode), disabled: false },
  ];
}
