import { behaviourAckResponse } from '@fund-direct/domain/contracts';
import { http } from '../../../lib/http.ts';

// POST /api/account/behaviour/add — collects an article (refType article).
export function addArticleCollect(articleId: number) {
  return http.post('/account/behaviour/add', { refType: 'article', refObjectId: String(articleId) }, { schema: behaviourAckResponse });
}
