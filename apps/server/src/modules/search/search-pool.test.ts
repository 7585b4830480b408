import { afterEach, describe, expect, it } from 'vitest';
import { createSearchIndex, type SearchIndex } from './search-index.ts';
import { createSearchPool, type SearchPool, type SearchRecords } from './search-pool.ts';

// Records with polyphones, pinyin initials, codes and digits in the names.
function records(extra = ''): SearchRecords {
  const names = [
    '长城价值精选混合A',
    '重庆银行债券C',
    '招商中证白酒指数(LOF)A',
    '华夏沪深300ETF联接A',
    '易方达科技创新混合',
    '快乐成长股票E',
  ];
  return {
    fund: names.map((fundName, i) => ({ fundCode: String(100_000 + i * 7), fundName: `${fundName}${extra}` })),
    manager: ['张伟', '长孙无忌', '乐正'].map((name, i) => ({ manId: String(i), name, avatar: '' })),
    article: ['市场观察｜银行的长期机会', '债券市场还能走多远', '如何看懂基金净值'].map((title, i) => ({
      id: i,
      title,
      contentType: 'other' as const,
      jumpPath: null,
    })),
    notice: ['长城价值精选混合A季度报告', '关于重庆银行债券C暂停大额申购公告'].map((title, i) => ({ noticeId: i, title })),
  };
}
const sourcesOf = (r: () => SearchRecords) => ({
  fund: async () => r().fund,
  manager: async () => r().manager,
  article: async () => r().article,
  notice: async () => r().notice,
});
const KEYWORDS = ['长', 'c', 'cc', 'jzjx', 'zhaiquan', '100007', '00', '科技创新', 'yinhang', 'zw', 'hs300', '(lof)', 'nothing'];

let pool: SearchPool | null = null;
let index: SearchIndex | null = null;
afterEach(async () => {
  await pool?.close();
  index?.stop();
  pool = null;
  index = null;
});

describe('search worker pool', () => {
  it('answers each keyword as the server thread does, once a worker holds the records', async () => {
    const local = createSearchIndex(sourcesOf(records), 0, { precompute: false });
    await local.refresh('all');
    const errors: Error[] = [];
    pool = createSearchPool(2, (error) => errors.push(error));
    // No worker holds records yet: the caller searches itself.
    expect(pool.answer('长')).toBeNull();
    const all = records();
    pool.load(['fund'], (kind) => all[kind]);
    await pool.loaded();
    for (const keyword of KEYWORDS) {
      const pooled = await pool.answer(keyword);
      expect(pooled, keyword).toEqual(local.answer(keyword));
    }
    // New records reach every worker.
    const renamed = records('新增份额');
    pool.load(['fund'], (kind) => renamed[kind]);
    await pool.loaded();
    for (let i = 0; i < 4; i += 1) expect(JSON.parse((await pool.answer('xzfe'))!.body)).toMatchObject({ data: { counts: { fund: 6 } } });
    expect(errors).toEqual([]);
  });

  it('a refresh reaches the workers, and answers from before it are not kept', async () => {
    let extra = '';
    const errors: Error[] = [];
    index = createSearchIndex(
      sourcesOf(() => records(extra)),
      500,
      { workers: 1, onWorkerError: (error) => errors.push(error) },
    );
    await index.refresh('all');
    await index.workersLoaded();
    for (const keyword of KEYWORDS) expect(await index.answerAsync(keyword), keyword).toEqual(index.answer(keyword));
    expect((await index.answerAsync('新增份额')).found).toBe(false);
    extra = '新增份额';
    await index.refresh('fund');
    await index.workersLoaded();
    const after = await index.answerAsync('新增份额');
    expect(after.found).toBe(true);
    expect(JSON.parse(after.body)).toMatchObject({ data: { counts: { fund: 6 } } });
    index.useWorkers(false);
    expect(await index.answerAsync('xzfe')).toEqual(await index.answerAsync('xzfe'));
    expect(errors).toEqual([]);
  });
});
