import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DictItem, DictName } from '@fund-direct/domain/codes';
import { dictResponse, type DictResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// Dictionaries change only with a release: kept for the whole visit.
const DICT_STALE_MS = 60 * 60_000;

// GET /api/query/dict?dictnameList=a,b (§3/§7: dictionaries requested by name; nationality 156 first).
export function fetchDicts(names: readonly DictName[]): Promise<DictResponse> {
  return http.get('/query/dict', { dictnameList: names.join(',') }, { schema: dictResponse, noLoading: true });
}

export function dictsOptions(names: readonly DictName[]) {
  const sorted = [...new Set(names)].sort();
  return queryOptions({
    queryKey: ['query', 'dict', sorted],
    queryFn: () => fetchDicts(sorted),
    staleTime: DICT_STALE_MS,
    gcTime: DICT_STALE_MS,
    enabled: sorted.length > 0,
  });
}

export function useDicts(names: readonly DictName[]) {
  return useQuery(dictsOptions(names));
}

export function dictLabel(items: readonly DictItem[] | undefined, code: string | null | undefined): string {
  if (code === null || code === undefined || code === '') return '--';
  return items?.find((item) => item.code === code)?.label ?? code;
}

// Ant Design Select options of one dictionary.
export function dictOptions(items: readonly DictItem[] | undefined): { value: string; label: string }[] {
  return (items ?? []).map((item) => ({ value: item.code, label: item.label }));
}
