import { setFlagsFromString } from 'node:v8';

// V8 allocates straight into the old generation from the code sites whose objects it saw surviving. Building the
// search index and precomputing the shortest keywords' answers keep many objects alive, so the same sites then put
// every per-request answer there: about 10 KB a search went to the old generation, which filled every few seconds
// at 1,000 searches/s and stopped the server for full collections of a 200 MB heap (p99 12–48 ms where a search
// costs under 0.5 ms). Without that guess, a request's garbage dies young, where collecting it is cheap.
// The flag is read at each collection, so setting it when the process starts is enough. Process-wide: worker threads too.
export function tuneGarbageCollection(): void {
  setFlagsFromString('--no-allocation-site-pretenuring');
}
