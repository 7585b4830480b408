import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import type { riskConfirmation } from '../../db/schema/trading.ts';

type RiskConfirmationRow = typeof riskConfirmation.$inferSelect;

export async function insertRiskConfirmation(
  db: DbExecutor,
  row: Pick<RiskConfirmationRow, 'customerId' | 'fundCode' | 'customerLevel' | 'productLevel' | 'warnings' | 'confirmedAt'>,
): Promise<string | undefined> {
  const [inserted] = await rowsOf<Pick<RiskConfirmationRow, 'id'>>(
    db,
    sql`insert into risk_confirmation (customer_id, fund_code, customer_level, product_level, warnings, confirmed_at)
        values (${row.customerId}::uuid, ${row.fundCode}, ${row.customerLevel}, ${row.productLevel},
                ${row.warnings}, ${row.confirmedAt.toISOString()}::timestamptz)
        returning id`,
  );
  return inserted?.id;
}

// An unused confirmation of this customer and fund made in (since, now], locked for the order that uses it.
export async function lockUsableRiskConfirmation(
  tx: DbExecutor,
  key: { id: string; customerId: string; fundCode: string; since: Date; now: Date },
): Promise<string | undefined> {
  const [row] = await rowsOf<Pick<RiskConfirmationRow, 'id'>>(
    tx,
    sql`select id from risk_confirmation
        where id = ${key.id}::uuid and customer_id = ${key.customerId}::uuid and fund_code = ${key.fundCode}
          and used_by_order is null and confirmed_at > ${key.since.toISOString()}::timestamptz
          and confirmed_at <= ${key.now.toISOString()}::timestamptz
        for update`,
  );
  return row?.id;
}

export async function markRiskConfirmationUsed(tx: DbExecutor, confirmationId: string, usedBy: string): Promise<void> {
  await tx.execute(sql`update risk_confirmation set used_by_order = ${usedBy}::uuid where id = ${confirmationId}::uuid`);
}
