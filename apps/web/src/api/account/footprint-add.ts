import { footprintAddResponse, type BehaviourRefRequest } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// POST /api/account/footprint/add: a fund or article viewed by a logged-in customer joins "my history".
// Bookkeeping the reader did not ask for: no spinner and no toast if it fails.
export function addFootprint(body: BehaviourRefRequest) {
  return http.post('/account/footprint/add', { ...body }, { schema: footprintAddResponse, noLoading: true, silent: true });
}
