import { queryOptions, useQuery } from '@tanstack/react-query';
import { SERVICE_PAGE } from '@fund-direct/domain/constants';
import { serviceCenterListResponse, type ServiceItem, type ServiceType } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// §3 serviceCenter: each list sorted by serviceTime, newest first ('YYYY-MM-DD HH:mm:ss' sorts as text).
// Equal times keep the server's order.
export function sortByServiceTimeDesc(list: readonly ServiceItem[]): ServiceItem[] {
  return list
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.serviceTime === b.item.serviceTime ? a.index - b.index : a.item.serviceTime < b.item.serviceTime ? 1 : -1))
    .map(({ item }) => item);
}

// POST /api/content/service-center/list — §9: page 1, page size 999 (the whole list).
export async function fetchServiceCenterList(serviceType: ServiceType): Promise<ServiceItem[]> {
  const page = await http.post(
    '/content/service-center/list',
    { serviceType, pageParam: { ...SERVICE_PAGE } },
    { schema: serviceCenterListResponse, noLoading: true },
  );
  return sortByServiceTimeDesc(page.list);
}

// Keyed by serviceType, as §3's serviceCenter state is.
export function serviceCenterListOptions(serviceType: ServiceType) {
  return queryOptions({
    queryKey: ['content', 'service-center', serviceType],
    queryFn: () => fetchServiceCenterList(serviceType),
    staleTime: 5 * 60_000,
  });
}

export function useServiceCenterList(serviceType: ServiceType) {
  return useQuery(serviceCenterListOptions(serviceType));
}
