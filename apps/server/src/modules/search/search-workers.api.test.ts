import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInject, type TestApp } from '../../../test/support/test-app.ts';
import { searchIndexesOf } from './search-registry.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { searchWorkers: 1 } });
});
afterAll(async () => {
  await t.close();
});

async function search(keyWord: string) {
  const response = await signedInject(t.app, { method: 'POST', url: '/api/content/search', body: { keyWord, isMoreFilter: 1 } });
  return response.body;
}

describe('search with SEARCH_WORKERS', () => {
  it('answers through the endpoint as the server thread does', async () => {
    const [index] = searchIndexesOf(t.database);
    await index!.workersLoaded();
    index!.setCacheLimit(0);
    const keywords = ['000512', '00051', 'fzjz', 'chengzhang', '价值精选', 'hs300', '混合a', 'nothingatall'];
    const pooled = [];
    for (const keyword of keywords) pooled.push(await search(keyword));
    index!.useWorkers(false);
    for (const [i, keyword] of keywords.entries()) expect(await search(keyword), keyword).toBe(pooled[i]);
    expect(JSON.parse(pooled[0]!)).toMatchObject({ code: '0000', data: { counts: { fund: 1 } } });
  });
});
