// Positional posting lists: each key maps to the ascending entries (record << shift | place, text-store.ts) where
// the key occurs, so a multi-character query is answered by checking consecutive places instead of re-running
// the matcher on whole records.
export const NO_POSITIONS: Int32Array = new Int32Array(0);

export class PositionalLists {
  constructor(
    // key → slot; null when keys are small integers used as slots directly.
    private readonly slots: Map<number, number> | null,
    private readonly starts: Int32Array,
    private readonly data: Int32Array,
  ) {}

  get(key: number): Int32Array {
    const slot = this.slots ? this.slots.get(key) : key;
    if (slot === undefined || slot < 0 || slot + 1 >= this.starts.length) return NO_POSITIONS;
    return this.data.subarray(this.starts[slot]!, this.starts[slot + 1]!);
  }

  get entries(): number {
    return this.data.length;
  }
}

// Built in two passes over the same positions, in ascending order: `count` every (key, position) first,
// then `put` them again. Two passes fill one flat array per kind instead of a growing array per key.
export class PositionalListsBuilder {
  private readonly slots: Map<number, number> | null;
  private counts = new Int32Array(64);
  private used = 0;
  private fill: Int32Array | null = null;
  private data: Int32Array | null = null;
  private starts: Int32Array | null = null;

  // `dense`: keys are small non-negative integers (letters, ids, UTF-16 units) and index the lists directly.
  constructor(dense: boolean) {
    this.slots = dense ? null : new Map();
  }

  private slotOf(key: number): number {
    if (!this.slots) {
      if (key >= this.used) this.used = key + 1;
      return key;
    }
    let slot = this.slots.get(key);
    if (slot === undefined) {
      slot = this.slots.size;
      this.slots.set(key, slot);
      this.used = slot + 1;
    }
    return slot;
  }

  // `count` during the first pass, `put` during the second.
  add(key: number, entry: number): void {
    if (this.data) this.put(key, entry);
    else this.count(key);
  }

  count(key: number): void {
    const slot = this.slotOf(key);
    if (slot >= this.counts.length) {
      const grown = new Int32Array(Math.max(slot + 1, this.counts.length * 2));
      grown.set(this.counts);
      this.counts = grown;
    }
    this.counts[slot]! += 1;
  }

  // Ends the counting pass.
  allocate(): void {
    const starts = new Int32Array(this.used + 1);
    for (let s = 0; s < this.used; s += 1) starts[s + 1] = starts[s]! + this.counts[s]!;
    this.starts = starts;
    this.fill = starts.slice(0, this.used);
    this.data = new Int32Array(starts[this.used]!);
  }

  put(key: number, position: number): void {
    const slot = this.slots ? this.slots.get(key)! : key;
    this.data![this.fill![slot]!++] = position;
  }

  build(): PositionalLists {
    if (!this.starts || !this.data) throw new Error('allocate() was not called');
    return new PositionalLists(this.slots, this.starts, this.data);
  }
}
