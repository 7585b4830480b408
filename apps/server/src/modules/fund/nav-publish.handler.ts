import { navPublishPayload } from '@fund-direct/domain/contracts/ops';
import { proposalHandler } from '../approval/proposal-handler.public.ts';
import { refreshSearchIndexes } from '../search/search.public.ts';
import { markFundDataChanged } from './fund-cache.ts';
import { publishNavs } from './nav-publish.service.ts';

// 'nav.publish': the checker's approval re-validates and writes the day's NAVs in its transaction (all or none),
// then the public fund pages (caches) and search see them.
export const navPublishHandler = proposalHandler({
  kind: 'nav.publish',
  payload: navPublishPayload,
  apply: (tx, payload) => publishNavs(tx, payload),
  async afterCommit({ database }) {
    markFundDataChanged();
    await refreshSearchIndexes(database, 'fund');
  },
});
