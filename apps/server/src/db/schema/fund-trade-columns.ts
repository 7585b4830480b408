import { char, numeric, text } from 'drizzle-orm/pg-core';

// Trade rules of a fund, added by migrations/0011_trading.sql. Spread into the `fund` table of
// fund.ts; kept in sync with the SQL by hand. Limits of 0 mean no limit (§5 无限额).
export const fundTradeColumns = {
  maxPurchasePerOrder: numeric('max_purchase_per_order', { precision: 18, scale: 2 }).notNull().default('0'),
  maxPurchasePerDay: numeric('max_purchase_per_day', { precision: 18, scale: 2 }).notNull().default('0'),
  minRedemptionShares: numeric('min_redemption_shares', { precision: 18, scale: 2 }).notNull().default('1'),
  minHoldingShares: numeric('min_holding_shares', { precision: 18, scale: 2 }).notNull().default('1'),
  purchaseDiscount: numeric('purchase_discount', { precision: 6, scale: 4 }).notNull().default('1'),
  chargeTypes: text('charge_types').notNull().default('A'),
  defaultDividendMethod: char('default_dividend_method', { length: 1 }).notNull().default('1'),
};
