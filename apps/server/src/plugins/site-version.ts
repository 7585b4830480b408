// The version of what the public site shows (funds, NAVs, published content). Anything that changes it calls
// siteDataChanged after its commit; the server-rendered page cache (ssr-cache.ts) drops what it rendered before.
// `remote`: the change happened on another instance sharing the database (modules/site-changes relays it).
export type SiteChangeOrigin = 'local' | 'remote';
type Listener = (origin: SiteChangeOrigin) => void;

let version = 0;
const listeners = new Set<Listener>();

export function siteVersion(): number {
  return version;
}

export function siteDataChanged(origin: SiteChangeOrigin = 'local'): void {
  version += 1;
  for (const listener of listeners) listener(origin);
}

export function onSiteDataChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
