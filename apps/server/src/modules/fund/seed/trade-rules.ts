import type { FeeProfileKey } from './fee-profiles.ts';
import type { SeedFund } from './funds.data.ts';

// Per-fund trade rules (0011_trading.sql fund columns). Limits of '0' mean none (§5 无限额).
export interface SeedTradeRules {
  maxPurchasePerOrder: string;
  maxPurchasePerDay: string;
  minRedemptionShares: string;
  minHoldingShares: string;
  // Online discount factor on the front-end rate (0.1 = 一折).
  purchaseDiscount: string;
  chargeTypes: 'A' | 'B' | 'AB';
  defaultDividendMethod: '0' | '1';
  // Back-end charge by holding years [minYears, maxYears), for funds offering B.
  backEnd?: readonly { minYears: number; maxYears?: number; rate: string }[];
}

const DEFAULT: SeedTradeRules = {
  maxPurchasePerOrder: '0',
  maxPurchasePerDay: '0',
  minRedemptionShares: '1',
  minHoldingShares: '1',
  purchaseDiscount: '1',
  chargeTypes: 'A',
  defaultDividendMethod: '1',
};

const BACK_END = [
  { minYears: 0, maxYears: 1, rate: '0.018' },
  { minYears: 1, maxYears: 3, rate: '0.012' },
  { minYears: 3, maxYears: 5, rate: '0.005' },
  { minYears: 5, rate: '0' },
] as const;

// Direct sales give most equity and bond A classes an online discount; money funds reinvest.
const BY_PROFILE: Partial<Record<FeeProfileKey, Partial<SeedTradeRules>>> = {
  equityA: { purchaseDiscount: '0.1' },
  index: { purchaseDiscount: '0.1' },
  fof: { purchaseDiscount: '0.1' },
  bondA: { purchaseDiscount: '0.4' },
  // QDII quotas: exchange allowance caps each customer's purchases.
  qdii: { purchaseDiscount: '0.1', maxPurchasePerOrder: '50000', maxPurchasePerDay: '100000' },
  moneyA: { defaultDividendMethod: '0', minRedemptionShares: '0.01', minHoldingShares: '0.01' },
  moneyB: { defaultDividendMethod: '0', minRedemptionShares: '0.01', minHoldingShares: '0.01' },
};

const BY_FUND: Readonly<Record<string, Partial<SeedTradeRules>>> = {
  // Classic funds still offering back-end shares.
  '000512': { chargeTypes: 'AB', backEnd: BACK_END },
  '002318': { chargeTypes: 'AB', backEnd: BACK_END },
  '000936': { chargeTypes: 'AB', backEnd: BACK_END },
  // Large purchases limited to protect existing holders.
  '012009': { maxPurchasePerOrder: '500000', maxPurchasePerDay: '1000000' },
  '016725': { maxPurchasePerDay: '5000000' },
};

export function tradeRulesOf(fund: SeedFund): SeedTradeRules {
  return { ...DEFAULT, ...BY_PROFILE[fund.fees], ...BY_FUND[fund.code] };
}
