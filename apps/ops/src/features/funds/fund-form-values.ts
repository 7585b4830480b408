import type { AmountFeeTier, HoldingFeeTier } from '@fund-direct/domain/contracts';
import type { fundProposalRequest, OpsFundDetailResponse } from '@fund-direct/domain/contracts/ops';
import type { z } from 'zod';

// The edit form holds tiers flat (one row: from, to, how it charges) and blank strings for open ends;
// these convert between that and the contract's sections. Rules stay in the contract (fundProposalRequest).

export interface AmountTierRow {
  min: string;
  max: string;
  kind: 'rate' | 'fixed';
  value: string;
}

export interface HoldingTierRow {
  minDays: number | null;
  maxDays: number | null;
  rate: string;
}

export interface FundFormValues {
  basic: OpsFundDetailResponse['basic'];
  limits: OpsFundDetailResponse['limits'];
  fees: {
    purchaseDiscount: string;
    subscription: AmountTierRow[];
    purchase: AmountTierRow[];
    redemption: HoldingTierRow[];
  };
  managers: { manId: string; startDate: string; endDate: string }[];
  documents: OpsFundDetailResponse['documents'];
  note?: string;
}

const amountRow = (tier: AmountFeeTier): AmountTierRow => ({
  min: tier.min,
  max: tier.max ?? '',
  kind: tier.rule.kind,
  value: tier.rule.kind === 'rate' ? tier.rule.rate : tier.rule.fee,
});

const holdingRow = (tier: HoldingFeeTier): HoldingTierRow => ({ minDays: tier.minDays, maxDays: tier.maxDays ?? null, rate: tier.rate });

export function toFormValues(fund: OpsFundDetailResponse): FundFormValues {
  return {
    basic: fund.basic,
    limits: fund.limits,
    fees: {
      purchaseDiscount: fund.fees.purchaseDiscount,
      subscription: fund.fees.subscription.map(amountRow),
      purchase: fund.fees.purchase.map(amountRow),
      redemption: fund.fees.redemption.map(holdingRow),
    },
    managers: fund.managers.map((m) => ({ manId: m.manId, startDate: m.startDate, endDate: m.endDate ?? '' })),
    documents: fund.documents,
  };
}

const blank = (value: string | undefined | null) => value === undefined || value === null || value.trim() === '';

function amountTier(row: AmountTierRow) {
  return {
    min: row.min,
    ...(blank(row.max) ? {} : { max: row.max }),
    rule: row.kind === 'fixed' ? { kind: 'fixed' as const, fee: row.value } : { kind: 'rate' as const, rate: row.value },
  };
}

// What the form sends: every section (the server proposes only what differs from the fund now).
export function toProposalBody(values: FundFormValues): z.input<typeof fundProposalRequest> {
  return {
    basic: values.basic,
    limits: values.limits,
    fees: {
      purchaseDiscount: values.fees.purchaseDiscount,
      subscription: (values.fees.subscription ?? []).map(amountTier),
      purchase: (values.fees.purchase ?? []).map(amountTier),
      redemption: (values.fees.redemption ?? []).map((row) => ({
        minDays: row.minDays ?? Number.NaN,
        ...(row.maxDays === null || row.maxDays === undefined ? {} : { maxDays: row.maxDays }),
        rate: row.rate,
      })),
    },
    managers: (values.managers ?? []).map((m) => ({
      manId: m.manId,
      startDate: m.startDate,
      endDate: blank(m.endDate) ? null : m.endDate,
    })),
    documents: values.documents ?? [],
    ...(blank(values.note) ? {} : { note: values.note }),
  };
}
