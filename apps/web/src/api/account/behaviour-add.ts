import { behaviourAckResponse, type BehaviourRefRequest } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// POST /api/account/behaviour/add — collects a fund (refType own_select) or an article (refType article).
// Callers invalidate COLLECT_LIST_KEY (api/account/collect-list.ts).
export function addBehaviour(body: BehaviourRefRequest) {
  return http.post('/account/behaviour/add', { ...body }, { schema: behaviourAckResponse });
}
