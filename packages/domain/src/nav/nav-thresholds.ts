// How far a day's value may go before staff must give a reason (a flag, not an error: markets do move).
// Equity-like funds: the day's return of 10%; QDII funds trade abroad with currency moves on top, so 15%.
// Money funds: their NAV stays 1.0000, so the bounds are on 万份收益 (2 元 per 10,000 shares a day is about
// 7.3% a year, far above any money fund) and the 7-day annualised yield (0%–6%); a negative value is flagged too.
export const NAV_MOVE_THRESHOLD = { default: '0.10', qdii: '0.15' } as const;

export const MONEY_FUND_BOUNDS = {
  incomePer10k: { min: '0', max: '2' },
  yield7dPercent: { min: '0', max: '6' },
} as const;

export type NavFundKind = 'nav' | 'qdii' | 'money';

export interface NavFundProfile {
  isMoneyFund: boolean;
  isQdii?: boolean;
  // Null: not set up yet, so no NAV can be published.
  setupDate: string | null;
}

export function navFundKind(fund: NavFundProfile): NavFundKind {
  if (fund.isMoneyFund) return 'money';
  return fund.isQdii ? 'qdii' : 'nav';
}
