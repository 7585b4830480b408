import { SEARCH_GROUPS, type SearchItem, type SearchResponse } from '@fund-direct/domain/contracts';
import {
  matchCode,
  matchText,
  normalizeKeyword,
  prepareText,
  SEARCH_GROUP_LIMIT,
  type MatchRange,
  type PreparedText,
  type TextMatch,
} from '@fund-direct/domain/search';
import { pinyinReadings } from './pinyin-readings.ts';
import { buildPostings, type Postings } from './posting-lists.ts';
import { planQuery, type Plan, type Vocabulary } from './search-filter.ts';
import type { ArticleSource, FundSource, ManagerSource, NoticeSource, SearchKind, SearchSources } from './search-source.ts';

interface Entry<S> {
  source: S;
  text: PreparedText;
}

interface Collection<S> {
  entries: Entry<S>[];
  postings: Postings;
}

interface Groups {
  fund: Collection<FundSource>;
  manager: Collection<ManagerSource>;
  article: Collection<ArticleSource>;
  notice: Collection<NoticeSource>;
  // Every reading and reading prefix seen, to split pinyin queries into syllables.
  vocabulary: Vocabulary;
}

export interface SearchIndex {
  // `cache: false` searches even when a recent answer is kept (the bench times cold searches this way).
  search(keyword: string, options?: { cache?: boolean }): SearchResponse;
  // Reloads one collection (or all) from its source, e.g. after a NAV import or a seed run.
  refresh(kind?: SearchKind | 'all'): Promise<void>;
  size(): Record<SearchKind, number>;
  // Where refresh reads from; the bench adds a generated corpus to the database's records.
  setSources(next: SearchSources): void;
  // How many answers to keep (0: none, every search runs; the bench loads the endpoint cold this way).
  setCacheLimit(limit: number): void;
}

const RANKS = 5;
// Recent answers kept by normalised keyword (0 turns the cache off).
const CACHE_LIMIT = 500;
const DIGITS = /^\d+$/u;

function prepare<S>(sources: readonly S[], textOf: (s: S) => string, vocabulary: Vocabulary, codeOf?: (s: S) => string): Collection<S> {
  const entries = sources.map((source) => ({ source, text: prepareText(textOf(source), pinyinReadings) }));
  for (const { text } of entries) {
    for (const readings of text.readings) {
      for (const reading of readings) {
        if (vocabulary.readings.has(reading)) continue;
        vocabulary.readings.add(reading);
        for (let k = 1; k <= reading.length; k += 1) vocabulary.prefixes.add(reading.slice(0, k));
      }
    }
  }
  const texts = entries.map((e) => e.text);
  return { entries, postings: buildPostings(texts, codeOf ? sources.map(codeOf) : null) };
}

interface Hit<S> {
  source: S;
  field: 'code' | 'text';
  ranges: MatchRange[];
}

type Found = (TextMatch & { field: 'code' | 'text' }) | null;

// The exact matcher runs on the planned candidates only. With an unknown total every candidate is checked
// (first SEARCH_GROUP_LIMIT hits of each rank, in index order); with a known total the ranks are filled
// best first from their own lists and the search stops as soon as the group is full.
function collect<S>(collection: Collection<S>, plan: Plan, match: (entry: Entry<S>) => Found) {
  const { entries } = collection;
  if (plan.total === null) {
    const buckets: Hit<S>[][] = Array.from({ length: RANKS }, () => []);
    let total = 0;
    for (const r of plan.candidates) {
      const entry = entries[r]!;
      const found = match(entry);
      if (!found) continue;
      total += 1;
      const bucket = buckets[found.rank];
      if (bucket && bucket.length < SEARCH_GROUP_LIMIT) bucket.push({ source: entry.source, field: found.field, ranges: found.ranges });
    }
    return { total, hits: buckets.flat().slice(0, SEARCH_GROUP_LIMIT) };
  }
  const hits: Hit<S>[] = [];
  const checked = new Map<number, Found>();
  for (let rank = 0; rank < RANKS && hits.length < SEARCH_GROUP_LIMIT; rank += 1) {
    const list = plan.rankLists[rank];
    if (!list) continue;
    for (let i = 0; i < list.length && hits.length < SEARCH_GROUP_LIMIT; i += 1) {
      const r = list[i]!;
      let found = checked.get(r);
      if (found === undefined) {
        found = match(entries[r]!);
        checked.set(r, found);
      }
      if (found?.rank === rank) hits.push({ source: entries[r]!.source, field: found.field, ranges: found.ranges });
    }
  }
  return { total: plan.total, hits };
}

const plain = (text: PreparedText, query: string) => {
  const found = matchText(text, query);
  return found ? { ...found, field: 'text' as const } : null;
};

function runSearch(groups: Groups, query: string): SearchResponse {
  const digits = DIGITS.test(query);
  const { vocabulary } = groups;
  const funds = collect(groups.fund, planQuery(groups.fund.postings, query, vocabulary), (e) => {
    // §2: numeric input matches fund codes first.
    const code = digits ? matchCode(e.source.fundCode, query) : null;
    return code ? { ...code, field: 'code' as const } : plain(e.text, query);
  });
  const others = <S>(c: Collection<S>) => collect(c, planQuery(c.postings, query, vocabulary), (e) => plain(e.text, query));
  const managers = others(groups.manager);
  const articles = others(groups.article);
  const notices = others(groups.notice);
  const list: SearchItem[] = [
    ...funds.hits.map((h): SearchItem => ({
      type: 'fund',
      fundSearchAppVO: { fundName: h.source.fundName, fundCode: h.source.fundCode },
      field: h.field === 'code' ? 'fundCode' : 'fundName',
      ranges: h.ranges,
    })),
    ...managers.hits.map((h): SearchItem => ({ type: 'manager', fundManagerSearchAppVO: { ...h.source }, field: 'name', ranges: h.ranges })),
    ...articles.hits.map((h): SearchItem => ({ type: 'article', articleInfoSearchAppVO: { ...h.source }, field: 'title', ranges: h.ranges })),
    ...notices.hits.map((h): SearchItem => ({ type: 'notice', fundNoticeSearchAppVO: { ...h.source }, field: 'title', ranges: h.ranges })),
  ];
  return { list, counts: { fund: funds.total, manager: managers.total, article: articles.total, notice: notices.total } };
}

// The in-memory index shared by the four collections; readings are computed once per record, when it is loaded.
export function createSearchIndex(initialSources: SearchSources, cacheLimit = CACHE_LIMIT): SearchIndex {
  let sources = initialSources;
  const empty = () => ({ entries: [], postings: buildPostings([], null) });
  const groups: Groups = {
    fund: empty(),
    manager: empty(),
    article: empty(),
    notice: empty(),
    vocabulary: { readings: new Set(), prefixes: new Set() },
  };
  // Any refresh empties the cache.
  const cache = new Map<string, SearchResponse>();

  const loaders: Record<SearchKind, () => Promise<void>> = {
    fund: async () => void (groups.fund = prepare(await sources.fund(), (s) => s.fundName, groups.vocabulary, (s) => s.fundCode)),
    manager: async () => void (groups.manager = prepare(await sources.manager(), (s) => s.name, groups.vocabulary)),
    article: async () => void (groups.article = prepare(await sources.article(), (s) => s.title, groups.vocabulary)),
    notice: async () => void (groups.notice = prepare(await sources.notice(), (s) => s.title, groups.vocabulary)),
  };

  return {
    search(keyword, options) {
      const query = normalizeKeyword(keyword);
      if (options?.cache === false) return runSearch(groups, query);
      const cached = cache.get(query);
      if (cached) {
        cache.delete(query);
        cache.set(query, cached);
        return cached;
      }
      const answer = runSearch(groups, query);
      if (cacheLimit === 0) return answer;
      if (cache.size >= cacheLimit) cache.delete(cache.keys().next().value as string);
      cache.set(query, answer);
      return answer;
    },
    async refresh(kind = 'all') {
      const kinds = kind === 'all' ? SEARCH_GROUPS : [kind];
      for (const k of kinds) await loaders[k]();
      cache.clear();
    },
    setSources(next) {
      sources = next;
    },
    setCacheLimit(limit) {
      cacheLimit = limit;
      cache.clear();
    },
    size: () => ({
      fund: groups.fund.entries.length,
      manager: groups.manager.entries.length,
      article: groups.article.entries.length,
      notice: groups.notice.entries.length,
    }),
  };
}
