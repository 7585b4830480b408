import { siteVersion } from './site-version.ts';

// Query parameters that only trace where a visit came from; the page is the same without them.
const TRACKING_PARAM = /^(utm_\w+|spm|from|_)$/;

// The cache key of a page: path (no trailing slash) and its significant query parameters, sorted.
export function pageCacheKey(url: URL): string {
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  const params = [...url.searchParams.entries()].filter(([name]) => !TRACKING_PARAM.test(name));
  params.sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  const query = new URLSearchParams(params).toString();
  return query ? `${pathname}?${query}` : pathname;
}

// A rendered page kept for the next visitor: the HTML cut at its nonce placeholder, so each response puts its own in.
export type CachedPage = { kind: 'page'; status: number; parts: string[] } | { kind: 'redirect'; status: number; location: string };

// What the server keeps of the public site (pages, the renderer's API answers), least recently used dropped beyond
// `max`. Every entry belongs to one site version: a change of funds, NAVs or content empties it.
export class SiteVersionedCache<T> {
  private readonly entries = new Map<string, T>();
  private version = siteVersion();

  constructor(private readonly max: number) {}

  private sync(): void {
    if (this.version === siteVersion()) return;
    this.entries.clear();
    this.version = siteVersion();
  }

  get(key: string): T | undefined {
    this.sync();
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  // readAt: the site version when the value started being worked out; a change meanwhile means it may already be stale.
  set(key: string, entry: T, readAt: number): void {
    this.sync();
    if (readAt !== this.version) return;
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    this.sync();
    return this.entries.size;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}

// Server-rendered public pages (never rendered with a customer's data: the renderer has no session).
export class PageCache extends SiteVersionedCache<CachedPage> {}
