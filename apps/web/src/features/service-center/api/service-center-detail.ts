import { queryOptions, useQuery } from '@tanstack/react-query';
import { serviceItem } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// GET /api/content/service-center/detail/:id
export function fetchServiceCenterDetail(id: number) {
  return http.get(`/content/service-center/detail/${id}`, undefined, { schema: serviceItem, noLoading: true });
}

export function serviceCenterDetailOptions(id: number) {
  return queryOptions({ queryKey: ['content', 'service-center-detail', id], queryFn: () => fetchServiceCenterDetail(id) });
}

export function useServiceCenterDetail(id: number | null) {
  return useQuery({ ...serviceCenterDetailOptions(id ?? 0), enabled: id !== null });
}
