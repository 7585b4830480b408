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

// Starts kept between the passes of one intersection, reused by the next (an intersection per path and collection
// allocated as much as its driving list before).
let scratch = new Int32Array(1024);

// The ascending start entries at which every component occurs at its offset. The smallest list drives, so the
// cost follows the rarest token; `placeBits` keeps a start + offset from running into the next record's entries.
// The answer may be a view of a buffer that the next call reuses: read it before intersecting again.
export function intersectAt(components: readonly Component[], placeBits: number): Int32Array {
  if (components.length === 0) throw new Error('intersectAt needs at least one list');
  const sorted = [...components].sort((a, b) => a.list.length - b.list.length);
  const driver = sorted[0]!;
  if (sorted.length === 1 && driver.offset === 0) return driver.list;
  if (scratch.length < driver.list.length) scratch = new Int32Array(Math.max(driver.list.length, scratch.length * 2));
  const out = scratch;
  let n = 0;
  // The driver's starts are checked against the second list as they are read (no copy of the driver first).
  const second = sorted[1];
  if (second) {
    const { list, offset } = second;
    let j = 0;
    for (let k = 0; k < driver.list.length && j < list.length; k += 1) {
      const entry = driver.list[k]!;
      if ((entry & placeBits) < driver.offset) continue;
      const start = entry - driver.offset;
      if ((start & placeBits) + offset > placeBits) continue;
      j = seek(list, j, start + offset);
      if (list[j] === start + offset) out[n++] = start;
    }
  } else {
    for (let k = 0; k < driver.list.length; k += 1) {
      const entry = driver.list[k]!;
      if ((entry & placeBits) >= driver.offset) out[n++] = entry - driver.offset;
    }
  }
  for (let c = 2; c < sorted.length && n > 0; c += 1) {
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
