import { navProposeResponse, type NavProposeRequest } from '@fund-direct/domain/contracts/ops';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsRequest } from '@/lib/http.ts';
import { navGridOptions } from './nav-grid.ts';

// POST /api/ops/navs/propose: a 'nav.publish' proposal for the checker, or the problems that refuse it.
export function proposeNavs(request: NavProposeRequest) {
  return opsRequest('/navs/propose', { method: 'POST', body: request, schema: navProposeResponse });
}

export function useProposeNavs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: proposeNavs,
    onSuccess: (_data, request) => queryClient.invalidateQueries({ queryKey: navGridOptions(request.date).queryKey }),
  });
}
