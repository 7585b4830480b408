import { cacheMetrics, type CacheMetrics } from '../../plugins/metrics-registry.ts';
import { onSiteDataChanged, siteDataChanged } from '../../plugins/site-version.ts';

// Fund lists change once a day (after NAV imports), so the services keep what they computed
// per database until the fund data changes. The version is process-wide: a change through any
// database drops every cached entry, which is only ever too cautious.
let version = 0;
// Another process (the CLI against PostgreSQL) may change the data too; entries expire anyway.
const MAX_AGE_MS = 5 * 60_000;

// A change made on another instance sharing the database reaches this one as a site change (modules/site-changes): what
// was computed here from the old data goes too, or the pages rendered again would show it.
onSiteDataChanged((origin) => {
  if (origin === 'remote') version += 1;
});

export function markFundDataChanged(): void {
  version += 1;
  // The server-rendered pages show NAVs and fund facts too.
  siteDataChanged();
}

// What other caches built from fund data compare against.
export function fundDataVersion(): number {
  return version;
}

export class FundDataCache<T> {
  private readonly entries = new WeakMap<object, { version: number; at: number; value: Promise<T> }>();
  private readonly metrics: CacheMetrics;

  // The name labels the cache's hit rate in the metrics.
  constructor(name: string) {
    this.metrics = cacheMetrics(name);
  }

  get(owner: object, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(owner);
    if (entry && entry.version === version && Date.now() - entry.at < MAX_AGE_MS) {
      this.metrics.hit();
      return entry.value;
    }
    this.metrics.miss();
    const value = load();
    this.entries.set(owner, { version, at: Date.now(), value });
    // A failed load is not kept.
    value.catch(() => {
      if (this.entries.get(owner)?.value === value) this.entries.delete(owner);
    });
    return value;
  }
}

// One value per database and key (a fund code), kept like FundDataCache's; at most `maxEntries` per database, the least
// recently built dropped first.
export class FundDataKeyedCache<T> {
  private readonly byOwner = new WeakMap<object, Map<string, { version: number; at: number; value: Promise<T> }>>();
  private readonly metrics: CacheMetrics;

  constructor(
    name: string,
    private readonly maxEntries: number,
  ) {
    this.metrics = cacheMetrics(name);
  }

  get(owner: object, key: string, load: () => Promise<T>): Promise<T> {
    let entries = this.byOwner.get(owner);
    if (!entries) {
      entries = new Map();
      this.byOwner.set(owner, entries);
    }
    const entry = entries.get(key);
    if (entry && entry.version === version && Date.now() - entry.at < MAX_AGE_MS) {
      this.metrics.hit();
      return entry.value;
    }
    this.metrics.miss();
    const value = load();
    entries.delete(key);
    entries.set(key, { version, at: Date.now(), value });
    for (const oldest of entries.keys()) {
      if (entries.size <= this.maxEntries) break;
      entries.delete(oldest);
    }
    const kept = entries;
    value.catch(() => {
      if (kept.get(key)?.value === value) kept.delete(key);
    });
    return value;
  }
}
