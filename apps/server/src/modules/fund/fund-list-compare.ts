import type { FundSortField, FundSummary } from '@fund-direct/domain/contracts';
import { compareDecimalText } from '@fund-direct/domain/yield';

export function sortValue(fund: FundSummary, field: FundSortField): string | null {
  if (field === 'nav') return fund.nav;
  if (field === 'navDate') return fund.navDate;
  return fund.yields[field];
}

// A fund with its sort value, and that value as a double for the quick comparison (compareDecimalText).
export interface SortKey {
  code: string;
  value: string | null;
  number: number;
}

export function sortKey(fund: FundSummary, field: FundSortField): SortKey {
  const value = sortValue(fund, field);
  return { code: fund.fundcode, value, number: value === null || field === 'navDate' ? 0 : Number(value) };
}

// Missing values (a young fund, a raising fund) go last in both orders; ties by fund code.
export function compareKeys(field: FundSortField, order: 'asc' | 'desc') {
  const sign = order === 'asc' ? 1 : -1;
  return (a: SortKey, b: SortKey): number => {
    if (a.value === null || b.value === null) {
      if (a.value === b.value) return a.code.localeCompare(b.code);
      return a.value === null ? 1 : -1;
    }
    const diff = field === 'navDate' ? a.value.localeCompare(b.value) : compareDecimalText(a.value, b.value, a.number, b.number);
    return diff === 0 ? a.code.localeCompare(b.code) : sign * diff;
  };
}

export function compareFunds(field: FundSortField, order: 'asc' | 'desc') {
  const compare = compareKeys(field, order);
  return (a: FundSummary, b: FundSummary): number => compare(sortKey(a, field), sortKey(b, field));
}
