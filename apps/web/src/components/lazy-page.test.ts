import { CHUNK_TIMEOUT_MS } from '@fund-direct/domain/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkTimeoutError, withChunkTimeout } from './lazy-page.tsx';
import { isChunkLoadError } from './route-error.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('page chunk loading (§9)', () => {
  it('fails a chunk that has not arrived after CHUNK_TIMEOUT_MS', async () => {
    vi.useFakeTimers();
    const result = withChunkTimeout(new Promise(() => undefined)).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);

    const error = await result;
    expect(error).toBeInstanceOf(ChunkTimeoutError);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('passes a chunk that arrives in time', async () => {
    vi.useFakeTimers();
    const result = withChunkTimeout(Promise.resolve({ Component: 'page' }));
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);

    await expect(result).resolves.toEqual({ Component: 'page' });
  });

  it('recognises a failed dynamic import but not other errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Cannot read properties of undefined'))).toBe(false);
  });
});
