import { queryOptions, useQuery } from '@tanstack/react-query';
import { advertListResponse, type AdvertListResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// Position 1: the home banners (and the banner video where one is configured).
export const HOME_BANNER_POSITION = 1;

// GET /api/content/advert/list/{id}
export function fetchAdvertList(position: number): Promise<AdvertListResponse> {
  return http.get(`/content/advert/list/${position}`, undefined, { noLoading: true, silent: true, schema: advertListResponse });
}

export function advertListOptions(position: number = HOME_BANNER_POSITION) {
  return queryOptions({ queryKey: ['home', 'advert-list', position], queryFn: () => fetchAdvertList(position), staleTime: 10 * 60_000 });
}

export function useAdvertList() {
  return useQuery(advertListOptions());
}
