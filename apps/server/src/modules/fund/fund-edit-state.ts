import type { AmountFeeTier, HoldingFeeTier } from '@fund-direct/domain/contracts';
import type {
  FundBasicSection,
  FundDocumentsSection,
  FundFeesSection,
  FundLimitsSection,
  FundManagersSection,
  FundProposalRequest,
} from '@fund-direct/domain/contracts/ops';
import { toDecimal } from '@fund-direct/domain/money';

// The editable state of one fund in the shape of the console's sections, and the field-level difference
// between two states: a 'fund.update' proposal carries only the fields that change (before and after).

export interface FundEditState {
  basic: FundBasicSection;
  limits: FundLimitsSection;
  fees: FundFeesSection;
  managers: FundManagersSection;
  documents: FundDocumentsSection;
}

export interface FundChanges {
  basic?: Partial<FundBasicSection>;
  limits?: Partial<FundLimitsSection>;
  fees?: Partial<FundFeesSection>;
  managers?: FundManagersSection;
  documents?: FundDocumentsSection;
}

// '10.00' and '10' are the same amount: decimals are compared and stored in one spelling.
const canon = (value: string) => toDecimal(value).toFixed();

function canonTier(tier: AmountFeeTier): AmountFeeTier {
  return {
    min: canon(tier.min),
    ...(tier.max === undefined ? {} : { max: canon(tier.max) }),
    rule: tier.rule.kind === 'rate' ? { kind: 'rate', rate: canon(tier.rule.rate) } : { kind: 'fixed', fee: canon(tier.rule.fee) },
  };
}

function canonHolding(tier: HoldingFeeTier): HoldingFeeTier {
  return { minDays: tier.minDays, ...(tier.maxDays === undefined ? {} : { maxDays: tier.maxDays }), rate: canon(tier.rate) };
}

const mapValues = <T extends Record<string, string>>(record: T): T =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, canon(v)])) as T;

// Tenures have no order of their own: kept by start date, then manager.
const byTenure = (a: { startDate: string; manId: string }, b: { startDate: string; manId: string }) =>
  a.startDate.localeCompare(b.startDate) || a.manId.localeCompare(b.manId);

export function canonFees(fees: FundFeesSection): FundFeesSection {
  return {
    purchaseDiscount: canon(fees.purchaseDiscount),
    subscription: fees.subscription.map(canonTier),
    purchase: fees.purchase.map(canonTier),
    redemption: fees.redemption.map(canonHolding),
  };
}

export function canonManagers(managers: FundManagersSection): FundManagersSection {
  return managers.map((m) => ({ manId: m.manId, startDate: m.startDate, endDate: m.endDate })).sort(byTenure);
}

function canonDocuments(documents: FundDocumentsSection): FundDocumentsSection {
  return documents.map((d) => ({ kind: d.kind, name: d.name, url: d.url }));
}

export function canonState(state: FundEditState): FundEditState {
  return {
    basic: { ...state.basic },
    limits: mapValues(state.limits),
    fees: canonFees(state.fees),
    managers: canonManagers(state.managers),
    documents: canonDocuments(state.documents),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function diffFields<T extends object>(current: T, proposed: T): { before: Partial<T>; after: Partial<T> } | undefined {
  const before: Partial<T> = {};
  const after: Partial<T> = {};
  for (const key of Object.keys(proposed) as (keyof T)[]) {
    if (same(current[key], proposed[key])) continue;
    before[key] = current[key];
    after[key] = proposed[key];
  }
  return Object.keys(after).length > 0 ? { before, after } : undefined;
}

// The changed fields of the sections the request carries; sections it leaves out are unchanged.
export function diffFundEdit(current: FundEditState, request: FundProposalRequest): { before: FundChanges; after: FundChanges } {
  const now = canonState(current);
  const before: FundChanges = {};
  const after: FundChanges = {};
  const scalar = <K extends 'basic' | 'limits' | 'fees'>(section: K, proposed: FundEditState[K] | undefined) => {
    if (!proposed) return;
    const diff = diffFields(now[section], proposed);
    if (!diff) return;
    before[section] = diff.before as FundChanges[K];
    after[section] = diff.after as FundChanges[K];
  };
  scalar('basic', request.basic);
  scalar('limits', request.limits && mapValues(request.limits));
  scalar('fees', request.fees && canonFees(request.fees));
  if (request.managers && !same(now.managers, canonManagers(request.managers))) {
    before.managers = now.managers;
    after.managers = canonManagers(request.managers);
  }
  if (request.documents && !same(now.documents, canonDocuments(request.documents))) {
    before.documents = now.documents;
    after.documents = canonDocuments(request.documents);
  }
  return { before, after };
}

// Dotted names of the changed fields (fees.purchase, basic.status…), for messages and the proposal summary.
export function changedFields(changes: FundChanges): string[] {
  return Object.entries(changes).flatMap(([section, value]) =>
    Array.isArray(value) ? [section] : Object.keys(value as object).map((field) => `${section}.${field}`),
  );
}

// The fields whose current value is no longer the proposal's `before` (someone changed them since).
export function staleFields(current: FundEditState, before: FundChanges): string[] {
  const now = canonState(current);
  return changedFields(before).filter((path) => {
    const [section, field] = path.split('.') as [keyof FundEditState, string | undefined];
    const was = field === undefined ? before[section] : (before[section] as Record<string, unknown>)[field];
    const is = field === undefined ? now[section] : (now[section] as Record<string, unknown>)[field];
    return !same(was, is);
  });
}

// The state after applying the changes.
export function mergeChanges(current: FundEditState, after: FundChanges): FundEditState {
  const now = canonState(current);
  return {
    basic: { ...now.basic, ...after.basic },
    limits: { ...now.limits, ...after.limits },
    fees: { ...now.fees, ...after.fees },
    managers: after.managers ?? now.managers,
    documents: after.documents ?? now.documents,
  };
}
