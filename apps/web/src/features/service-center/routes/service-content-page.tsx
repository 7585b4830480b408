import { useServiceCenterList } from '../api/service-center-list.ts';
import { QueryState } from '../components/query-state.tsx';
import { ServiceItems } from '../components/service-items.tsx';
import { useRequiredServiceEntry } from '../use-service-entry.ts';

// Guides, trade agreements and rules, investor education, business rules: the articles of the page's serviceType.
export function ServiceContentPage() {
  const { serviceType } = useRequiredServiceEntry();
  const { data, isError, refetch } = useServiceCenterList(serviceType);
  return (
    <QueryState data={data} isError={isError} onRetry={() => void refetch()} isEmpty={(list) => list.length === 0}>
      {(list) => <ServiceItems items={list} />}
    </QueryState>
  );
}
