import type { ServiceType } from '@fund-direct/domain/contracts';
import { prefetchForPage } from '@/lib/query-client.ts';
import { agencyListOptions, type AgencyKind } from './api/agency-list.ts';
import { serviceCenterDetailOptions } from './api/service-center-detail.ts';
import { serviceCenterListOptions } from './api/service-center-list.ts';

// The organisation pages list the agencies of their kind below their articles.
export function agencyKindOf(serviceType: ServiceType): AgencyKind | null {
  if (serviceType === 'direct_sell_organ') return 'direct';
  if (serviceType === 'consignment_organ') return 'consignment';
  return null;
}

// A positive id or page number of the address (?id=, ?page=); null for anything else.
export function readPositive(value: string | null): number | null {
  return value !== null && /^[1-9]\d{0,8}$/u.test(value) ? Number(value) : null;
}

// What a service-centre page shows starts loading with its chunk (on the server the HTML waits for it): its articles,
// the agencies of an organisation page, the publicity notice a link opened (?id=).
export async function loadServicePage(serviceType: ServiceType, url: URL): Promise<null> {
  const kind = agencyKindOf(serviceType);
  const detailId = serviceType === 'notice_publicity' ? readPositive(url.searchParams.get('id')) : null;
  await prefetchForPage((client) => [
    client.prefetchQuery(serviceCenterListOptions(serviceType)),
    ...(detailId === null ? [] : [client.prefetchQuery(serviceCenterDetailOptions(detailId))]),
    ...(kind ? [client.prefetchQuery(agencyListOptions(kind))] : []),
  ]);
  return null;
}
