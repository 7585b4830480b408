import { FUND_STATUS_EFFECTS, FUND_STATUSES, FUND_TYPES, isCodeOf, labelOf } from '@fund-direct/domain/codes';
import type { AmountFeeTier, HoldingFeeTier } from '@fund-direct/domain/contracts';
import {
  fundBasicSection,
  fundDocumentsSection,
  fundFeesSection,
  fundLimitsSection,
  fundManagersSection,
  type FundBasicSection,
  type OpsFundDetailResponse,
  type OpsFundListQuery,
  type OpsFundListResponse,
} from '@fund-direct/domain/contracts/ops';
import { AppError, describeZodIssues, ERRORS } from '@fund-direct/domain/errors';
import type { DbExecutor } from '../../db/database.ts';
import { FUND_NOT_FOUND } from './fund-detail.service.ts';
import { canonManagers, changedFields, mergeChanges, staleFields, type FundChanges, type FundEditState } from './fund-edit-state.ts';
import {
  replaceAmountTiers,
  replaceDocuments,
  replaceManagers,
  replaceRedemptionTiers,
  selectEditableFund,
  selectExistingManagerIds,
  selectManagerOptions,
  selectOpsFundPage,
  updateFundColumns,
  type EditableFundRow,
  type FundColumnChanges,
} from './fund-ops.repository.ts';
import { selectDocuments, selectFeeTiers, selectFundManagers, selectRedemptionTiers } from './fund.repository.ts';

// The console's fund maintenance: the list, the editable state, the checks every proposed change passes
// (when proposed and again when applied), and the writes of an approved 'fund.update'.

export async function listOpsFunds(db: DbExecutor, query: OpsFundListQuery): Promise<OpsFundListResponse> {
  const { rows, total } = await selectOpsFundPage(db, {
    keyword: query.keyword,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    total,
    list: rows.map((row) => ({
      ...row,
      fundTypeLabel: labelOf(FUND_TYPES, row.fundType) ?? FUND_TYPES['15'],
      statusLabel: labelOf(FUND_STATUSES, row.status) ?? '',
      statusEffect: isCodeOf(FUND_STATUSES, row.status) ? FUND_STATUS_EFFECTS[row.status].summary : '',
    })),
  };
}

function fundNotFound(): AppError {
  return new AppError(ERRORS.RESOURCE_NOT_FOUND, FUND_NOT_FOUND);
}

export function invalid(message: string): AppError {
  return new AppError(ERRORS.VALIDATION, message);
}

const amountTiers = (rows: Awaited<ReturnType<typeof selectFeeTiers>>, kind: string): AmountFeeTier[] =>
  rows
    .filter((t) => t.feeKind === kind)
    .map((t) => ({
      min: t.minAmount,
      ...(t.maxAmount === null ? {} : { max: t.maxAmount }),
      rule: t.fixedFee !== null ? { kind: 'fixed' as const, fee: t.fixedFee } : { kind: 'rate' as const, rate: t.rate ?? '0' },
    }));

interface LoadedFund {
  row: EditableFundRow;
  state: FundEditState;
  managerNames: Map<string, string>;
}

export async function loadFundEditState(executor: DbExecutor, code: string, forUpdate = false): Promise<LoadedFund> {
  const row = await selectEditableFund(executor, code, forUpdate);
  if (!row) throw fundNotFound();
  const [tiers, redemption, managers, documents] = await Promise.all([
    selectFeeTiers(executor, code),
    selectRedemptionTiers(executor, code),
    selectFundManagers(executor, code),
    selectDocuments(executor, code),
  ]);
  const holding: HoldingFeeTier[] = redemption.map((t) => ({
    minDays: t.minDays,
    ...(t.maxDays === null ? {} : { maxDays: t.maxDays }),
    rate: t.rate,
  }));
  const state: FundEditState = {
    // Stored values are §3 codes (check constraints); the casts only narrow the column type.
    basic: {
      name: row.name,
      shortName: row.shortName,
      fundType: row.fundType as FundBasicSection['fundType'],
      riskLevel: row.riskLevel as FundBasicSection['riskLevel'],
      status: row.status as FundBasicSection['status'],
    },
    limits: {
      minPurchaseAmount: row.minPurchaseAmount,
      minSubscriptionAmount: row.minSubscriptionAmount,
      maxPurchasePerOrder: row.maxPurchasePerOrder,
      maxPurchasePerDay: row.maxPurchasePerDay,
      minRedemptionShares: row.minRedemptionShares,
      minHoldingShares: row.minHoldingShares,
    },
    fees: {
      purchaseDiscount: row.purchaseDiscount,
      subscription: amountTiers(tiers, 'subscription'),
      purchase: amountTiers(tiers, 'purchase'),
      redemption: holding,
    },
    managers: canonManagers(managers.map((m) => ({ manId: m.manId, startDate: m.startDate, endDate: m.endDate }))),
    documents,
  };
  return { row, state, managerNames: new Map(managers.map((m) => [m.manId, m.name])) };
}

export async function opsFundDetail(db: DbExecutor, code: string): Promise<OpsFundDetailResponse> {
  const [{ row, state, managerNames }, options] = await Promise.all([loadFundEditState(db, code), selectManagerOptions(db)]);
  return {
    code: row.code,
    isMoneyFund: row.isMoneyFund,
    ...state,
    managers: state.managers.map((m) => ({ ...m, name: managerNames.get(m.manId) ?? m.manId })),
    managerOptions: options,
  };
}

const SECTION_SCHEMAS = {
  basic: fundBasicSection,
  limits: fundLimitsSection,
  fees: fundFeesSection,
  managers: fundManagersSection,
  documents: fundDocumentsSection,
} as const;

// The whole state a change would leave must pass the section rules (a change to one limit is checked
// against the others as they are then), name existing managers and keep a money fund a money fund.
export async function checkFundState(executor: DbExecutor, row: EditableFundRow, state: FundEditState): Promise<void> {
  for (const [section, schema] of Object.entries(SECTION_SCHEMAS)) {
    const result = schema.safeParse(state[section as keyof FundEditState]);
    if (!result.success) throw invalid(describeZodIssues(result.error.issues));
  }
  // Money funds accrue daily income instead of NAV moves (is_money_fund drives the batch): no change of side.
  if ((state.basic.fundType === '5') !== row.isMoneyFund) {
    throw invalid(row.isMoneyFund ? '基金类型：货币型基金不能改为其他类型' : '基金类型：非货币型基金不能改为货币型');
  }
  const ids = [...new Set(state.managers.map((m) => m.manId))];
  const existing = await selectExistingManagerIds(executor, ids);
  const unknown = ids.find((id) => !existing.has(id));
  if (unknown) throw invalid(`基金经理：编号 ${unknown} 的基金经理不存在`);
}

function columnChanges(changes: FundChanges): FundColumnChanges {
  const fees = changes.fees;
  return {
    ...changes.basic,
    ...changes.limits,
    ...(fees?.purchaseDiscount === undefined ? {} : { purchaseDiscount: fees.purchaseDiscount }),
  };
}

export interface FundUpdatePayload {
  code: string;
  before: FundChanges;
  after: FundChanges;
}

// Applies an approved 'fund.update' inside the approval's transaction: the fund row is locked, the fields
// the proposal changes must still hold their `before` values, and the result must pass every rule.
export async function applyFundUpdate(tx: DbExecutor, payload: FundUpdatePayload, at: Date): Promise<{ changed: string[] }> {
  const { row, state } = await loadFundEditState(tx, payload.code, true);
  const stale = staleFields(state, payload.before);
  if (stale.length > 0) throw invalid(`基金信息在提交复核后已被修改（${stale.join('、')}），请重新提交`);
  const next = mergeChanges(state, payload.after);
  await checkFundState(tx, row, next);
  const { after } = payload;
  const columns = columnChanges(after);
  await updateFundColumns(tx, payload.code, columns, at);
  if (after.fees?.subscription) await replaceAmountTiers(tx, payload.code, 'subscription', after.fees.subscription);
  if (after.fees?.purchase) await replaceAmountTiers(tx, payload.code, 'purchase', after.fees.purchase);
  if (after.fees?.redemption) await replaceRedemptionTiers(tx, payload.code, after.fees.redemption);
  if (after.managers) await replaceManagers(tx, payload.code, after.managers);
  if (after.documents) await replaceDocuments(tx, payload.code, after.documents);
  return { changed: changedFields(after) };
}
