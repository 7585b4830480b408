import { and, eq, sql } from 'drizzle-orm';
import type { AmountFeeTier, HoldingFeeTier } from '@fund-direct/domain/contracts';
import type { FundDocumentsSection, FundManagersSection } from '@fund-direct/domain/contracts/ops';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { fund, fundDocument, fundFeeTier, fundManager, fundRedemptionTier, type FundRow, type ManagerRow } from '../../db/schema/fund.ts';

// SQL of the console's fund maintenance (fund-ops.service.ts, fund-update.handler.ts).

export type OpsFundListRow = Pick<FundRow, 'code' | 'name' | 'shortName' | 'fundType' | 'riskLevel' | 'status'> & { updatedAt: string };

// LIKE patterns take the keyword literally.
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function selectOpsFundPage(
  executor: DbExecutor,
  query: { keyword: string | undefined; limit: number; offset: number },
): Promise<{ rows: OpsFundListRow[]; total: number }> {
  const pattern = query.keyword ? `%${likeEscape(query.keyword)}%` : null;
  const where = pattern ? sql`where f.code like ${pattern} or f.name ilike ${pattern} or f.short_name ilike ${pattern}` : sql``;
  const [rows, counts] = await Promise.all([
    rowsOf<OpsFundListRow>(
      executor,
      sql`select f.code, f.name, f.short_name as "shortName", f.fund_type as "fundType", f.risk_level as "riskLevel", f.status,
            to_char(f.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "updatedAt"
          from fund f ${where} order by f.code limit ${query.limit} offset ${query.offset}`,
    ),
    rowsOf<{ total: number }>(executor, sql`select count(*)::int as total from fund f ${where}`),
  ]);
  return { rows, total: Number(counts[0]?.total ?? 0) };
}

export type EditableFundRow = Pick<
  FundRow,
  | 'code'
  | 'name'
  | 'shortName'
  | 'fundType'
  | 'riskLevel'
  | 'status'
  | 'isMoneyFund'
  | 'minPurchaseAmount'
  | 'minSubscriptionAmount'
  | 'maxPurchasePerOrder'
  | 'maxPurchasePerDay'
  | 'minRedemptionShares'
  | 'minHoldingShares'
  | 'purchaseDiscount'
>;

// `forUpdate` locks the fund row, so two approvals of the same fund apply one after the other.
export async function selectEditableFund(executor: DbExecutor, code: string, forUpdate = false): Promise<EditableFundRow | undefined> {
  const rows = await rowsOf<EditableFundRow>(
    executor,
    sql`select code, name, short_name as "shortName", fund_type as "fundType", risk_level as "riskLevel", status,
          is_money_fund as "isMoneyFund", min_purchase_amount::text as "minPurchaseAmount",
          min_subscription_amount::text as "minSubscriptionAmount", max_purchase_per_order::text as "maxPurchasePerOrder",
          max_purchase_per_day::text as "maxPurchasePerDay", min_redemption_shares::text as "minRedemptionShares",
          min_holding_shares::text as "minHoldingShares", purchase_discount::text as "purchaseDiscount"
        from fund where code = ${code} ${forUpdate ? sql`for update` : sql``}`,
  );
  return rows[0];
}

export function selectManagerOptions(executor: DbExecutor) {
  return rowsOf<Pick<ManagerRow, 'manId' | 'name'>>(
    executor,
    sql`select man_id as "manId", name from manager order by display_order, man_id`,
  );
}

export async function selectExistingManagerIds(executor: DbExecutor, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await rowsOf<{ manId: string }>(
    executor,
    sql`select man_id as "manId" from manager where man_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Set(rows.map((r) => r.manId));
}

export type FundColumnChanges = Partial<
  Pick<
    typeof fund.$inferInsert,
    | 'name'
    | 'shortName'
    | 'fundType'
    | 'riskLevel'
    | 'status'
    | 'minPurchaseAmount'
    | 'minSubscriptionAmount'
    | 'maxPurchasePerOrder'
    | 'maxPurchasePerDay'
    | 'minRedemptionShares'
    | 'minHoldingShares'
    | 'purchaseDiscount'
  >
>;

export async function updateFundColumns(executor: DbExecutor, code: string, changes: FundColumnChanges, at: Date): Promise<void> {
  await executor
    .update(fund)
    .set({ ...changes, updatedAt: at })
    .where(eq(fund.code, code));
}

// Front-end tiers of one kind are replaced as a whole; back-end tiers are not edited here.
export async function replaceAmountTiers(
  executor: DbExecutor,
  code: string,
  kind: 'subscription' | 'purchase',
  tiers: readonly AmountFeeTier[],
): Promise<void> {
  await executor.delete(fundFeeTier).where(and(eq(fundFeeTier.fundCode, code), eq(fundFeeTier.feeKind, kind)));
  if (tiers.length === 0) return;
  await executor.insert(fundFeeTier).values(
    tiers.map((tier, seq) => ({
      fundCode: code,
      feeKind: kind,
      seq,
      minAmount: tier.min,
      maxAmount: tier.max ?? null,
      rate: tier.rule.kind === 'rate' ? tier.rule.rate : null,
      fixedFee: tier.rule.kind === 'fixed' ? tier.rule.fee : null,
    })),
  );
}

export async function replaceRedemptionTiers(executor: DbExecutor, code: string, tiers: readonly HoldingFeeTier[]): Promise<void> {
  await executor.delete(fundRedemptionTier).where(eq(fundRedemptionTier.fundCode, code));
  if (tiers.length === 0) return;
  await executor
    .insert(fundRedemptionTier)
    .values(tiers.map((tier, seq) => ({ fundCode: code, seq, minDays: tier.minDays, maxDays: tier.maxDays ?? null, rate: tier.rate })));
}

// Tenures kept from before keep their return during tenure; the others are removed or added.
export async function replaceManagers(executor: DbExecutor, code: string, tenures: FundManagersSection): Promise<void> {
  const keep = tenures.map((t) => sql`(${t.manId}, ${t.startDate}::date)`);
  await executor.execute(
    keep.length === 0
      ? sql`delete from fund_manager where fund_code = ${code}`
      : sql`delete from fund_manager where fund_code = ${code} and (man_id, start_date) not in (${sql.join(keep, sql`, `)})`,
  );
  if (tenures.length === 0) return;
  await executor
    .insert(fundManager)
    .values(tenures.map((t) => ({ fundCode: code, manId: t.manId, startDate: t.startDate, endDate: t.endDate })))
    .onConflictDoUpdate({
      target: [fundManager.fundCode, fundManager.manId, fundManager.startDate],
      set: { endDate: sql`excluded.end_date` },
    });
}

export async function replaceDocuments(executor: DbExecutor, code: string, documents: FundDocumentsSection): Promise<void> {
  await executor.delete(fundDocument).where(eq(fundDocument.fundCode, code));
  if (documents.length === 0) return;
  await executor.insert(fundDocument).values(documents.map((d, seq) => ({ fundCode: code, seq, kind: d.kind, name: d.name, url: d.url })));
}
