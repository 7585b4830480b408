import {
  FUND_STATUSES,
  FUND_TYPE_LIST,
  FUND_TYPES,
  PRODUCT_RISK_LEVELS,
  RANKING_PERIODS,
  YIELD_PERIODS,
  isListedFund,
  labelOf,
  type RankingPeriod,
} from '@fund-direct/domain/codes';
import { fundSummary, type FundListRequest, type FundRankResponse, type FundSummary, type FundYields } from '@fund-direct/domain/contracts';
import { ALL_YIELD_PERIODS } from '@fund-direct/domain/yield';
import type { Database } from '../../db/database.ts';
import { OK_JSON_AROUND } from '../../plugins/envelope.ts';
import { cacheMetrics } from '../../plugins/metrics-registry.ts';
import { contractStringify } from '../../plugins/zod-validation.ts';
import { FundDataCache } from './fund-cache.ts';
import { selectCatalogue, type CatalogueRow } from './fund.repository.ts';
import { compareFunds } from './fund-list-compare.ts';
import { listedInOrder } from './fund-list-order.ts';
import { screenFilters, type ScreenedFund } from './fund-screen.ts';

export interface CatalogueEntry extends ScreenedFund {
  recommended: boolean;
  recommendOrder: number;
}

function toSummary(row: CatalogueRow): FundSummary {
  const yields = Object.fromEntries(ALL_YIELD_PERIODS.map((p) => [p, row.yields?.[p] ?? null])) as FundYields;
  return {
    fundcode: row.code,
    fundname: row.name,
    shortName: row.shortName,
    fundType: row.fundType,
    fundTypeLabel: labelOf(FUND_TYPES, row.fundType) ?? FUND_TYPES['15'],
    riskLevel: row.riskLevel,
    riskLevelLabel: labelOf(PRODUCT_RISK_LEVELS, row.riskLevel) ?? '',
    status: row.status,
    statusLabel: labelOf(FUND_STATUSES, row.status) ?? '',
    state: row.state,
    setupDate: row.setupDate,
    isMoneyFund: row.isMoneyFund,
    minPurchaseAmount: row.minPurchaseAmount,
    navDate: row.navDate,
    nav: row.unitNav,
    accNav: row.accNav,
    dailyChange: row.dailyChange,
    incomePer10k: row.isMoneyFund ? row.incomePer10k : null,
    yield7d: row.isMoneyFund ? row.yield7d : null,
    yields,
  };
}

const catalogueCache = new FundDataCache<CatalogueEntry[]>('fund-catalogue');

// All funds (listed or not) with latest NAV and yields, computed once per NAV change (fund-cache.ts).
export function loadCatalogue(db: Database): Promise<CatalogueEntry[]> {
  return catalogueCache.get(db, async () =>
    (await selectCatalogue(db)).map((row) => ({
      summary: toSummary(row),
      recommended: row.recommended,
      recommendOrder: row.recommendOrder,
      managementRate: row.managementRate,
      managerIds: row.managerIds ?? [],
      netAssets: row.netAssets,
      netAssetsDate: row.netAssetsDate,
    })),
  );
}

// §3: fund lists keep only state "1".
export async function listedFunds(db: Database): Promise<FundSummary[]> {
  return (await loadCatalogue(db)).map((e) => e.summary).filter(isListedFund);
}

// `watchlist`: fund codes of the customer's own selection for fundListType OWN (empty without a session); `today`: the
// Shanghai date the screener's years since setup count to.
function pageOfFunds(
  catalogue: readonly CatalogueEntry[],
  request: FundListRequest,
  watchlist: readonly string[],
  today: string,
): { entries: CatalogueEntry[]; total: number } {
  const matches = screenFilters(request, watchlist, today);
  const start = (request.pageNum - 1) * request.pageSize;
  const end = start + request.pageSize;
  const entries: CatalogueEntry[] = [];
  let total = 0;
  for (const entry of listedInOrder(catalogue, request.sortField, request.sortOrder)) {
    if (!matches.every((match) => match(entry))) continue;
    if (total >= start && total < end) entries.push(entry);
    total += 1;
  }
  return { entries, total };
}

// A fund's JSON in lists, written once per catalogue (the entries are rebuilt when fund data changes): a page of the
// fund list is mostly Chinese text, which costs far more to escape and encode on every request than to copy.
const writeSummary = contractStringify(fundSummary);
// Kept as UTF-8 bytes: a page is then copied together, never encoded again (most of its bytes are Chinese names).
const summaryBytes = new WeakMap<CatalogueEntry, { anonymous?: Buffer; watched?: Buffer; unwatched?: Buffer }>();
function summaryJson(entry: CatalogueEntry, watched: boolean | undefined): Buffer {
  let bytes = summaryBytes.get(entry);
  if (!bytes) summaryBytes.set(entry, (bytes = {}));
  const variant = watched === undefined ? 'anonymous' : watched ? 'watched' : 'unwatched';
  return (bytes[variant] ??= Buffer.from(writeSummary(watched === undefined ? entry.summary : { ...entry.summary, isCollect: watched })));
}

const LIST_OPENING = Buffer.from(`${OK_JSON_AROUND.prefix}{"list":[`);
const COMMA = Buffer.from(',');

// Visitors' pages as sent, per catalogue: a visitor's page depends only on the request and the day, so every visitor
// asking for the same page until the fund data changes is sent the bytes written for the first (most calls of the
// fund pages are visitors' first pages). The least recently written go first beyond the limit.
const VISITOR_PAGES_LIMIT = 256;
const visitorPages = new WeakMap<readonly CatalogueEntry[], Map<string, Buffer>>();
const visitorPageUse = cacheMetrics('fund-list-page');

// The fund list's answer as JSON bytes, the envelope fundListResponse's serialiser writes; `watchlist` null without a
// session (no isCollect), else the customer's watched fund codes.
export async function listFundsJson(
  db: Database,
  request: FundListRequest,
  watchlist: readonly string[] | null,
  today: string,
): Promise<Buffer> {
  const catalogue = await loadCatalogue(db);
  if (watchlist) return writePage(catalogue, request, watchlist, today);
  let pages = visitorPages.get(catalogue);
  if (!pages) visitorPages.set(catalogue, (pages = new Map()));
  const key = `${today}${JSON.stringify(request)}`;
  const kept = pages.get(key);
  if (kept) {
    visitorPageUse.hit();
    return kept;
  }
  visitorPageUse.miss();
  const page = writePage(catalogue, request, null, today);
  if (pages.size >= VISITOR_PAGES_LIMIT) pages.delete(pages.keys().next().value as string);
  pages.set(key, page);
  return page;
}

function writePage(
  catalogue: readonly CatalogueEntry[],
  request: FundListRequest,
  watchlist: readonly string[] | null,
  today: string,
): Buffer {
  const { entries, total } = pageOfFunds(catalogue, request, watchlist ?? [], today);
  const parts: Buffer[] = [LIST_OPENING];
  entries.forEach((entry, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(summaryJson(entry, watchlist ? watchlist.includes(entry.summary.fundcode) : undefined));
  });
  parts.push(Buffer.from(`],"total":${total}}${OK_JSON_AROUND.suffix}`));
  return Buffer.concat(parts);
}

// §3 rise-fall ranking. Money funds are left out: their daily income is not comparable with NAV growth.
export async function rankFunds(
  db: Database,
  query: { period: RankingPeriod; order: 'asc' | 'desc'; limit: number },
): Promise<FundRankResponse> {
  const ranked = (await listedFunds(db))
    .filter((f) => !f.isMoneyFund && f.yields[query.period] !== null)
    .sort(compareFunds(query.period, query.order))
    .slice(0, query.limit);
  const asOf = ranked.reduce<string | null>((latest, f) => (f.navDate && (!latest || f.navDate > latest) ? f.navDate : latest), null);
  return {
    period: query.period,
    periodLabel: RANKING_PERIODS[query.period],
    asOf,
    list: ranked.map((f, i) => ({
      rank: i + 1,
      fundcode: f.fundcode,
      fundname: f.fundname,
      fundType: f.fundType,
      fundTypeLabel: f.fundTypeLabel,
      riskLevel: f.riskLevel,
      nav: f.nav,
      navDate: f.navDate,
      value: f.yields[query.period] as string,
    })),
  };
}

export async function recommendedFunds(db: Database): Promise<FundSummary[]> {
  return (await loadCatalogue(db))
    .filter((e) => e.recommended && isListedFund(e.summary))
    .sort((a, b) => a.recommendOrder - b.recommendOrder)
    .map((e) => e.summary);
}

// §3 fund types, every one with the number of listed funds of that type.
export async function fundTypeCounts(db: Database) {
  const funds = await listedFunds(db);
  return FUND_TYPE_LIST.map(({ code, label }) => ({ code, label, count: funds.filter((f) => f.fundType === code).length }));
}

export function yieldPeriodEnum() {
  const options = (table: Record<string, string>) => Object.entries(table).map(([key, label]) => ({ key, label }));
  return { list: options(YIELD_PERIODS), rankingList: options(RANKING_PERIODS) };
}
