import { describe, expect, it } from 'vitest';
import { mapWithConcurrency } from './map-with-concurrency.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('mapWithConcurrency', () => {
  it('never has more than the limit in flight and keeps the input order', async () => {
    const gates = Array.from({ length: 7 }, () => deferred<void>());
    let inFlight = 0;
    let peak = 0;
    const started: number[] = [];
    const run = mapWithConcurrency([0, 1, 2, 3, 4, 5, 6], 3, async (n) => {
      started.push(n);
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      await gates[n]?.promise;
      inFlight -= 1;
      return n * 10;
    });
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    // Finishing out of order lets the next item start in its place.
    gates[2]?.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual([0, 1, 2, 3]);
    for (const gate of gates) gate.resolve();
    const results = await run;
    expect(peak).toBe(3);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : null))).toEqual([0, 10, 20, 30, 40, 50, 60]);
  });

  it('settles a failed item on its own without stopping the others', async () => {
    const results = await mapWithConcurrency(['a', 'b', 'c'], 2, async (item) => {
      if (item === 'b') throw new Error('boom');
      return item.toUpperCase();
    });
    expect(results[0]).toEqual({ status: 'fulfilled', value: 'A' });
    expect(results[1]?.status).toBe('rejected');
    expect(results[2]).toEqual({ status: 'fulfilled', value: 'C' });
  });

  it('answers an empty list with an empty list', async () => {
    expect(await mapWithConcurrency([], 5, async () => 1)).toEqual([]);
  });
});
