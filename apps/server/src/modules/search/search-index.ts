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
import { buildSignatures, mayMatch, queryFilter, type QueryFilter, type Signatures } from './search-filter.ts';
import type { ArticleSource, FundSource, ManagerSource, NoticeSource, SearchKind, SearchSources } from './search-source.ts';

interface Entry<S> {
  source: S;
  text: PreparedText;
}

interface Collection<S> {
  entries: Entry<S>[];
  signatures: Signatures;
}

interface Groups {
  fund: Collection<FundSource>;
  manager: Collection<ManagerSource>;
  article: Collection<ArticleSource>;
  notice: Collection<NoticeSource>;
  // Every prefix of every reading seen, for the pinyin pair filter.
  prefixes: Set<string>;
}

export interface SearchIndex {
  // `cache: false` scans even when a recent answer is kept (the bench times the scan this way).
  search(keyword: string, options?: { cache?: boolean }): SearchResponse;
  // Reloads one collection (or all) from its source, e.g. after a NAV import or a seed run.
  refresh(kind?: SearchKind | 'all'): Promise<void>;
  size(): Record<SearchKind, number>;
  // Where refresh reads from; the bench adds a generated corpus to the database's records.
  setSources(next: SearchSources): void;
}

const RANKS = 5;
// Recent answers kept by normalised keyword (0 turns the cache off, e.g. to time the scan itself).
const CACHE_LIMIT = 500;
const DIGITS = /^\d+$/u;

function prepare<S>(sources: readonly S[], textOf: (s: S) => string, prefixes: Set<string>): Collection<S> {
  const entries = sources.map((source) => ({ source, text: prepareText(textOf(source), pinyinReadings) }));
  for (const { text } of entries) {
    for (const readings of text.readings) {
      for (const reading of readings) {
        if (prefixes.has(reading)) continue;
        for (let k = 1; k <= reading.length; k += 1) prefixes.add(reading.slice(0, k));
      }
    }
  }
  return { entries, signatures: buildSignatures(entries.map((e) => e.text)) };
}

interface Hit<S> {
  source: S;
  field: 'code' | 'text';
  ranges: MatchRange[];
}

// One pass over a collection: exact total, and the first SEARCH_GROUP_LIMIT hits of each rank in index order.
function scan<S>(
  collection: Collection<S>,
  filter: QueryFilter | null,
  match: (entry: Entry<S>) => (TextMatch & { field: 'code' | 'text' }) | null,
) {
  const buckets: Hit<S>[][] = Array.from({ length: RANKS }, () => []);
  const { entries, signatures } = collection;
  let total = 0;
  for (let r = 0; r < entries.length; r += 1) {
    if (filter && !mayMatch(signatures, r, filter)) continue;
    const entry = entries[r]!;
    const found = match(entry);
    if (!found) continue;
    total += 1;
    const bucket = buckets[found.rank];
    if (bucket && bucket.length < SEARCH_GROUP_LIMIT) bucket.push({ source: entry.source, field: found.field, ranges: found.ranges });
  }
  return { total, hits: buckets.flat().slice(0, SEARCH_GROUP_LIMIT) };
}

const plain = (text: PreparedText, query: string) => {
  const found = matchText(text, query);
  return found ? { ...found, field: 'text' as const } : null;
};

function runSearch(groups: Groups, query: string): SearchResponse {
  const digits = DIGITS.test(query);
  const filter = queryFilter(query, groups.prefixes);
  // Codes are not in the signatures: a numeric query checks every fund.
  const funds = scan(groups.fund, digits ? null : filter, (e) => {
    // §2: numeric input matches fund codes first.
    const code = digits ? matchCode(e.source.fundCode, query) : null;
    return code ? { ...code, field: 'code' as const } : plain(e.text, query);
  });
  const managers = scan(groups.manager, filter, (e) => plain(e.text, query));
  const articles = scan(groups.article, filter, (e) => plain(e.text, query));
  const notices = scan(groups.notice, filter, (e) => plain(e.text, query));
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
  const empty = () => ({ entries: [], signatures: buildSignatures([]) });
  const groups: Groups = { fund: empty(), manager: empty(), article: empty(), notice: empty(), prefixes: new Set() };
  // Any refresh empties the cache.
  const cache = new Map<string, SearchResponse>();

  const loaders: Record<SearchKind, () => Promise<void>> = {
    fund: async () => void (groups.fund = prepare(await sources.fund(), (s) => s.fundName, groups.prefixes)),
    manager: async () => void (groups.manager = prepare(await sources.manager(), (s) => s.name, groups.prefixes)),
    article: async () => void (groups.article = prepare(await sources.article(), (s) => s.title, groups.prefixes)),
    notice: async () => void (groups.notice = prepare(await sources.notice(), (s) => s.title, groups.prefixes)),
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
    size: () => ({
      fund: groups.fund.entries.length,
      manager: groups.manager.entries.length,
      article: groups.article.entries.length,
      notice: groups.notice.entries.length,
    }),
  };
}
