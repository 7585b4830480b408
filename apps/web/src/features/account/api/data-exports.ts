import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataExportItem, dataExportListResponse, type DataExportItem } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

const POLL_MS = 1_500;

// GET /api/account/data-exports: the customer's export requests, newest first.
export function fetchDataExports() {
  return http.get('/account/data-exports', undefined, { schema: dataExportListResponse, noLoading: true });
}

const preparing = (item: DataExportItem) => item.state === 'pending' || item.state === 'running';

export function dataExportsOptions() {
  return queryOptions({
    queryKey: ['account', 'data-exports'],
    queryFn: fetchDataExports,
    // Progress is shown while one is being prepared.
    refetchInterval: (query) => (query.state.data?.list.some(preparing) ? POLL_MS : false),
  });
}

export function useDataExports() {
  return useQuery(dataExportsOptions());
}

// POST /api/account/data-exports: asks for a new export.
export function requestDataExport() {
  return http.post('/account/data-exports', {}, { schema: dataExportItem });
}

export function useRequestDataExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSuccess: () => client.invalidateQueries({ queryKey: dataExportsOptions().queryKey }),
  });
}
