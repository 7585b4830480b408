import { behaviourAckResponse } from '@fund-direct/domain/contracts';
import { http } from '../../../lib/http.ts';

// POST /api/account/behaviour/delete — removes an article from the customer's collection.
export function deleteArticleCollect(articleId: number) {
  return http.post('/account/behaviour/delete', { refType: 'article', refObjectId: String(articleId) }, { schema: behaviourAckResponse });
}
