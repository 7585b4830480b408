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
import { answerJson, ITEM_WRITERS, type ItemWriter } from './search-answer.ts';
import { createSearchPool, type SearchPool } from './search-pool.ts';
import type { ArticleSource, FundSource, ManagerSource, NoticeSource, SearchKind, SearchSources } from './search-source.ts';

// What differs between the four collections: the text searched, a fund's code, how an item is written.
interface Shape<S> {
  textOf: (s: S) => string;
  codeOf: ((s: S) => string) | null;
  writer: ItemWriter<S>;
}

const SHAPES: { [K in SearchKind]: Shape<Groups[K]['sources'][number]> } = {
  fund: { textOf: (s) => s.fundName, codeOf: (s) => s.fundCode, writer: ITEM_WRITERS.fund },
  manager: { textOf: (s) => s.name, codeOf: null, writer: ITEM_WRITERS.manager },
  article: { textOf: (s) => s.title, codeOf: null, writer: ITEM_WRITERS.article },
  notice: { textOf: (s) => s.title, codeOf: null, writer: ITEM_WRITERS.notice },
};

interface Collection<S> extends Shape<S> {
  sources: readonly S[];
  index: CollectionIndex;
  // Fund codes, searched literally.
  codes: CollectionIndex | null;
  marks: Marks;
  // Texts prepared for the matcher's highlights, by record: the records shown are mostly the same few hundred
  // (the first of each rank), and preparing one (readings per character) cost more than finding the matches.
  prepared: Map<number, PreparedText>;
  // The records' JSON as items carry it (ItemWriter.record), for the records shown, kept like `prepared`.
  written: Map<number, string>;
}

// Prepared texts and written records kept per collection; beyond this a map starts again.
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
  record: number;
  source: S;
  field: 'code' | 'text';
  ranges: MatchRange[];
}

// A group's total and the records it shows.
interface GroupFound<S> {
  total: number;
  hits: Hit<S>[];
}

type Found = { [K in SearchKind]: GroupFound<Groups[K]['sources'][number]> };

function prepare<S>(sources: readonly S[], shape: Shape<S>, table: CharTable): Collection<S> {
  const index = buildCollectionIndex(
    sources.map((s) => shape.textOf(s).toLowerCase()),
    table,
  );
  const codes = shape.codeOf ? buildCollectionIndex(sources.map(shape.codeOf), table, true) : null;
  return { ...shape, sources, index, codes, marks: new Marks(sources.length), prepared: new Map(), written: new Map() };
}

// The value of record `r` in one of the collection's bounded maps, made when missing.
function remembered<T>(map: Map<number, T>, r: number, make: () => T): T {
  let value = map.get(r);
  if (value === undefined) {
    if (map.size >= PREPARED_LIMIT) map.clear();
    value = make();
    map.set(r, value);
  }
  return value;
}

const preparedText = <S>(c: Collection<S>, r: number): PreparedText =>
  remembered(c.prepared, r, () => prepareText(c.textOf(c.sources[r]!), pinyinReadings, recordWordStarts(c.index, r)));

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

// Per rank, the SEARCH_GROUP_LIMIT smallest records found so far, ascending (rank r's slots start at r *
// SEARCH_GROUP_LIMIT), and how many each holds. Shared by every search: a search runs to its end without yielding, and
// small typed arrays made per search cost more than the ranking itself (each has its own buffer outside the heap).
const ranked = new Int32Array(RANKS * SEARCH_GROUP_LIMIT);
const rankedSizes = new Int32Array(RANKS);

// Inserts `value` into rank `rank`'s slots if it is among the smallest seen.
function keepSmallest(rank: number, value: number): void {
  const base = rank * SEARCH_GROUP_LIMIT;
  let n = rankedSizes[rank]!;
  if (n === SEARCH_GROUP_LIMIT) {
    if (value >= ranked[base + n - 1]!) return;
    n -= 1;
  } else rankedSizes[rank] = n + 1;
  let i = n;
  while (i > 0 && ranked[base + i - 1]! > value) {
    ranked[base + i] = ranked[base + i - 1]!;
    i -= 1;
  }
  ranked[base + i] = value;
}

// The group's total and its first SEARCH_GROUP_LIMIT records by rank, then by collection order.
function collect<S>(c: Collection<S>, query: Query, table: CharTable): GroupFound<S> {
  const { marks, index } = c;
  markAll(c, query, table);
  // Texts too long to list (text-store.ts), or a query read too many ways: the matcher decides.
  if (index.store.shift === null || (query.hasLetter && !query.paths)) markByMatcher(c, query);
  const total = marks.count;
  // One pass over the found records keeps, per rank, the SEARCH_GROUP_LIMIT smallest (earliest in the collection).
  rankedSizes.fill(0);
  for (let i = 0; i < total; i += 1) {
    const r = marks.touched[i]!;
    keepSmallest(rankOf(marks.flags[r]!), r);
  }
  const chosen: number[] = [];
  for (let rank = 0; rank < RANKS; rank += 1)
    for (let i = 0; i < rankedSizes[rank]! && chosen.length < SEARCH_GROUP_LIMIT; i += 1)
      chosen.push(ranked[rank * SEARCH_GROUP_LIMIT + i]!);
  marks.clear();
  // Highlight ranges from the matcher itself, for the records shown only.
  const hits = chosen.map((r): Hit<S> => {
    const source = c.sources[r]!;
    const code = c.codeOf && query.digits ? matchCode(c.codeOf(source), query.text) : null;
    const found: TextMatch | null = code ?? matchText(preparedText(c, r), query.text);
    return { record: r, source, field: code ? 'code' : 'text', ranges: found?.ranges ?? [] };
  });
  return { total, hits };
}

const NOTHING: GroupFound<never> = { total: 0, hits: [] };

function find(groups: Groups, table: CharTable, keyword: string): Found {
  const text = keyword;
  if (text === '' || text.includes('\u0000')) return { fund: NOTHING, manager: NOTHING, article: NOTHING, notice: NOTHING };
  const hasLetter = HAS_LETTER.test(text);
  const query: Query = { text, digits: DIGITS.test(text), hasLetter, paths: hasLetter ? queryPaths(text, table, MAX_PATHS) : [] };
  return {
    fund: collect(groups.fund, query, table),
    manager: collect(groups.manager, query, table),
    article: collect(groups.article, query, table),
    notice: collect(groups.notice, query, table),
  };
}

const countsOf = (found: Found) => ({
  fund: found.fund.total,
  manager: found.manager.total,
  article: found.article.total,
  notice: found.notice.total,
});

// The answer as objects (the contract's type).
function responseOf(found: Found): SearchResponse {
  const list: SearchItem[] = [
    ...found.fund.hits.map((h): SearchItem => ({
      type: 'fund',
      fundSearchAppVO: { fundName: h.source.fundName, fundCode: h.source.fundCode },
      field: h.field === 'code' ? 'fundCode' : 'fundName',
      ranges: h.ranges,
    })),
    ...found.manager.hits.map((h): SearchItem => ({
      type: 'manager',
      fundManagerSearchAppVO: { ...h.source },
      field: 'name',
      ranges: h.ranges,
    })),
    ...found.article.hits.map((h): SearchItem => ({
      type: 'article',
      articleInfoSearchAppVO: { ...h.source },
      field: 'title',
      ranges: h.ranges,
    })),
    ...found.notice.hits.map((h): SearchItem => ({
      type: 'notice',
      fundNoticeSearchAppVO: { ...h.source },
      field: 'title',
      ranges: h.ranges,
    })),
  ];
  return { list, counts: countsOf(found) };
}

function itemsOf<S>(c: Collection<S>, { hits }: GroupFound<S>, items: string[]): void {
  for (const h of hits) {
    const record = remembered(c.written, h.record, () => c.writer.record(h.source));
    items.push(c.writer.item(record, h.field === 'code', h.ranges));
  }
}

// The answer as sent: the envelope's JSON, in the list order of responseOf.
function answerOf(groups: Groups, found: Found): SentAnswer {
  const items: string[] = [];
  itemsOf(groups.fund, found.fund, items);
  itemsOf(groups.manager, found.manager, items);
  itemsOf(groups.article, found.article, items);
  itemsOf(groups.notice, found.notice, items);
  return { body: answerJson(items, countsOf(found)), found: items.length > 0 };
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

export function createSearchIndex(initialSources: SearchSources, cacheLimit = CACHE_LIMIT, options: SearchIndexOptions = {}): SearchIndex {
  let sources = initialSources;
  const table = new CharTable(pinyinReadings);
  const groups: Groups = {
    fund: prepare([], SHAPES.fund, table),
    manager: prepare([], SHAPES.manager, table),
    article: prepare([], SHAPES.article, table),
    notice: prepare([], SHAPES.notice, table),
  };
  // Any refresh empties the cache.
  const cache = new Map<string, SentAnswer>();
  // The shortest keywords' answers, rebuilt after each refresh; `generation` tells a build that a newer one started.
  let short = new Map<string, SentAnswer>();
  let generation = 0;
  let shortBuilt: Promise<void> = Promise.resolve();
  const sentAnswer = (query: string): SentAnswer => answerOf(groups, find(groups, table, query));
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
    fund: async () => void (groups.fund = prepare(await sources.fund(), SHAPES.fund, table)),
    manager: async () => void (groups.manager = prepare(await sources.manager(), SHAPES.manager, table)),
    article: async () => void (groups.article = prepare(await sources.article(), SHAPES.article, table)),
    notice: async () => void (groups.notice = prepare(await sources.notice(), SHAPES.notice, table)),
  };

  return {
    search(keyword) {
      return responseOf(find(groups, table, normalizeKeyword(keyword)));
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
