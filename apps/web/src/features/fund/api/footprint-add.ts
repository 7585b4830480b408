import { WATCHLIST_REF_TYPE } from '@fund-direct/domain/constants';
import { http } from '../../../lib/http.ts';

// POST /api/account/footprint/add: a logged-in customer's view of a fund joins their history (my history).
export function addFundFootprint(fundCode: string): Promise<unknown> {
  return http.post('/account/footprint/add', { refType: WATCHLIST_REF_TYPE, refObjectId: fundCode }, { noLoading: true, silent: true });
}
