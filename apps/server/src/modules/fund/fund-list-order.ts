import { isListedFund } from '@fund-direct/domain/codes';
import type { FundSortField, FundSummary } from '@fund-direct/domain/contracts';
import { compareKeys, sortKey } from './fund-list-compare.ts';

type Order = 'asc' | 'desc';
type Entry = { summary: FundSummary };

// The listed funds of a catalogue in each order asked for, sorted once per catalogue (that is, once per NAV change): a
// list request then only screens and pages, instead of sorting thousands of funds every time.
const prepared = new WeakMap<readonly Entry[], Map<string, readonly Entry[]>>();

export function listedInOrder<E extends Entry>(
  catalogue: readonly E[],
  sortField?: FundSortField,
  sortOrder: Order = 'desc',
): readonly E[] {
  let orders = prepared.get(catalogue);
  if (!orders) {
    orders = new Map();
    prepared.set(catalogue, orders);
  }
  const key = sortField ? `${sortField}:${sortOrder}` : 'catalogue';
  const known = orders.get(key) as readonly E[] | undefined;
  if (known) return known;
  const listed = catalogue.filter((entry) => isListedFund(entry.summary));
  let list: readonly E[] = listed;
  if (sortField) {
    const compare = compareKeys(sortField, sortOrder);
    list = listed
      .map((entry) => ({ entry, key: sortKey(entry.summary, sortField) }))
      .sort((a, b) => compare(a.key, b.key))
      .map(({ entry }) => entry);
  }
  orders.set(key, list);
  return list;
}
