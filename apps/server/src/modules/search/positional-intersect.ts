// Intersection of positional lists by consecutive places: a query of several tokens matches at a start entry
// when each token's list holds that entry moved `offset` places on. Lists hold record << shift | place.
export interface Component {
  list: Int32Array;
  offset: number;
}

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

// The ascending start entries at which every component occurs at its offset. The smallest list drives, so the
// cost follows the rarest token; `placeBits` keeps a start + offset from running into the next record's entries.
export function intersectAt(components: readonly Component[], placeBits: number): Int32Array {
  if (components.length === 0) throw new Error('intersectAt needs at least one list');
  const sorted = [...components].sort((a, b) => a.list.length - b.list.length);
  const driver = sorted[0]!;
  if (sorted.length === 1 && driver.offset === 0) return driver.list;
  const out = new Int32Array(driver.list.length);
  let n = 0;
  for (let k = 0; k < driver.list.length; k += 1) {
    const entry = driver.list[k]!;
    if ((entry & placeBits) >= driver.offset) out[n++] = entry - driver.offset;
  }
  for (let c = 1; c < sorted.length && n > 0; c += 1) {
    const { list, offset } = sorted[c]!;
    let j = 0;
    let kept = 0;
    for (let i = 0; i < n && j < list.length; i += 1) {
      const start = out[i]!;
      if ((start & placeBits) + offset > placeBits) continue;
      j = seek(list, j, start + offset);
      if (list[j] === start + offset) out[kept++] = start;
    }
    n = kept;
  }
  return out.subarray(0, n);
}
