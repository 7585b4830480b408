import { ROUTE_PATHS } from '@fund-direct/domain/guards';
import { toPageStore } from '@/lib/session-storage.ts';
import { toPagePath } from '@/lib/route-names.ts';

// Issue 6: after opening, back to toPage, else the page that sent the person here, else person_info.
export function returnTarget(from: unknown): string {
  const stored = toPageStore.get();
  if (stored) {
    toPageStore.clear();
    const path = toPagePath(stored);
    if (!path.startsWith(ROUTE_PATHS.openaccount)) return path;
  }
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith(ROUTE_PATHS.openaccount)) return from;
  return ROUTE_PATHS.personInfo;
}
