import type { ArticleListResponse, SearchResponse } from '@fund-direct/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeds } from '../../db/seed/seed-runner.ts';
import { createFieldCipher } from '../../security/field-cipher.ts';
import { createTestApp, signedInject, type TestApp } from '../../../test/support/test-app.ts';
import { publishSchedulerOf } from './publish-scheduler.ts';
import { contentChanged } from './content-changed.ts';
import { contentSeed } from './seed/content.seed.ts';

let t: TestApp;
// A movable clock: the seeded content is dated up to 2026-11-20.
let clock = new Date('2026-11-21T10:00:00+08:00');

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await t.close();
});

async function listed(): Promise<ArticleListResponse> {
  const response = await signedInject(t.app, { method: 'POST', url: '/api/content/article/list', body: { pageNum: 1, pageSize: 50 } });
  return (response.json() as { data: ArticleListResponse }).data;
}

async function searchedTitles(keyWord: string): Promise<string[]> {
  const response = await signedInject(t.app, { method: 'POST', url: '/api/content/search', body: { keyWord, isMoreFilter: 1 } });
  const { list } = (response.json() as { data: SearchResponse }).data;
  return list.flatMap((item) => (item.type === 'article' ? [item.articleInfoSearchAppVO.title] : []));
}

async function detailCode(id: number): Promise<string> {
  const response = await signedInject(t.app, { method: 'POST', url: '/api/content/article/detail', body: { id } });
  return (response.json() as { code: string }).code;
}

async function insertArticle(title: string, publishState: string, publishedAt: Date): Promise<number> {
  const [row] = await t.database.query<{ id: number }>(
    `insert into article (column_id, title, content_html, publish_state, published_at)
     values ((select min(id) from content_column), '${title}', '<p>x</p>', '${publishState}', '${publishedAt.toISOString()}') returning id`,
  );
  await contentChanged(t.database, 'article');
  return row?.id ?? 0;
}

describe('live content', () => {
  it('shows neither drafts nor unpublished articles on the list, the detail or search', async () => {
    const before = (await listed()).total;
    const draft = await insertArticle('草稿观点潮汐', 'draft', new Date('2026-11-01T00:00:00Z'));
    const gone = await insertArticle('下线观点潮汐', 'unpublished', new Date('2026-11-01T00:00:00Z'));
    expect((await listed()).total).toBe(before);
    expect(await detailCode(draft)).not.toBe('0000');
    expect(await detailCode(gone)).not.toBe('0000');
    expect(await searchedTitles('观点潮汐')).toEqual([]);
  });

  it('shows a scheduled article on neither list nor search until the clock passes its time, then on both', async () => {
    const at = new Date(clock.getTime() + 60 * 60_000);
    const id = await insertArticle('定时观点晨星', 'published', at);
    expect((await listed()).list.map((a) => a.id)).not.toContain(id);
    expect(await searchedTitles('定时观点晨星')).toEqual([]);

    clock = new Date(at.getTime() + 1000);
    // What the armed timer does when it fires.
    await publishSchedulerOf(t.database)?.tick();
    expect((await listed()).list[0]?.id).toBe(id);
    expect(await detailCode(id)).toBe('0000');
    expect(await searchedTitles('定时观点晨星')).toEqual(['定时观点晨星']);
  });
});

describe('content seed', () => {
  it('leaves an article edited in the console alone on a re-seed', async () => {
    await t.database.query(`update article set title = '控制台改过的标题', publish_state = 'unpublished' where id = 1`);
    await runSeeds({ database: t.database, fieldCipher: createFieldCipher(Buffer.alloc(32, 7)), modules: [contentSeed] });
    const [row] = await t.database.query<{ title: string; publish_state: string }>('select title, publish_state from article where id = 1');
    expect(row).toEqual({ title: '控制台改过的标题', publish_state: 'unpublished' });
  });
});
