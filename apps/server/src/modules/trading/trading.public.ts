// What other modules use of trading: the trading dependencies, order views and fund rules.
export { toOrderView } from './order-view.ts';
export { tradingDepsOf, type TradingDeps } from './trade-context.ts';
export { findFundRules, redemptionTiers, type RedemptionTierRow } from './trading.repository.ts';
