import { queryOptions, useQuery } from '@tanstack/react-query';
import { bankBinResponse, type BankBinItem } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';
import { bankBinStore } from '@/lib/session-storage.ts';

// GET /api/content/static/bank-bin.json — §3: cached in session storage for the session.
export async function fetchBankBins(): Promise<BankBinItem[]> {
  const cached = bankBinStore.get<unknown>();
  const parsed = bankBinResponse.shape.list.safeParse(cached);
  if (parsed.success && parsed.data.length > 0) return parsed.data;
  const { list } = await http.get('/content/static/bank-bin.json', undefined, { schema: bankBinResponse, noLoading: true, silent: true });
  bankBinStore.set(list);
  return list;
}

export function bankBinsOptions() {
  return queryOptions({ queryKey: ['content', 'bank-bin'], queryFn: fetchBankBins, staleTime: Infinity });
}

export function useBankBins() {
  return useQuery(bankBinsOptions());
}
