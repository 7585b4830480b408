import { footprintAddResponse } from '@fund-direct/domain/contracts';
import { http } from '../../../lib/http.ts';

// POST /api/account/footprint/add — an article read by a logged-in customer joins "my history".
// Bookkeeping the reader did not ask for: no spinner and no toast if it fails.
export function addArticleFootprint(articleId: number) {
  return http.post('/account/footprint/add', { refType: 'article', refObjectId: String(articleId) }, { schema: footprintAddResponse, noLoading: true, silent: true });
}
