import type { HotKeyword, SearchItem, SearchResponse } from '@fund-direct/domain/contracts';
import { MATCH_RANK, SEARCH_GROUP_LIMIT } from '@fund-direct/domain/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInject, type TestApp } from '../../../test/support/test-app.ts';
import { refreshSearchIndexes } from './search-registry.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function search(keyWord: unknown) {
  const response = await signedInject(t.app, { method: 'POST', url: '/api/content/search', body: { keyWord, isMoreFilter: 1 } });
  return { status: response.statusCode, json: response.json() as { code: string; msg: string; data: SearchResponse } };
}

const fundsOf = (list: SearchItem[]) => list.flatMap((item) => (item.type === 'fund' ? [item] : []));

describe('POST /api/content/search', () => {
  it('finds a fund by its exact code and marks the code', async () => {
    const { json } = await search('000512');
    expect(json.code).toBe('0000');
    const [first] = fundsOf(json.data.list);
    expect(first).toEqual({
      type: 'fund',
      fundSearchAppVO: { fundCode: '000512', fundName: '沣泽价值精选混合A' },
      field: 'fundCode',
      ranges: [[0, 6]],
    });
    expect(json.data.counts.fund).toBe(1);
  });

  it('ranks the exact code before code prefixes, and code prefixes before digits inside names', async () => {
    const prefix = fundsOf((await search('00051')).json.data.list);
    expect(prefix.map((f) => f.fundSearchAppVO.fundCode)).toEqual(['000512', '000513']);
    const exact = fundsOf((await search('000513')).json.data.list);
    expect(exact[0]?.fundSearchAppVO.fundCode).toBe('000513');
    const digits = fundsOf((await search('300')).json.data.list);
    // 300 is in no code but in the names of the CSI 300 funds.
    expect(digits.length).toBeGreaterThan(0);
    expect(digits.every((f) => f.field === 'fundName' && f.fundSearchAppVO.fundName.includes('300'))).toBe(true);
  });

  it('matches pinyin initials and full pinyin, with the covered characters as ranges', async () => {
    const initials = fundsOf((await search('jzjx')).json.data.list);
    expect(initials.map((f) => f.fundSearchAppVO.fundName)).toEqual(['沣泽价值精选混合A', '沣泽价值精选混合C']);
    expect(initials[0]?.ranges).toEqual([[2, 6]]);
    const full = (await search('chensiyuan')).json.data.list.filter((item) => item.type === 'manager');
    expect(full).toEqual([expect.objectContaining({ field: 'name', ranges: [[0, 3]] })]);
    expect(full[0]?.type === 'manager' && full[0].fundManagerSearchAppVO.avatar).toMatch(/^\/resources\/.+/);
  });

  it('groups funds, managers, articles and notices, each with its total and at most the group limit', async () => {
    const { json } = await search('沣泽');
    const types = json.data.list.map((item) => item.type);
    // The mixed list keeps the groups together, in the order funds, managers, information, announcements.
    expect(types).toEqual(
      [...types].sort((a, b) => ['fund', 'manager', 'article', 'notice'].indexOf(a) - ['fund', 'manager', 'article', 'notice'].indexOf(b)),
    );
    expect(json.data.counts.fund).toBeGreaterThan(SEARCH_GROUP_LIMIT);
    expect(fundsOf(json.data.list)).toHaveLength(SEARCH_GROUP_LIMIT);
    for (const group of ['article', 'notice'] as const) {
      const shown = json.data.list.filter((item) => item.type === group).length;
      expect(shown).toBe(Math.min(json.data.counts[group], SEARCH_GROUP_LIMIT));
    }
    const article = json.data.list.find((item) => item.type === 'article');
    expect(article?.type === 'article' && ['video', 'mandt', 'other'].includes(article.articleInfoSearchAppVO.contentType)).toBe(true);
  });

  it('puts name prefixes before pinyin prefixes before contained matches', async () => {
    const { json } = await search('zq');
    // zq: 沣泽 is 'fz', so no fund name starts with zq; names containing 债券 (zhaiquan) follow their order.
    const funds = fundsOf(json.data.list);
    expect(funds.length).toBeGreaterThan(0);
    expect(funds.every((f) => f.ranges[0]![0] > 0)).toBe(true);
    const managers = (await search('zbw')).json.data.list.filter((item) => item.type === 'manager');
    expect(managers[0]).toMatchObject({ fundManagerSearchAppVO: { name: '张博文' }, ranges: [[0, 3]] });
    expect(MATCH_RANK.pinyinPrefix).toBeLessThan(MATCH_RANK.contains);
  });

  it('answers an empty list with zero counts when nothing matches', async () => {
    const { json } = await search('qqqqxxxx');
    expect(json.data).toEqual({ list: [], counts: { fund: 0, manager: 0, article: 0, notice: 0 } });
  });

  it('refuses an empty or blank keyword with 1001 naming the keyword (§5)', async () => {
    for (const keyWord of ['', '   ', undefined]) {
      const { status, json } = await search(keyWord);
      expect(status).toBe(400);
      expect(json.code).toBe('1001');
      expect(json.msg).toBe('搜索关键词不能为空');
    }
  });

  it('sees content added after start once the index is refreshed', async () => {
    await t.database.query(
      `insert into notice (group_key, title, published_at, state) values ('company', '关于琥珀测试公告的说明', now(), '1')`,
    );
    expect((await search('琥珀测试')).json.data.counts.notice).toBe(0);
    await refreshSearchIndexes(t.database, 'notice');
    const { json } = await search('hpcs');
    expect(json.data.counts.notice).toBe(1);
    expect(json.data.list[0]).toMatchObject({
      type: 'notice',
      fundNoticeSearchAppVO: { title: '关于琥珀测试公告的说明' },
      ranges: [[2, 6]],
    });
  });
});

describe('GET /api/content/search-keyword/list', () => {
  async function hot() {
    const response = await signedInject(t.app, { method: 'GET', url: '/api/content/search-keyword/list' });
    return (response.json() as { data: HotKeyword[] }).data;
  }

  it('answers the seeded keywords, most searched first', async () => {
    const list = await hot();
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list[0]).toEqual({ id: expect.any(Number), keyWord: '沪深300' });
  });

  it('counts searches server-side and lets a keyword climb the list', async () => {
    const before = (await hot()).map((k) => k.keyWord);
    expect(before).not.toContain('陈思远');
    for (let i = 0; i < 200; i += 1) await search('陈思远');
    // A keyword without results is not counted.
    for (let i = 0; i < 5; i += 1) await search('qqqqxxxx');
    await t.app.close();
    // Closing flushes the pending counts; read them from the database directly.
    const rows = await t.database.query<{ key_word: string; search_count: string }>(
      `select key_word, search_count from search_keyword order by search_count desc, sort, id`,
    );
    expect(rows[0]).toEqual({ key_word: '陈思远', search_count: expect.anything() });
    expect(Number(rows[0]?.search_count)).toBe(200);
    expect(rows.some((r) => r.key_word === 'qqqqxxxx')).toBe(false);
  });
});
