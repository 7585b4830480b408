import type { AmountFeeTier, FundFees, HoldingFeeTier } from '@fund-direct/domain/contracts';

// Typical fee schedules of Chinese public funds, per product line. Rates are fractions.
// Redemptions held under 7 days always pay 1.50 % (CSRC rule for open-ended funds).

const WAN = 10_000;
const amount = (wan: number) => String(wan * WAN);

function rateTiers(rates: readonly [number, string][], fixedFrom?: number): AmountFeeTier[] {
  const tiers: AmountFeeTier[] = [];
  rates.forEach(([fromWan, rate], i) => {
    const next = rates[i + 1]?.[0] ?? fixedFrom;
    tiers.push({ min: amount(fromWan), ...(next === undefined ? {} : { max: amount(next) }), rule: { kind: 'rate', rate } });
  });
  if (fixedFrom !== undefined) tiers.push({ min: amount(fixedFrom), rule: { kind: 'fixed', fee: '1000' } });
  return tiers;
}

function holding(tiers: readonly [number, string][]): HoldingFeeTier[] {
  return tiers.map(([minDays, rate], i) => {
    const next = tiers[i + 1]?.[0];
    return { minDays, ...(next === undefined ? {} : { maxDays: next }), rate };
  });
}

const NONE: AmountFeeTier[] = [{ min: '0', rule: { kind: 'rate', rate: '0' } }];
const EQUITY_REDEEM = holding([
  [0, '0.015'],
  [7, '0.005'],
  [365, '0.0025'],
  [730, '0'],
]);
const C_REDEEM = holding([
  [0, '0.015'],
  [7, '0.005'],
  [30, '0'],
]);

export interface FeeProfile {
  fees: FundFees;
  minPurchase: string;
  minSubscription: string;
  confirmDays: number;
  redemptionArrivalDays: number;
  convertible: boolean;
}

const base = { minPurchase: '10.00', minSubscription: '10.00', confirmDays: 1, redemptionArrivalDays: 3, convertible: true };

export const FEE_PROFILES = {
  equityA: {
    ...base,
    fees: {
      subscription: rateTiers(
        [
          [0, '0.012'],
          [100, '0.008'],
          [300, '0.005'],
        ],
        500,
      ),
      purchase: rateTiers(
        [
          [0, '0.015'],
          [100, '0.010'],
          [300, '0.006'],
        ],
        500,
      ),
      redemption: EQUITY_REDEEM,
      managementRate: '0.012',
      custodyRate: '0.002',
      salesServiceRate: null,
    },
  },
  equityC: {
    ...base,
    fees: {
      subscription: NONE,
      purchase: NONE,
      redemption: C_REDEEM,
      managementRate: '0.012',
      custodyRate: '0.002',
      salesServiceRate: '0.006',
    },
  },
  index: {
    ...base,
    fees: {
      subscription: rateTiers(
        [
          [0, '0.010'],
          [100, '0.006'],
          [300, '0.003'],
        ],
        500,
      ),
      purchase: rateTiers(
        [
          [0, '0.012'],
          [100, '0.008'],
          [300, '0.005'],
        ],
        500,
      ),
      redemption: EQUITY_REDEEM,
      managementRate: '0.008',
      custodyRate: '0.0015',
      salesServiceRate: null,
    },
  },
  etf: {
    ...base,
    convertible: false,
    fees: {
      subscription: rateTiers(
        [
          [0, '0.008'],
          [50, '0.005'],
        ],
        100,
      ),
      purchase: rateTiers(
        [
          [0, '0.008'],
          [50, '0.005'],
        ],
        100,
      ),
      redemption: holding([
        [0, '0.015'],
        [7, '0.005'],
        [365, '0'],
      ]),
      managementRate: '0.005',
      custodyRate: '0.001',
      salesServiceRate: null,
    },
  },
  bondA: {
    ...base,
    fees: {
      subscription: rateTiers(
        [
          [0, '0.006'],
          [100, '0.004'],
        ],
        500,
      ),
      purchase: rateTiers(
        [
          [0, '0.008'],
          [100, '0.005'],
        ],
        500,
      ),
      redemption: holding([
        [0, '0.015'],
        [7, '0.001'],
        [365, '0.0005'],
        [730, '0'],
      ]),
      managementRate: '0.003',
      custodyRate: '0.001',
      salesServiceRate: null,
    },
  },
  bondC: {
    ...base,
    fees: {
      subscription: NONE,
      purchase: NONE,
      redemption: C_REDEEM,
      managementRate: '0.003',
      custodyRate: '0.001',
      salesServiceRate: '0.003',
    },
  },
  shortA: {
    ...base,
    fees: {
      subscription: rateTiers([[0, '0.002']], 500),
      purchase: rateTiers([[0, '0.003']], 500),
      redemption: holding([
        [0, '0.015'],
        [7, '0'],
      ]),
      managementRate: '0.002',
      custodyRate: '0.0005',
      salesServiceRate: null,
    },
  },
  shortC: {
    ...base,
    fees: {
      subscription: NONE,
      purchase: NONE,
      redemption: holding([
        [0, '0.015'],
        [7, '0'],
      ]),
      managementRate: '0.002',
      custodyRate: '0.0005',
      salesServiceRate: '0.002',
    },
  },
  moneyA: {
    ...base,
    minPurchase: '1.00',
    minSubscription: '1.00',
    redemptionArrivalDays: 1,
    fees: {
      subscription: NONE,
      purchase: NONE,
      redemption: holding([[0, '0']]),
      managementRate: '0.0025',
      custodyRate: '0.0008',
      salesServiceRate: '0.0025',
    },
  },
  moneyB: {
    ...base,
    minPurchase: '5000000.00',
    minSubscription: '5000000.00',
    redemptionArrivalDays: 1,
    fees: {
      subscription: NONE,
      purchase: NONE,
      redemption: holding([[0, '0']]),
      managementRate: '0.0025',
      custodyRate: '0.0008',
      salesServiceRate: '0.0001',
    },
  },
  fof: {
    ...base,
    fees: {
      subscription: rateTiers(
        [
          [0, '0.008'],
          [100, '0.005'],
        ],
        500,
      ),
      purchase: rateTiers(
        [
          [0, '0.010'],
          [100, '0.006'],
        ],
        500,
      ),
      redemption: holding([
        [0, '0.015'],
        [7, '0.005'],
        [365, '0'],
      ]),
      managementRate: '0.009',
      custodyRate: '0.0015',
      salesServiceRate: null,
    },
  },
  qdii: {
    ...base,
    confirmDays: 2,
    redemptionArrivalDays: 8,
    fees: {
      subscription: rateTiers(
        [
          [0, '0.012'],
          [100, '0.008'],
          [300, '0.005'],
        ],
        500,
      ),
      purchase: rateTiers(
        [
          [0, '0.016'],
          [100, '0.010'],
          [300, '0.006'],
        ],
        500,
      ),
      redemption: holding([
        [0, '0.015'],
        [7, '0.005'],
        [365, '0.0025'],
        [730, '0'],
      ]),
      managementRate: '0.015',
      custodyRate: '0.003',
      salesServiceRate: null,
    },
  },
  special: {
    ...base,
    minPurchase: '1000000.00',
    minSubscription: '1000000.00',
    convertible: false,
    fees: {
      subscription: rateTiers([[0, '0.010']]),
      purchase: rateTiers([[0, '0.010']]),
      redemption: holding([
        [0, '0.015'],
        [7, '0.005'],
        [180, '0'],
      ]),
      managementRate: '0.010',
      custodyRate: '0.001',
      salesServiceRate: null,
    },
  },
  collective: {
    ...base,
    minPurchase: '300000.00',
    minSubscription: '300000.00',
    convertible: false,
    fees: {
      subscription: rateTiers([[0, '0.008']]),
      purchase: rateTiers([[0, '0.010']]),
      redemption: holding([
        [0, '0.015'],
        [7, '0.005'],
        [365, '0'],
      ]),
      managementRate: '0.010',
      custodyRate: '0.001',
      salesServiceRate: null,
    },
  },
} as const satisfies Record<string, FeeProfile>;

export type FeeProfileKey = keyof typeof FEE_PROFILES;
