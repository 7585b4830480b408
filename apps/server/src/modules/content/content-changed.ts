import type { DatabaseHandle } from '../../db/database.ts';
import { refreshSearchIndexes, type SearchKind } from '../search/search.public.ts';
import { rearmPublishScheduler } from './publish-scheduler.ts';

// After a console change to published content has committed: the search index shows it at once (no restart) and the
// scheduler re-reads the next scheduled publish time.
export async function contentChanged(database: DatabaseHandle, kind: SearchKind): Promise<void> {
  await refreshSearchIndexes(database, kind);
  await rearmPublishScheduler(database);
}
