// Every query of the trade feature sits under this prefix, so a placed or cancelled order refreshes
// limits, holdings and dividend methods at once.
export const TRADE_QUERY_ROOT = ['trade'] as const;
