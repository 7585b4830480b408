import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { navListResponse, type NavChartPeriod, type NavListResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// GET /api/content/nav/list?fundCode=&period=
export function fetchNavList(fundCode: string, period: NavChartPeriod): Promise<NavListResponse> {
  return http.get('/content/nav/list', { fundCode, period }, { noLoading: true, schema: navListResponse });
}

export function navListOptions(fundCode: string, period: NavChartPeriod) {
  return queryOptions({
    queryKey: ['fund', 'nav-list', fundCode, period],
    queryFn: () => fetchNavList(fundCode, period),
    placeholderData: keepPreviousData,
  });
}

export function useNavList(fundCode: string, period: NavChartPeriod) {
  return useQuery(navListOptions(fundCode, period));
}
