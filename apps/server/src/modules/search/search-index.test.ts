import type { SearchItem } from '@fund-direct/domain/contracts';
import { matchCode, matchText, prepareText, SEARCH_GROUP_LIMIT, type TextMatch } from '@fund-direct/domain/search';
import { describe, expect, it } from 'vitest';
import { pinyinReadings } from './pinyin-readings.ts';
import { ok } from '../../plugins/envelope.ts';
import { searchEnvelope } from './search-answer.ts';
import { CACHE_LIMIT, createSearchIndex } from './search-index.ts';
import type { ArticleSource, FundSource, ManagerSource, NoticeSource } from './search-source.ts';

// A small deterministic corpus with polyphones (长 重 行 银 乐), letters and digits in the names.
function corpus() {
  let state = 11;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const parts = [
    '长城',
    '重庆',
    '银行',
    '快乐',
    '中证',
    '债券',
    '沣泽',
    '张伟',
    '成长',
    '招商',
    '科技',
    'ETF',
    '300',
    '(LOF)',
    'A',
    'C',
    '价值',
    '精选',
    '混合',
  ];
  const name = () => Array.from({ length: 2 + Math.floor(next() * 4) }, () => pick(parts)).join('');
  const funds: FundSource[] = Array.from({ length: 300 }, (_, i) => ({
    fundCode: String(100_000 + ((i * 7919) % 900_000)).padStart(6, '0'),
    fundName: name(),
  }));
  const managers: ManagerSource[] = Array.from({ length: 60 }, (_, i) => ({ manId: String(i), name: name().slice(0, 3), avatar: '' }));
  const articles: ArticleSource[] = Array.from({ length: 300 }, (_, i) => ({
    id: i,
    title: `${name()}｜${name()}`,
    contentType: 'other',
    jumpPath: null,
  }));
  const notices: NoticeSource[] = Array.from({ length: 300 }, (_, i) => ({ noticeId: i, title: `${name()}公告` }));
  return { funds, managers, articles, notices };
}

// Every record through the exact matcher: what the posting lists must reproduce.
function bruteForce<S>(sources: readonly S[], query: string, match: (s: S) => TextMatch | null) {
  const found = sources.flatMap((source) => {
    const m = match(source);
    return m ? [{ source, m }] : [];
  });
  const ranked = [...found].sort((a, b) => a.m.rank - b.m.rank).slice(0, SEARCH_GROUP_LIMIT);
  return { total: found.length, shown: ranked.map((f) => ({ source: f.source, ranges: f.m.ranges })) };
}

const QUERIES = [
  '长c',
  'c长城',
  'zhaiq',
  'zhai',
  'zh',
  'chang',
  'yinhangzhongqing',
  'changchengchongqing',
  '长城重庆银行快乐中证',
  'cccccccc',
  'a',
  '(',
  'etfl',
  '00',
  '长',
  '债',
  'z',
  'c',
  'e',
  '3',
  'cc',
  'zc',
  'zh',
  'cq',
  'yh',
  'et',
  'cqyh',
  'zhongqing',
  'chongqing',
  'zhangwei',
  'changcheng',
  'zhang',
  'etf',
  'lof',
  'zzzq',
  '长c',
  'hs300',
  '300',
  '1000',
  '10',
  '长城重庆',
  '(lof)',
  'kuai',
  'yinhang',
  'jzjxhh',
  'qqqq',
];

async function compareWithMatcher(queries: readonly string[], c: ReturnType<typeof corpus> = corpus()) {
  const index = createSearchIndex({
    fund: async () => c.funds,
    manager: async () => c.managers,
    article: async () => c.articles,
    notice: async () => c.notices,
  });
  await index.refresh('all');
  // Each text prepared once (the word segmenter is slow next to the matcher).
  const prepared = new Map<string, ReturnType<typeof prepareText>>();
  const prep = (t: string) => prepared.get(t) ?? prepared.set(t, prepareText(t, pinyinReadings)).get(t)!;
  const text = (t: string, q: string) => matchText(prep(t), q);
  for (const q of queries) {
    const answer = index.search(q);
    const digits = /^\d+$/u.test(q);
    const expected = {
      fund: bruteForce(c.funds, q, (f) => (digits ? matchCode(f.fundCode, q) : null) ?? text(f.fundName, q)),
      manager: bruteForce(c.managers, q, (m) => text(m.name, q)),
      article: bruteForce(c.articles, q, (a) => text(a.title, q)),
      notice: bruteForce(c.notices, q, (n) => text(n.title, q)),
    };
    const shown = (type: SearchItem['type']) =>
      answer.list
        .filter((item) => item.type === type)
        .map((item) => {
          const { type: _type, field: _field, ranges, ...rest } = item;
          return { source: Object.values(rest)[0], ranges };
        });
    for (const group of ['fund', 'manager', 'article', 'notice'] as const) {
      expect({ q, group, total: answer.counts[group] }).toEqual({ q, group, total: expected[group].total });
      expect({ q, group, shown: shown(group) }).toEqual({ q, group, shown: expected[group].shown });
    }
  }
  return index;
}

// Titles from a wider vocabulary (many polyphones, Latin words, digits, punctuation), so that lists of every
// length meet: the shape of the bench's corpus at a size a test can check record by record.
function variedCorpus(): ReturnType<typeof corpus> {
  let state = 23;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const words = (
    '长城 重庆 银行 快乐 中证 债券 沣泽 张伟 成长 招商 科技 创新 价值 精选 混合 股票 指数 增强 基金 经理 行业 轮动 ' +
    '音乐 朝阳 调整 西藏 参与 差异 传记 还款 都市 了解 便利 单一 和谐 解读 汇率 得到 发行 长期 重要 银华 华夏 ' +
    '嘉实 易方达 广发 南方 博时 汇添富 招商 平安 红利 低波 纯债 可转债 货币 季报 年报 公告 分红 净值 暂停 申购 ' +
    '赎回 转换 定投 医疆 新能源 半导体 消费 医药 白酒 军工 光伏 储能 港股通 沪深 上证 创业板 科创 中小盘 人工智能 ' +
    'ETF LOF QDII FOF A C E 300 500 50 1000 2024 2025 (LOF) 联接 发起式 一年持有期 三个月定开'
  ).split(' ');
  const name = (min: number, max: number) => Array.from({ length: min + Math.floor(next() * (max - min + 1)) }, () => pick(words)).join('');
  const funds: FundSource[] = Array.from({ length: 600 }, (_, i) => ({
    fundCode: String(100_000 + ((i * 7919) % 900_000)).padStart(6, '0'),
    fundName: name(2, 5),
  }));
  const managers: ManagerSource[] = Array.from({ length: 80 }, (_, i) => ({
    manId: String(i),
    name: pick(['张', '李', '长孙', '欧阳', '单', '曾', '乐', '解']) + pick(['伟', '行', '重', '乐', '朝阳', '和']),
    avatar: '',
  }));
  const articles: ArticleSource[] = Array.from({ length: 600 }, (_, i) => ({
    id: i,
    title: `${name(1, 3)}：${name(2, 4)}，${name(1, 2)}`,
    contentType: 'other',
    jumpPath: null,
  }));
  const notices: NoticeSource[] = Array.from({ length: 600 }, (_, i) => ({
    noticeId: i,
    title: `${pick(funds).fundName}关于${name(1, 3)}的公告`,
  }));
  return { funds, managers, articles, notices };
}

// The bench's classes (bench/search-bench.ts) cut from `c`: one character, one and two letters, four pinyin initials,
// two characters in full pinyin, a fund code, four characters; and three letters, two characters, mixed input.
function benchClassQueries(c: ReturnType<typeof corpus>, perClass: number): string[] {
  let state = 31;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const texts = [...c.funds.map((f) => f.fundName), ...c.articles.map((a) => a.title), ...c.notices.map((n) => n.title)];
  const han = (t: string) => [...t].filter((ch) => pinyinReadings(ch).length > 0);
  const slice = (n: number) => {
    for (;;) {
      const chars = han(pick(texts));
      if (chars.length < n) continue;
      const at = Math.floor(next() * (chars.length - n + 1));
      return chars.slice(at, at + n);
    }
  };
  const reading = (ch: string) => pick(pinyinReadings(ch));
  const initials = (chars: string[]) => chars.map((ch) => reading(ch)[0]).join('');
  const make = (f: () => string) => Array.from({ length: perClass }, f);
  return [
    ...make(() => slice(1).join('')),
    ...make(() => String.fromCharCode(97 + Math.floor(next() * 26))),
    ...make(() => initials(slice(2))),
    ...make(() => initials(slice(3))),
    ...make(() => initials(slice(4))),
    ...make(() => slice(2).map(reading).join('')),
    ...make(() => pick(c.funds).fundCode),
    ...make(() => pick(c.funds).fundCode.slice(0, 3)),
    ...make(() => slice(2).join('')),
    ...make(() => slice(4).join('')),
    ...make(() => {
      const chars = slice(3);
      return chars[0]! + initials(chars.slice(1));
    }),
  ];
}

// Queries cut from the corpus texts: Han runs, their initials (any reading of a polyphone), whole readings,
// a reading cut short at the end, and Han characters mixed with letters.
function sampledQueries(count: number): string[] {
  const c = corpus();
  let state = 5;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const texts = [...c.funds.map((f) => f.fundName), ...c.articles.map((a) => a.title), ...c.notices.map((n) => n.title)];
  const out: string[] = [];
  while (out.length < count) {
    const text = pick(texts).toLowerCase();
    const at = Math.floor(next() * text.length);
    const piece = [...text.slice(at, at + 1 + Math.floor(next() * 5))];
    const reading = (ch: string) => pick(pinyinReadings(ch).length > 0 ? pinyinReadings(ch) : [ch]);
    const style = Math.floor(next() * 5);
    const q = piece
      .map((ch, i) => {
        if (style === 0) return ch;
        if (style === 1) return reading(ch)[0];
        if (style === 2) return reading(ch);
        if (style === 3) return i === piece.length - 1 ? reading(ch).slice(0, 2) : reading(ch);
        return i % 2 === 0 ? ch : reading(ch)[0];
      })
      .join('');
    out.push(q);
  }
  return out;
}

describe('search index', () => {
  it('finds, counts and ranks exactly what scanning every record with the matcher finds', async () => {
    const index = await compareWithMatcher(QUERIES);
    // The queries above do find something in every kind of path.
    expect(QUERIES.filter((q) => index.search(q).list.length > 0).length).toBeGreaterThanOrEqual(QUERIES.length - 6);
  });

  it('agrees with the matcher on queries cut from the texts in every style', async () => {
    const queries = sampledQueries(150);
    const index = await compareWithMatcher(queries);
    expect(queries.filter((q) => index.search(q).list.length > 0).length).toBeGreaterThan(140);
  });

  it('agrees with the matcher on a varied corpus, for every query class of the bench', async () => {
    const c = variedCorpus();
    const queries = benchClassQueries(c, 60);
    const index = await compareWithMatcher(queries, c);
    expect(queries.filter((q) => index.search(q).list.length > 0).length).toBeGreaterThan(queries.length * 0.8);
  });

  it("writes each answer as the contract's serialiser writes the search's result, keeps them per keyword until a refresh, and keeps none at limit 0", async () => {
    const c = corpus();
    const sources = {
      fund: async () => c.funds,
      manager: async () => c.managers,
      article: async () => c.articles,
      notice: async () => c.notices,
    };
    const index = createSearchIndex(sources, CACHE_LIMIT, { precompute: false });
    await index.refresh('all');
    for (const keyword of [...QUERIES, '长城', 'qqqq', '', '1']) {
      const expected = JSON.stringify(searchEnvelope.parse(ok(index.search(keyword))));
      expect(index.answer(keyword).body, keyword).toBe(expected);
      expect(index.answer(keyword).found, keyword).toBe(index.search(keyword).list.length > 0);
    }
    const first = index.answer('长城');
    expect(first.found).toBe(true);
    // The keyword is normalised before the look-up (as the counter and the search do).
    expect(index.answer(' 长城 ')).toBe(first);
    expect(index.answer('qqqq')).toMatchObject({ found: false });
    await index.refresh('fund');
    const afterRefresh = index.answer('长城');
    expect(afterRefresh).not.toBe(first);
    expect(afterRefresh.body).toBe(first.body);
    index.setCacheLimit(0);
    expect(index.answer('长城')).not.toBe(index.answer('长城'));
  });

  it('checks each record shown against the contract: a record it refuses fails the answer instead of going out', async () => {
    const index = createSearchIndex(
      {
        fund: async () => [],
        manager: async () => [],
        article: async () => [{ id: 1.5, title: '长城观点', contentType: 'other', jumpPath: null }],
        notice: async () => [],
      },
      0,
      { precompute: false },
    );
    await index.refresh('all');
    expect(() => index.answer('长城')).toThrow();
    expect(index.answer('债券').found).toBe(false);
  });

  it('answers the shortest keywords from the table computed after a refresh, as a search would', async () => {
    const c = corpus();
    const index = createSearchIndex(
      { fund: async () => c.funds, manager: async () => c.managers, article: async () => c.articles, notice: async () => c.notices },
      0,
    );
    await index.refresh('all');
    await index.precomputed();
    for (const keyword of ['z', 'c', 'cc', 'zh', 'cq', '长', '债', '3', 'e', 'q']) {
      const answer = index.answer(keyword);
      // With the cache off, the same object twice: it comes from the table.
      expect(index.answer(keyword), keyword).toBe(answer);
      expect(JSON.parse(answer.body), keyword).toEqual(ok(index.search(keyword)));
    }
    // Longer keywords are searched each time.
    expect(index.answer('长城')).not.toBe(index.answer('长城'));
  });
});

describe('pinyin initials from the start of a word (issue 16)', () => {
  const sources = (funds: string[], managers: string[] = [], articles: string[] = []) => ({
    fund: async (): Promise<FundSource[]> => funds.map((fundName, i) => ({ fundCode: String(100_001 + i), fundName })),
    manager: async (): Promise<ManagerSource[]> => managers.map((name, i) => ({ manId: String(i), name, avatar: '' })),
    article: async (): Promise<ArticleSource[]> => articles.map((title, i) => ({ id: i, title, contentType: 'other', jumpPath: null })),
    notice: async (): Promise<NoticeSource[]> => [],
  });
  const names = (answer: ReturnType<ReturnType<typeof createSearchIndex>['search']>) =>
    answer.list.filter((item) => item.type === 'fund').map((item) => item.fundSearchAppVO?.fundName);

  it('ranks a fund named 华夏… first for "hx", above a mid-word 化下', async () => {
    const index = createSearchIndex(sources(['智能化下半场精选混合', '华夏成长混合']));
    await index.refresh('all');
    expect(names(index.search('hx'))).toEqual(['华夏成长混合', '智能化下半场精选混合']);
  });

  it('ranks a word starting 核心 inside a name above a mid-word match', async () => {
    const index = createSearchIndex(sources(['智能化下半场精选混合', '长城核心优选混合']));
    await index.refresh('all');
    expect(names(index.search('hx'))).toEqual(['长城核心优选混合', '智能化下半场精选混合']);
  });

  it('highlights the word-start match, not an earlier mid-word one', () => {
    const found = matchText(prepareText('智能化下半场核心', pinyinReadings), 'hx');
    expect(found).toEqual({ rank: 3, ranges: [[6, 8]] });
  });

  it('finds a manager whose name starts with the initials first', async () => {
    const index = createSearchIndex(sources([], ['何鑫']));
    await index.refresh('all');
    const managers = index.search('hx').list.filter((item) => item.type === 'manager');
    expect(managers.map((m) => m.fundManagerSearchAppVO?.name)).toEqual(['何鑫']);
  });
});
