import type { Database } from '../../db/database.ts';
import { contentVersion } from '../content/content-publishing.public.ts';
import { listedFunds } from '../fund/fund-catalogue.service.ts';
import { fundDataVersion } from '../fund/fund-cache.public.ts';
import {
  articlePagePath,
  footerPagePath,
  fundPagePath,
  managerPagePath,
  noticePagePath,
  PUBLIC_STATIC_PAGES,
  type PageFreshness,
} from './public-pages.ts';
import { renderSitemaps, SITEMAP_LIMITS, type SitemapEntry, type SitemapFiles, type SitemapLimits } from './sitemap-xml.ts';
import {
  selectFooterPages,
  selectLiveArticles,
  selectLiveNotices,
  selectManagers,
  selectNextScheduled,
  type DatedRow,
} from './sitemap.repository.ts';

export interface SitemapDeps {
  db: Database;
  // The app's clock: what is live, and when a scheduled item goes live.
  now: () => Date;
  origin: string;
  limits?: SitemapLimits;
}

const contentLastmod = (row: DatedRow) =>
  (row.updatedAt && row.updatedAt > row.publishedAt ? row.updatedAt : row.publishedAt).toISOString();

const newest = (values: readonly (string | undefined)[]) =>
  values.reduce<string | undefined>((a, b) => (!a || (b !== undefined && b > a) ? b : a), undefined);

// Every page of the public site a search engine should list, each with the date its content last changed.
export async function sitemapEntries(db: Database, now: Date): Promise<SitemapEntry[]> {
  const [funds, managers, articles, notices, footers] = await Promise.all([
    listedFunds(db),
    selectManagers(db),
    selectLiveArticles(db, now),
    selectLiveNotices(db, now),
    selectFooterPages(db),
  ]);
  const fundEntries = funds.map((fund) => ({ path: fundPagePath(fund.fundcode), lastmod: fund.navDate ?? undefined }));
  const articleEntries = articles.map((row) => ({ path: articlePagePath(row.id, row.contentType), lastmod: contentLastmod(row) }));
  const noticeEntries = notices.map((row) => ({ path: noticePagePath(row.id), lastmod: contentLastmod(row) }));
  const freshest: Record<PageFreshness, string | undefined> = {
    nav: newest(fundEntries.map((entry) => entry.lastmod)),
    article: newest(articleEntries.map((entry) => entry.lastmod)),
    notice: newest(noticeEntries.map((entry) => entry.lastmod)),
    any: undefined,
    none: undefined,
  };
  freshest.any = newest([freshest.nav, freshest.article, freshest.notice]);
  return [
    ...PUBLIC_STATIC_PAGES.map((page) => ({ path: page.path, lastmod: freshest[page.freshness] })),
    ...footers.map((row) => ({ path: footerPagePath(row.key), lastmod: row.updatedAt.toISOString() })),
    ...fundEntries,
    ...managers.map((row) => ({ path: managerPagePath(row.manId), lastmod: row.changedOn ?? undefined })),
    ...articleEntries,
    ...noticeEntries,
  ];
}

interface CachedSitemap {
  key: string;
  builtAt: number;
  // The next scheduled publish time (app clock): the sitemap changes then by itself.
  validUntil: Date | null;
  files: Promise<SitemapFiles>;
}

// Another process (the CLI, a second instance on PostgreSQL) may change the data too; an answer is rebuilt at least this often.
const MAX_AGE_MS = 5 * 60_000;
const cache = new WeakMap<Database, CachedSitemap>();

// Built once and kept until funds or NAVs change (fund-cache), the console changes published content (contentChanged),
// or a scheduled item's publish time comes.
export function sitemapFiles({ db, now, origin, limits = SITEMAP_LIMITS }: SitemapDeps): Promise<SitemapFiles> {
  const key = `${fundDataVersion()}|${contentVersion()}|${origin}|${limits.maxUrls}|${limits.maxBytes}`;
  const instant = now();
  const cached = cache.get(db);
  if (cached && cached.key === key && Date.now() - cached.builtAt < MAX_AGE_MS && (!cached.validUntil || instant < cached.validUntil)) {
    return cached.files;
  }
  const entry: CachedSitemap = { key, builtAt: Date.now(), validUntil: null, files: Promise.resolve({ root: '', parts: [] }) };
  entry.files = (async () => {
    const [entries, next] = await Promise.all([sitemapEntries(db, instant), selectNextScheduled(db, instant)]);
    entry.validUntil = next;
    return renderSitemaps(origin, entries, limits);
  })();
  // A failed build is not kept.
  entry.files.catch(() => {
    if (cache.get(db) === entry) cache.delete(db);
  });
  cache.set(db, entry);
  return entry.files;
}
