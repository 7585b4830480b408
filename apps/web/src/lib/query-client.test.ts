import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServerQueryClient } from './query-client.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('server query client', () => {
  it('keeps no timer once its queries are fetched, so a rendered page leaves nothing behind', async () => {
    vi.useFakeTimers();
    const client = createServerQueryClient();
    await client.prefetchQuery({ queryKey: ['fund', '000512'], queryFn: () => Promise.resolve({ fundCode: '000512' }) });
    expect(client.getQueryData(['fund', '000512'])).toEqual({ fundCode: '000512' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('tries a failed call once', async () => {
    const client = createServerQueryClient();
    const queryFn = vi.fn(() => Promise.reject(new Error('网络错误')));
    await client.prefetchQuery({ queryKey: ['fund'], queryFn });
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
