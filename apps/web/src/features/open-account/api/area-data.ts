import { queryOptions, useQuery } from '@tanstack/react-query';
import { areaResponse, type AreaProvince } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';
import { areaDataStore } from '@/lib/session-storage.ts';

// GET /api/content/static/area.json — §3: cached in session storage for the session.
export async function fetchAreaData(): Promise<AreaProvince[]> {
  const parsed = areaResponse.shape.list.safeParse(areaDataStore.get<unknown>());
  if (parsed.success && parsed.data.length > 0) return parsed.data;
  const { list } = await http.get('/content/static/area.json', undefined, { schema: areaResponse, noLoading: true });
  areaDataStore.set(list);
  return list;
}

export function areaDataOptions() {
  return queryOptions({ queryKey: ['content', 'area'], queryFn: fetchAreaData, staleTime: Infinity });
}

export function useAreaData() {
  return useQuery(areaDataOptions());
}
