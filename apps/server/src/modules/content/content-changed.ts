import type { DatabaseHandle } from '../../db/database.ts';
import { siteDataChanged } from '../../plugins/site-version.ts';
import { refreshSearchIndexes, type SearchKind } from '../search/search.public.ts';
import { rearmPublishScheduler } from './publish-scheduler.ts';

let version = 0;

// Counts console changes to published content in this process, so that what is built from it (the sitemap) knows
// when to build again.
export function contentVersion(): number {
  return version;
}

// After a console change to published content has committed: the search index shows it at once (no restart) and the
// scheduler re-reads the next scheduled publish time.
export async function contentChanged(database: DatabaseHandle, kind: SearchKind): Promise<void> {
  version += 1;
  // Server-rendered pages that show the content are rendered again.
  siteDataChanged();
  await refreshSearchIndexes(database, kind);
  await rearmPublishScheduler(database);
}
