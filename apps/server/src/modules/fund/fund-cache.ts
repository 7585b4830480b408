// Fund lists change once a day (after NAV imports), so the services keep what they computed
// per database until the fund data changes. The version is process-wide: a change through any
// database drops every cached entry, which is only ever too cautious.
let version = 0;
// Another process (the CLI against PostgreSQL) may change the data too; entries expire anyway.
const MAX_AGE_MS = 5 * 60_000;

export function markFundDataChanged(): void {
  version += 1;
}

export class FundDataCache<T> {
  private readonly entries = new WeakMap<object, { version: number; at: number; value: Promise<T> }>();

  get(owner: object, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(owner);
    if (entry && entry.version === version && Date.now() - entry.at < MAX_AGE_MS) return entry.value;
    const value = load();
    this.entries.set(owner, { version, at: Date.now(), value });
    // A failed load is not kept.
    value.catch(() => {
      if (this.entries.get(owner)?.value === value) this.entries.delete(owner);
    });
    return value;
  }
}
