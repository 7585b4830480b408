import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { addKeywordCounts } from './search.repository.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('search keyword counts', () => {
  it('adds every count of a batch larger than one slice, to new and existing keywords, whatever the characters', async () => {
    const [seeded] = await t.database.query<{ key_word: string; search_count: string }>(
      `select key_word, search_count::text from search_keyword order by id limit 1`,
    );
    if (!seeded) throw new Error('no seeded keyword');
    const counts = new Map<string, number>([[seeded.key_word, 7]]);
    for (let i = 0; i < 250; i += 1) counts.set(`关键词${i}"'\\{}`, i + 1);
    await addKeywordCounts(t.database, counts);
    await addKeywordCounts(t.database, new Map([['关键词249"\'\\{}', 1]]));
    const rows = await t.database.query<{ key_word: string; search_count: string }>(
      `select key_word, search_count::text from search_keyword where key_word like '关键词%' or key_word = '${seeded.key_word.replace(/'/g, "''")}'`,
    );
    const byWord = new Map(rows.map((r) => [r.key_word, Number(r.search_count)]));
    expect(byWord.size).toBe(251);
    expect(byWord.get(seeded.key_word)).toBe(Number(seeded.search_count) + 7);
    expect(byWord.get('关键词0"\'\\{}')).toBe(1);
    expect(byWord.get('关键词249"\'\\{}')).toBe(251);
  });
});
