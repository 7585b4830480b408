import { SEARCH_GROUPS, type SearchItem, type SearchResponse } from '@fund-direct/domain/contracts';
import {
  matchCode,
  matchText,
  normalizeKeyword,
  prepareText,
  SEARCH_GROUP_LIMIT,
  type MatchRange,
  type PreparedText,
  type MatchRank,
  type TextMatch,
} from '@fund-direct/domain/search';
import { cacheMetrics } from '../../plugins/metrics-registry.ts';
import { CharTable } from './char-table.ts';
import { buildCollectionIndex, recordWordStarts, type CollectionIndex } from './collection-index.ts';
import { pinyinReadings } from './pinyin-readings.ts';
import { FOUND, markLiteral, markPath, Marks } from './positional-search.ts';
import { queryPaths, type Token } from './query-paths.ts';
import { precompute, shortKeywords } from './short-answers.ts';
import { createSearchPool, type SearchPool } from './search-pool.ts';
import type { ArticleSource, FundSource, ManagerSource, NoticeSource, SearchKind, SearchSources } from './search-source.ts';

interface Collection<S> {
  sources: readonly S[];
  textOf: (s: S) => string;
  codeOf: ((s: S) => string) | null;
  index: CollectionIndex;
  // Fund codes, searched literally.
  codes: CollectionIndex | null;
  marks: Marks;
  // Texts prepared for the matcher's highlights, by record: the records shown are mostly the same few hundred
  // (the first of each rank), and preparing one (readings per character) cost more than finding the matches.
  prepared: Map<number, PreparedText>;
}

// Prepared texts kept per collection; beyond this the map starts again.
const PREPARED_LIMIT = 4096;

interface Groups {
  fund: Collection<FundSource>;
  manager: Collection<ManagerSource>;
  article: Collection<ArticleSource>;
  notice: Collection<NoticeSource>;
}

// What the search endpoint sends for a keyword: the answer serialised once.
export interface SentAnswer {
  body: string;
  found: boolean;
}

export interface SearchIndex {
  // Searches the collections (every call; the bench times cold searches this way).
  search(keyword: string): SearchResponse;
  // The answer as sent, kept for recent keywords until the next refresh.
  answer(keyword: string): SentAnswer;
  // The same answer; a keyword neither precomputed nor kept is searched by a worker thread when the index has them
  // (search-pool.ts) and a worker holds the latest records, else here.
  answerAsync(keyword: string): Promise<SentAnswer>;
  // Settles when every worker holds the records of the latest refresh (at once without workers).
  workersLoaded(): Promise<void>;
  // Whether answerAsync may use the workers (the bench compares both ways in one run).
  useWorkers(on: boolean): void;
  // Reloads one collection (or all) from its source, e.g. after a NAV import or a seed run. The answers of the
  // shortest keywords are then computed in the background (short-answers.ts); until they are, those keywords are
  // searched as any other.
  refresh(kind?: SearchKind | 'all'): Promise<void>;
  // Settles when the shortest keywords' answers of the latest refresh are computed.
  precomputed(): Promise<void>;
  // Stops a background build and the workers (the app is closing).
  stop(): void;
  size(): Record<SearchKind, number>;
  // Where refresh reads from; the bench adds a generated corpus to the database's records.
  setSources(next: SearchSources): void;
  // How many answers to keep (0: none, every search runs; the bench loads the endpoint cold this way).
  setCacheLimit(limit: number): void;
}

const RANKS = 5;
// Recent answers kept by normalised keyword (0 turns the cache off), as the JSON sent: one flat
// string each. Kept answers outlive the young generation, and kept as objects they were copied
// object by object by its collections (replaying 9,000 mixed searches, each such collection took
// 5–20 ms; 1–2 ms with strings). Not as Buffers either: memory outside the heap allocated on every
// search makes V8 collect the whole heap more often (the bench's uncached passes got slower).
export const CACHE_LIMIT = 500;
const DIGITS = /^\d+$/u;
const HAS_LETTER = /[a-z]/u;
// Beyond this many ways to read a query as syllables, records are checked by the matcher one by one.
const MAX_PATHS = 512;

interface Query {
  text: string;
  digits: boolean;
  hasLetter: boolean;
  // The walk's ways through the query; null: too many, check every record with the matcher.
  paths: Token[][] | null;
}

interface Hit<S> {
  source: S;
  field: 'code' | 'text';
  ranges: MatchRange[];
}

function prepare<S>(sources: readonly S[], textOf: (s: S) => string, table: CharTable, codeOf?: (s: S) => string): Collection<S> {
  const index = buildCollectionIndex(
    sources.map((s) => textOf(s).toLowerCase()),
    table,
  );
  const codes = codeOf ? buildCollectionIndex(sources.map(codeOf), table, true) : null;
  return { sources, textOf, codeOf: codeOf ?? null, index, codes, marks: new Marks(sources.length), prepared: new Map() };
}

function preparedText<S>(c: Collection<S>, r: number): PreparedText {
  let text = c.prepared.get(r);
  if (!text) {
    if (c.prepared.size >= PREPARED_LIMIT) c.prepared.clear();
    text = prepareText(c.textOf(c.sources[r]!), pinyinReadings, recordWordStarts(c.index, r));
    c.prepared.set(r, text);
  }
  return text;
}

// §2 ranking from the flags: a code match decides for funds, then a literal match, then the pinyin walk.
function rankOf(flags: number): MatchRank {
  if (flags & FOUND.exactCode) return 0;
  if (flags & FOUND.codePrefix) return 1;
  if (flags & FOUND.codeContains) return 4;
  if (flags & FOUND.literalAtStart) return 2;
  if (flags & FOUND.literal) return 4;
  // Pinyin from the start of the name or of a word in it ranks above mid-word matches.
  if (flags & (FOUND.walkAtStart | FOUND.walkAtWord)) return 3;
  return 4;
}

function markAll<S>(c: Collection<S>, query: Query, _table: CharTable): void {
  const { marks, index } = c;
  if (c.codes && query.digits) {
    // §2: numeric input matches fund codes; a prefix as long as the code is the code itself.
    const { starts } = c.codes.store;
    markLiteral(c.codes, query.text, marks, FOUND.codeContains, FOUND.codePrefix);
    for (let i = 0; i < marks.count; i += 1) {
      const r = marks.touched[i]!;
      if (marks.flags[r]! & FOUND.codePrefix && starts[r + 1]! - 1 - starts[r]! === query.text.length) marks.flags[r] = FOUND.exactCode;
    }
  }
  markLiteral(index, query.text, marks, FOUND.literal, FOUND.literalAtStart);
  if (!query.hasLetter || !query.paths) return;
  // §2: a one-letter query matches by pinyin only at the start of a text.
  const startOnly = query.text.length === 1;
  for (const path of query.paths) markPath(index, path, marks, startOnly);
}

// Without usable paths: every record through the exact matcher (slow, for queries with very many readings).
function markByMatcher<S>(c: Collection<S>, query: Query): void {
  c.sources.forEach((source, r) => {
    const found = matchText(prepareText(c.textOf(source), pinyinReadings, recordWordStarts(c.index, r)), query.text);
    if (!found) return;
    c.marks.mark(
      r,
      found.rank === 2 ? FOUND.literal | FOUND.literalAtStart : found.rank === 3 ? FOUND.walk | FOUND.walkAtWord : FOUND.walk,
    );
  });
}

// Inserts `value` into the ascending, bounded `bucket` if it is among the smallest seen.
function keepSmallest(bucket: Int32Array, sizes: Int32Array, slot: number, value: number): void {
  let n = sizes[slot]!;
  if (n === bucket.length) {
    if (value >= bucket[n - 1]!) return;
    n -= 1;
  } else sizes[slot] = n + 1;
  let i = n;
  while (i > 0 && bucket[i - 1]! > value) {
    bucket[i] = bucket[i - 1]!;
    i -= 1;
  }
  bucket[i] = value;
}

// The group's total and its first SEARCH_GROUP_LIMIT records by rank, then by collection order.
function collect<S>(c: Collection<S>, query: Query, table: CharTable): { total: number; hits: Hit<S>[] } {
  const { marks, index } = c;
  markAll(c, query, table);
  // Texts too long to list (text-store.ts), or a query read too many ways: the matcher decides.
  if (index.store.shift === null || (query.hasLetter && !query.paths)) markByMatcher(c, query);
  const total = marks.count;
  // One pass over the found records keeps, per rank, the SEARCH_GROUP_LIMIT smallest (earliest in the collection).
  const buckets = Array.from({ length: RANKS }, () => new Int32Array(SEARCH_GROUP_LIMIT));
  const sizes = new Int32Array(RANKS);
  for (let i = 0; i < total; i += 1) {
    const r = marks.touched[i]!;
    const rank = rankOf(marks.flags[r]!);
    keepSmallest(buckets[rank]!, sizes, rank, r);
  }
  const chosen = buckets.flatMap((bucket, rank) => [...bucket.subarray(0, sizes[rank]!)]).slice(0, SEARCH_GROUP_LIMIT);
  marks.clear();
  // Highlight ranges from the matcher itself, for the records shown only.
  const hits = chosen.map((r): Hit<S> => {
    const source = c.sources[r]!;
    const code = c.codeOf && query.digits ? matchCode(c.codeOf(source), query.text) : null;
    const found: TextMatch | null = code ?? matchText(preparedText(c, r), query.text);
    return { source, field: code ? 'code' : 'text', ranges: found?.ranges ?? [] };
  });
  return { total, hits };
}

function runSearch(groups: Groups, table: CharTable, keyword: string): SearchResponse {
  const text = keyword;
  if (text === '' || text.includes('\u0000')) return { list: [], counts: { fund: 0, manager: 0, article: 0, notice: 0 } };
  const hasLetter = HAS_LETTER.test(text);
  const query: Query = { text, digits: DIGITS.test(text), hasLetter, paths: hasLetter ? queryPaths(text, table, MAX_PATHS) : [] };
  const funds = collect(groups.fund, query, table);
  const managers = collect(groups.manager, query, table);
  const articles = collect(groups.article, query, table);
  const notices = collect(groups.notice, query, table);
  const list: SearchItem[] = [
    ...funds.hits.map((h): SearchItem => ({
      type: 'fund',
      fundSearchAppVO: { fundName: h.source.fundName, fundCode: h.source.fundCode },
      field: h.field === 'code' ? 'fundCode' : 'fundName',
      ranges: h.ranges,
    })),
    ...managers.hits.map((h): SearchItem => ({
      type: 'manager',
      fundManagerSearchAppVO: { ...h.source },
      field: 'name',
      ranges: h.ranges,
    })),
    ...articles.hits.map((h): SearchItem => ({
      type: 'article',
      articleInfoSearchAppVO: { ...h.source },
      field: 'title',
      ranges: h.ranges,
    })),
    ...notices.hits.map((h): SearchItem => ({ type: 'notice', fundNoticeSearchAppVO: { ...h.source }, field: 'title', ranges: h.ranges })),
  ];
  return { list, counts: { fund: funds.total, manager: managers.total, article: articles.total, notice: notices.total } };
}

// The in-memory index shared by the four collections; readings are looked up once per distinct character.
export interface SearchIndexOptions {
  // Compute the shortest keywords' answers after each refresh (a worker's index does not: the server keeps them).
  precompute?: boolean;
  // Worker threads searching uncached keywords (0: every search runs on the calling thread).
  workers?: number;
  // A worker that failed (its searches run on the calling thread from then on).
  onWorkerError?: (error: Error) => void;
}

export function createSearchIndex(
  initialSources: SearchSources,
  serialise: (answer: SearchResponse) => string = JSON.stringify,
  cacheLimit = CACHE_LIMIT,
  options: SearchIndexOptions = {},
): SearchIndex {
  let sources = initialSources;
  const table = new CharTable(pinyinReadings);
  const groups: Groups = {
    fund: prepare<FundSource>(
      [],
      (s) => s.fundName,
      table,
      (s) => s.fundCode,
    ),
    manager: prepare<ManagerSource>([], (s) => s.name, table),
    article: prepare<ArticleSource>([], (s) => s.title, table),
    notice: prepare<NoticeSource>([], (s) => s.title, table),
  };
  // Any refresh empties the cache.
  const cache = new Map<string, SentAnswer>();
  // The shortest keywords' answers, rebuilt after each refresh; `generation` tells a build that a newer one started.
  let short = new Map<string, SentAnswer>();
  let generation = 0;
  let shortBuilt: Promise<void> = Promise.resolve();
  const sentAnswer = (query: string): SentAnswer => {
    const found = runSearch(groups, table, query);
    return { body: serialise(found), found: found.list.length > 0 };
  };
  const rebuildShort = async () => {
    const mine = (generation += 1);
    short = new Map();
    if (options.precompute === false) return;
    const textsOf = <S>(c: Collection<S>): string[] => c.sources.map((s) => c.textOf(s));
    const texts = [...textsOf(groups.fund), ...textsOf(groups.manager), ...textsOf(groups.article), ...textsOf(groups.notice)];
    const answers = await precompute(shortKeywords(texts), sentAnswer, () => generation === mine);
    if (answers) short = answers;
  };
  const cacheUse = cacheMetrics('search-answer');
  const pool: SearchPool | null = options.workers ? createSearchPool(options.workers, options.onWorkerError) : null;
  let poolOn = true;
  // Every refresh empties the cache, so an answer searched before it is not kept after it.
  let refreshes = 0;
  // A precomputed or kept answer, counted as a hit or a miss of the cache.
  const kept = (query: string): SentAnswer | null => {
    const computed = short.get(query);
    if (computed) return computed;
    const found = cache.get(query);
    if (found) {
      cacheUse.hit();
      cache.delete(query);
      cache.set(query, found);
      return found;
    }
    cacheUse.miss();
    return null;
  };
  const keep = (query: string, sent: SentAnswer): void => {
    if (cacheLimit === 0) return;
    if (cache.size >= cacheLimit) cache.delete(cache.keys().next().value as string);
    cache.set(query, sent);
  };

  const loaders: Record<SearchKind, () => Promise<void>> = {
    fund: async () =>
      void (groups.fund = prepare(
        await sources.fund(),
        (s) => s.fundName,
        table,
        (s) => s.fundCode,
      )),
    manager: async () => void (groups.manager = prepare(await sources.manager(), (s) => s.name, table)),
    article: async () => void (groups.article = prepare(await sources.article(), (s) => s.title, table)),
    notice: async () => void (groups.notice = prepare(await sources.notice(), (s) => s.title, table)),
  };

  return {
    search(keyword) {
      return runSearch(groups, table, normalizeKeyword(keyword));
    },
    answer(keyword) {
      const query = normalizeKeyword(keyword);
      const found = kept(query);
      if (found) return found;
      const sent = sentAnswer(query);
      keep(query, sent);
      return sent;
    },
    async answerAsync(keyword) {
      const query = normalizeKeyword(keyword);
      const found = kept(query);
      if (found) return found;
      const before = refreshes;
      const pooled = pool && poolOn ? await pool.answer(query) : null;
      const sent = pooled ?? sentAnswer(query);
      if (refreshes === before) keep(query, sent);
      return sent;
    },
    workersLoaded: () => pool?.loaded() ?? Promise.resolve(),
    useWorkers(on) {
      poolOn = on;
    },
    async refresh(kind = 'all') {
      const kinds = kind === 'all' ? SEARCH_GROUPS : [kind];
      for (const k of kinds) await loaders[k]();
      refreshes += 1;
      cache.clear();
      pool?.load(kinds, (k) => groups[k].sources.slice());
      // A failed build leaves those keywords to be searched per request, as before it finished.
      shortBuilt = rebuildShort().catch(() => undefined);
    },
    precomputed: () => shortBuilt,
    stop() {
      generation += 1;
      void pool?.close();
    },
    setSources(next) {
      sources = next;
    },
    setCacheLimit(limit) {
      cacheLimit = limit;
      cache.clear();
    },
    size: () => ({
      fund: groups.fund.sources.length,
      manager: groups.manager.sources.length,
      article: groups.article.sources.length,
      notice: groups.notice.sources.length,
    }),
  };
}
