import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTE_PATHS, toPagePath } from '@/lib/route-names.ts';
import { routes } from './all-routes.tsx';

// The deepest route the router matches for a path; '*' is the not-found page.
function matchedPath(path: string): string | undefined {
  const matches = matchRoutes(routes, path) ?? [];
  return matches.at(-1)?.route.path;
}

describe('§2 route names and the router', () => {
  it.each(Object.entries(ROUTE_PATHS))('%s (%s) is a route the router has, not the not-found page', (_name, path) => {
    expect(matchRoutes(routes, path)).not.toBeNull();
    expect(matchedPath(path)).not.toBe('*');
  });

  it('takes a stored dataDownload or noticePublicity page to the service-centre page', () => {
    expect(toPagePath({ name: 'dataDownload' })).toBe('/services/data_download');
    expect(toPagePath({ name: 'noticePublicity' })).toBe('/services/notice_publicity');
  });

  it('reaches the not-found page for a path the router lacks', () => {
    expect(matchedPath('/services/download/data_download')).toBe('*');
  });
});
