import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyDiscount, purchaseFee } from '@fund-direct/domain/money';
import { openTestDatabase, type TestDatabase } from '../../../test/support/test-database.ts';
import { FEE_PROFILES } from '../fund/seed/fee-profiles.ts';
import { SEED_FUNDS } from '../fund/seed/funds.data.ts';
import { tradeRulesOf } from '../fund/seed/trade-rules.ts';
import { sqlPurchaseFeeByRate } from './sql-rounding.ts';

// Differential check of the purchase fee: every fen from 0.01 to 2,000.00 at every rate a seed fund
// charges (list rates and discounted rates), by the domain rule, by the batch's SQL and by the
// prospectus formula written here again with decimal.js: net = round(amount / (1 + rate), 2), fee = amount − net.
const LAST_FEN = 200_000;

let test: TestDatabase;

beforeAll(async () => {
  test = await openTestDatabase();
}, 120_000);

afterAll(async () => {
  await test.drop();
});

function seedFundRates(): string[] {
  const rates = new Set<string>();
  for (const fund of SEED_FUNDS) {
    const { fees } = FEE_PROFILES[fund.fees];
    const discount = tradeRulesOf(fund).purchaseDiscount;
    for (const tier of [...fees.subscription, ...fees.purchase]) {
      if (tier.rule.kind !== 'rate' || new Decimal(tier.rule.rate).isZero()) continue;
      rates.add(new Decimal(tier.rule.rate).toString());
      rates.add(applyDiscount(tier.rule.rate, discount).rate.toString());
    }
  }
  return [...rates].sort();
}

// 30 digits hold every quotient below 2,000 far finer than its distance to any half fen (≥ 1e-11).
const Prospectus = Decimal.clone({ precision: 30 });

function prospectusFee(amount: InstanceType<typeof Prospectus>, onePlusRate: InstanceType<typeof Prospectus>): string {
  const net = amount.dividedBy(onePlusRate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return amount.minus(net).toFixed(2);
}

// One statement: the fees of every fen at every rate, one comma-separated row per rate.
async function sqlFees(rates: readonly string[]): Promise<Map<string, string[]>> {
  const rateRows = rates.map((rate) => `('${rate}'::numeric)`).join(', ');
  const rows = await test.database.query<{ rate: string; fees: string }>(
    `select r.rate::text as rate, string_agg((${sqlPurchaseFeeByRate('n * 0.01', 'r.rate')})::numeric(20, 2)::text, ',' order by n) as fees
     from (values ${rateRows}) as r(rate) cross join generate_series(1, ${LAST_FEN}) as n
     group by r.rate`,
  );
  return new Map(rows.map((row) => [new Decimal(row.rate).toString(), row.fees.split(',')]));
}

describe('purchase fee over every fen to 2,000.00 at every seed-fund rate', () => {
  const rates = seedFundRates();
  let bySql = new Map<string, string[]>();

  beforeAll(async () => {
    bySql = await sqlFees(rates);
  }, 120_000);

  it('covers the list and discounted rates the seed funds charge', () => {
    expect(rates).toContain('0.008');
    expect(rates).toContain('0.0015');
  });

  it.each(rates)(
    'is identical in the domain rule, the batch SQL and the net-first formula at %s',
    (rate) => {
      const fromSql = bySql.get(rate) ?? [];
      expect(fromSql).toHaveLength(LAST_FEN);
      const listRate = new Decimal(rate);
      const onePlusRate = new Prospectus(rate).plus(1);
      const mismatches: string[] = [];
      for (let n = 1; n <= LAST_FEN && mismatches.length < 10; n++) {
        const amount = new Prospectus(n).dividedBy(100);
        const expected = prospectusFee(amount, onePlusRate);
        const domain = purchaseFee(amount, listRate).toFixed(2);
        if (domain !== expected || fromSql[n - 1] !== expected) {
          mismatches.push(`${amount.toFixed(2)}: prospectus ${expected}, domain ${domain}, SQL ${fromSql[n - 1]}`);
        }
      }
      expect(mismatches).toEqual([]);
    },
    60_000,
  );
});
