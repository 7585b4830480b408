import { hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './http.ts';
import { dehydratePageQueries, revivePageQueries } from './page-query-state.ts';
import { serialiseForScript } from './script-json.ts';

async function serverCache(): Promise<QueryClient> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await client.prefetchQuery({ queryKey: ['fund', '000001'], queryFn: () => ({ fundCode: '000001' }) });
  await client.prefetchQuery({
    queryKey: ['fund', '999999'],
    queryFn: () => Promise.reject(new ApiError('business', '1405', '基金不存在', 404)),
  });
  await client.prefetchQuery({ queryKey: ['other'], queryFn: () => Promise.reject(new Error('not an API answer')) });
  return client;
}

describe('the query state a server-rendered page carries', () => {
  it('keeps results and API errors, which come back as ApiErrors through the page HTML', async () => {
    const state = dehydratePageQueries(await serverCache());
    const inPage = revivePageQueries(JSON.parse(serialiseForScript(state)) as typeof state);
    const client = new QueryClient();
    hydrate(client, inPage);

    expect(client.getQueryData(['fund', '000001'])).toEqual({ fundCode: '000001' });
    const error = client.getQueryState(['fund', '999999'])?.error;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', code: '1405', message: '基金不存在', status: 404 });
    // Anything else that failed is left for the browser to ask again.
    expect(client.getQueryState(['other'])).toBeUndefined();
  });
});
