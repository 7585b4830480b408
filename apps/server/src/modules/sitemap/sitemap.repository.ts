import { and, eq, gt, min, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { article, footerPage, notice } from '../../db/schema/content.ts';
import { liveCondition, visibleNotice } from '../content/content-publishing.public.ts';

export interface DatedRow {
  id: number;
  publishedAt: Date;
  updatedAt: Date | null;
}

// Articles and videos the site shows at `now` (the app's clock).
export function selectLiveArticles(db: DbExecutor, now: Date): Promise<(DatedRow & { contentType: string })[]> {
  return db
    .select({ id: article.id, contentType: article.contentType, publishedAt: article.publishedAt, updatedAt: article.updatedAt })
    .from(article)
    .where(liveCondition(article, now))
    .orderBy(article.id);
}

export function selectLiveNotices(db: DbExecutor, now: Date): Promise<DatedRow[]> {
  return db
    .select({ id: notice.id, publishedAt: notice.publishedAt, updatedAt: notice.updatedAt })
    .from(notice)
    .where(visibleNotice(now))
    .orderBy(notice.id);
}

// Every manager with the last date their tenures changed (a start or an end), which is what their page shows.
export function selectManagers(db: DbExecutor): Promise<{ manId: string; changedOn: string | null }[]> {
  return rowsOf(
    db,
    sql`select m.man_id as "manId",
          (select max(greatest(fm.start_date, coalesce(fm.end_date, fm.start_date)))::text
             from fund_manager fm where fm.man_id = m.man_id) as "changedOn"
        from manager m order by m.man_id`,
  );
}

export function selectFooterPages(db: DbExecutor): Promise<{ key: string; updatedAt: Date }[]> {
  return db.select({ key: footerPage.key, updatedAt: footerPage.updatedAt }).from(footerPage).orderBy(footerPage.key);
}

// The earliest publish time still to come: the sitemap changes then without any console action.
export async function selectNextScheduled(db: DbExecutor, now: Date): Promise<Date | null> {
  const scheduled = (table: typeof article | typeof notice) =>
    db
      .select({ next: min(table.publishedAt) })
      .from(table)
      .where(and(eq(table.publishState, 'published'), gt(table.publishedAt, now)));
  const [[articleRow], [noticeRow]] = await Promise.all([scheduled(article), scheduled(notice)]);
  const times = [articleRow?.next, noticeRow?.next].filter((value): value is Date => value != null).map((value) => new Date(value));
  return times.length ? new Date(Math.min(...times.map((time) => time.getTime()))) : null;
}
