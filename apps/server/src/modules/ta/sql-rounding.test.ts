import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backEndFee, purchaseFee, purchaseShares, redemptionAmount, roundFen, truncShares } from '@fund-direct/domain/money';
import { openTestDatabase, type TestDatabase } from '../../../test/support/test-database.ts';
import {
  sqlBackEndFee,
  sqlExactDiv,
  sqlFen,
  sqlPurchaseFeeByRate,
  sqlPurchaseShares,
  sqlRedemptionFee,
  sqlShares,
} from './sql-rounding.ts';

let test: TestDatabase;

beforeAll(async () => {
  test = await openTestDatabase();
}, 120_000);

afterAll(async () => {
  await test.drop();
});

// Evaluates one SQL expression over rows of literal numeric inputs a, b, c.
async function evaluate(expression: string, rows: readonly (readonly string[])[]): Promise<string[]> {
  const values = rows.map((r) => `(${r.map((v) => `${v}::numeric`).join(', ')})`).join(', ');
  const columns = ['a', 'b', 'c'].slice(0, rows[0]?.length ?? 0).join(', ');
  const result = await test.database.query<{ v: string }>(`select (${expression})::text as v from (values ${values}) as t(${columns})`);
  return result.map((r) => r.v);
}

describe('SQL and the domain money rules agree', () => {
  it('rounds halves of a fen up and truncates shares', async () => {
    const values = ['0.005', '0.015', '2.675', '1.005', '1234.565', '0.0049999', '999999.995', '10.125', '3.3349', '7.999'];
    const rows = values.map((v) => [v]);
    expect(await evaluate(`${sqlFen('a')}::numeric(20, 2)`, rows)).toEqual(values.map((v) => roundFen(v).toFixed(2)));
    expect(await evaluate(`${sqlShares('a')}::numeric(20, 2)`, rows)).toEqual(values.map((v) => truncShares(v).toFixed(2)));
  });

  // purchase-fee-differential.test.ts checks every fen to 2,000.00 at every seed-fund rate.
  it('computes the purchase fee on the net amount rounded first like purchaseFee, including long divisions', async () => {
    const cases: [string, string][] = [
      ['72.45', '0.008'],
      ['999.81', '0.008'],
      ['9999.99', '0.008'],
      ['10000.00', '0.0015'],
      ['1000.33', '0.0015'],
      ['333.33', '0.012'],
      ['99999.99', '0.015'],
      ['1.00', '0.006'],
      ['777.77', '0.00123457'],
      ['1000000.01', '0.008'],
      ['50.05', '0.0001'],
      ['123456.78', '0'],
      ['2999999.99', '0.0006'],
    ];
    expect(await evaluate(`${sqlPurchaseFeeByRate('a', 'b')}::numeric(20, 2)`, cases)).toEqual(
      cases.map(([amount, rate]) => purchaseFee(amount, rate).toFixed(2)),
    );
  });

  it('computes purchase shares like purchaseShares', async () => {
    const cases: [string, string, string][] = [
      ['10000.00', '14.98', '1.2345'],
      ['1000.00', '0.00', '3.0000'],
      ['100.00', '0.00', '0.3333'],
      ['9999.99', '9.99', '1.1111'],
      ['12345.67', '18.49', '2.7183'],
      ['0.03', '0.00', '1.5000'],
      ['1000.00', '1.48', '0.9999'],
      ['5000.00', '0.00', '1.0001'],
    ];
    expect(await evaluate(`${sqlPurchaseShares('a', 'b', 'c')}::numeric(20, 2)`, cases)).toEqual(
      cases.map(([amount, fee, nav]) => purchaseShares(amount, fee, nav).toFixed(2)),
    );
  });

  it('computes the redemption fee like redemptionAmount, on halves of a fen', async () => {
    const cases: [string, string, string][] = [
      ['1000.00', '1.2500', '0.015'],
      ['333.33', '1.0015', '0.005'],
      ['1.00', '1.2345', '0.015'],
      ['3000.00', '1.1111', '0.0025'],
      ['70.00', '1.0050', '0.005'],
      ['12345.67', '2.7183', '0.015'],
    ];
    expect(await evaluate(`${sqlRedemptionFee('a', 'b', 'c')}::numeric(20, 2)`, cases)).toEqual(
      cases.map(([shares, nav, rate]) => redemptionAmount(shares, nav, rate).fee.toFixed(2)),
    );
  });

  it('computes the back-end charge like backEndFee, on halves of a fen', async () => {
    const cases: [string, string, string][] = [
      ['8090.29', '1.2345', '0.018'],
      ['100.00', '1.0000', '0.00125'],
      ['333.33', '1.0015', '0.012'],
      ['1.00', '0.9999', '0.005'],
      ['12345.67', '2.7183', '0'],
    ];
    expect(await evaluate(`${sqlBackEndFee('a', 'b', 'c')}::numeric(20, 2)`, cases)).toEqual(
      cases.map(([shares, nav, rate]) => backEndFee(shares, nav, rate).toFixed(2)),
    );
  });

  it('keeps 20 decimals in a quotient, so that truncating a repeating decimal is exact', async () => {
    expect(
      await evaluate(`${sqlShares(sqlExactDiv('a', 'b'))}::numeric(20, 2)`, [
        ['200.00', '3.0000'],
        ['1.00', '0.0003'],
      ]),
    ).toEqual([truncShares('66.666666').toFixed(2), '3333.33']);
  });
});
