import { behaviourAckResponse, type BehaviourRefRequest } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// POST /api/account/behaviour/delete — removes a fund or an article from the watchlist.
// Callers invalidate COLLECT_LIST_KEY (api/account/collect-list.ts).
export function deleteBehaviour(body: BehaviourRefRequest) {
  return http.post('/account/behaviour/delete', { ...body }, { schema: behaviourAckResponse });
}
