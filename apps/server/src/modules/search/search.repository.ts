import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/database.ts';
import { article, notice } from '../../db/schema/content.ts';
import { fund, manager } from '../../db/schema/fund.ts';
import { searchKeyword } from '../../db/schema/search.ts';
import { imageUrl } from '../fund/fund-detail.service.ts';
import { liveCondition } from '../content/content-publishing.public.ts';
import type { SearchSources } from './search-source.ts';

// The searchable rows: listed funds (§3 state '1'), managers, articles live at the app's clock, visible notices (§3 messages '0'/'1').
export function databaseSources(database: DatabaseHandle, imageBase: string, now: () => Date = () => new Date()): SearchSources {
  const { db } = database;
  return {
    fund: async () =>
      (await db.select({ code: fund.code, name: fund.name }).from(fund).where(eq(fund.state, '1')).orderBy(asc(fund.code))).map((r) => ({
        fundCode: r.code,
        fundName: r.name,
      })),
    manager: async () =>
      (
        await db
          .select({ manId: manager.manId, name: manager.name, avatar: manager.avatar })
          .from(manager)
          .orderBy(asc(manager.displayOrder), asc(manager.manId))
      ).map((r) => ({ ...r, avatar: imageUrl(imageBase, r.avatar) })),
    article: async () =>
      db
        .select({ id: article.id, title: article.title, contentType: article.contentType, jumpPath: article.jumpPath })
        .from(article)
        .where(liveCondition(article, now()))
        .orderBy(desc(article.publishedAt), desc(article.id))
        .then((rows) => rows.map((r) => ({ ...r, contentType: r.contentType as 'video' | 'mandt' | 'other' }))),
    notice: async () =>
      (
        await db
          .select({ id: notice.id, title: notice.title })
          .from(notice)
          .where(and(inArray(notice.state, ['0', '1']), liveCondition(notice, now())))
          .orderBy(desc(notice.publishedAt), desc(notice.id))
      ).map((r) => ({ noticeId: r.id, title: r.title })),
  };
}

// Adds the counted searches to each keyword's total in one statement.
// Written a slice at a time, each slice one statement with one parameter whatever its size, and the
// event loop free between slices: the embedded database runs a statement on the server's own
// thread, where one write of every keyword searched in the last five seconds held up every search
// waiting behind it for tens of milliseconds.
const COUNT_SLICE = 100;

export async function addKeywordCounts(database: DatabaseHandle, counts: ReadonlyMap<string, number>): Promise<void> {
  const entries = [...counts];
  for (let at = 0; at < entries.length; at += COUNT_SLICE) {
    if (at > 0) await new Promise((resolve) => setImmediate(resolve));
    const rows = entries.slice(at, at + COUNT_SLICE).map(([keyWord, searchCount]) => ({ keyWord, searchCount }));
    await database.query(sql`
      insert into search_keyword (key_word, search_count)
      select r."keyWord", r."searchCount" from json_to_recordset(${JSON.stringify(rows)}::json) as r("keyWord" text, "searchCount" bigint)
      on conflict (key_word) do update set search_count = search_keyword.search_count + excluded.search_count`);
  }
}

// The console's curated keywords come first, in its order (the site marks the first four); a visitor's keyword joins
// after them once searched often enough, most searched first.
export async function hotKeywords(database: DatabaseHandle, limit: number, minCount: number) {
  return database.db
    .select({ id: searchKeyword.id, keyWord: searchKeyword.keyWord })
    .from(searchKeyword)
    .where(sql`${searchKeyword.curated} or ${searchKeyword.searchCount} >= ${minCount}`)
    .orderBy(
      desc(searchKeyword.curated),
      sql`case when ${searchKeyword.curated} then ${searchKeyword.sort} end`,
      desc(searchKeyword.searchCount),
      asc(searchKeyword.id),
    )
    .limit(limit);
}
