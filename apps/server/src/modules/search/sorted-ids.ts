// Set operations on ascending record-id lists (posting lists of the search index).
export const NO_IDS: Int32Array = new Int32Array(0);

// First index in `list` at or after `from` whose value is >= `value` (galloping, then binary search).
function seek(list: Int32Array, from: number, value: number): number {
  let step = 1;
  let hi = from;
  while (hi < list.length && list[hi]! < value) {
    from = hi + 1;
    hi += step;
    step *= 2;
  }
  hi = Math.min(hi, list.length);
  while (from < hi) {
    const mid = (from + hi) >>> 1;
    if (list[mid]! < value) from = mid + 1;
    else hi = mid;
  }
  return from;
}

function intersectTwo(small: Int32Array, large: Int32Array): Int32Array {
  const out = new Int32Array(small.length);
  let n = 0;
  let j = 0;
  for (let i = 0; i < small.length && j < large.length; i += 1) {
    const id = small[i]!;
    j = seek(large, j, id);
    if (large[j] === id) out[n++] = id;
  }
  return out.subarray(0, n);
}

// Ids present in every list; the smallest list drives, so the cost follows the rarest term.
export function intersectAll(lists: readonly Int32Array[]): Int32Array {
  if (lists.length === 0) throw new Error('intersectAll needs at least one list');
  const sorted = [...lists].sort((a, b) => a.length - b.length);
  let acc = sorted[0]!;
  for (let k = 1; k < sorted.length && acc.length > 0; k += 1) acc = intersectTwo(acc, sorted[k]!);
  return acc;
}

export function union(a: Int32Array, b: Int32Array): Int32Array {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x < y) out[n++] = a[i++]!;
    else if (y < x) out[n++] = b[j++]!;
    else {
      out[n++] = x;
      i += 1;
      j += 1;
    }
  }
  while (i < a.length) out[n++] = a[i++]!;
  while (j < b.length) out[n++] = b[j++]!;
  return out.subarray(0, n);
}

export function unionAll(lists: readonly Int32Array[]): Int32Array {
  let acc = NO_IDS;
  for (const list of lists) acc = union(acc, list);
  return acc;
}

// Growable id lists used while building; each record is appended once, in increasing order.
export class IdListBuilder<K> {
  private readonly lists = new Map<K, number[]>();

  add(key: K, id: number): void {
    const list = this.lists.get(key);
    if (!list) this.lists.set(key, [id]);
    else if (list[list.length - 1] !== id) list.push(id);
  }

  build(): Map<K, Int32Array> {
    const out = new Map<K, Int32Array>();
    for (const [key, list] of this.lists) out.set(key, Int32Array.from(list));
    return out;
  }
}
