import { and, asc, count, desc, eq, gt, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { article, contentColumn, type ArticleRow } from '../../db/schema/content.ts';
import { fund } from '../../db/schema/fund.ts';
import { liveCondition } from './live-content.ts';

export type ColumnRow = typeof contentColumn.$inferSelect;
export type ArticleWithColumn = ArticleRow & { columnName: string };

export interface ArticleFilter {
  // The app's clock: only rows live at this instant are read.
  now: Date;
  columnId?: number | undefined;
  contentType?: string | undefined;
  offset: number;
  limit: number;
}

// Newest first; the id breaks ties so that paging is stable.
const LIST_ORDER = [desc(article.publishedAt), desc(article.id)];

export async function listColumns(db: DbExecutor, parentId: number): Promise<ColumnRow[]> {
  return db
    .select()
    .from(contentColumn)
    .where(eq(contentColumn.parentId, parentId))
    .orderBy(asc(contentColumn.sort), asc(contentColumn.id));
}

export async function findColumn(db: DbExecutor, id: number): Promise<ColumnRow | undefined> {
  const [row] = await db.select().from(contentColumn).where(eq(contentColumn.id, id)).limit(1);
  return row;
}

function articleWhere(filter: Omit<ArticleFilter, 'offset' | 'limit'>): SQL | undefined {
  const conditions: SQL[] = [liveCondition(article, filter.now)];
  if (filter.columnId !== undefined) conditions.push(eq(article.columnId, filter.columnId));
  if (filter.contentType !== undefined) conditions.push(eq(article.contentType, filter.contentType));
  return and(...conditions);
}

export async function listArticles(db: DbExecutor, filter: ArticleFilter): Promise<{ rows: ArticleWithColumn[]; total: number }> {
  const where = articleWhere(filter);
  const rows = await db
    .select({ article, columnName: contentColumn.name })
    .from(article)
    .innerJoin(contentColumn, eq(contentColumn.id, article.columnId))
    .where(where)
    .orderBy(...LIST_ORDER)
    .offset(filter.offset)
    .limit(filter.limit);
  const [totalRow] = await db.select({ total: count() }).from(article).where(where);
  return { rows: rows.map((r) => ({ ...r.article, columnName: r.columnName })), total: totalRow?.total ?? 0 };
}

export async function findArticle(db: DbExecutor, id: number, now: Date): Promise<ArticleWithColumn | undefined> {
  const [row] = await db
    .select({ article, columnName: contentColumn.name })
    .from(article)
    .innerJoin(contentColumn, eq(contentColumn.id, article.columnId))
    .where(and(eq(article.id, id), liveCondition(article, now)))
    .limit(1);
  return row ? { ...row.article, columnName: row.columnName } : undefined;
}

type Neighbour = Pick<ArticleRow, 'id' | 'title' | 'contentType'>;
const NEIGHBOUR_FIELDS = { id: article.id, title: article.title, contentType: article.contentType };

// In the column's list order: `newer` sits above the article, `older` below it.
export async function findNeighbours(db: DbExecutor, current: ArticleRow, now: Date): Promise<{ newer?: Neighbour; older?: Neighbour }> {
  const sameColumn = and(liveCondition(article, now), eq(article.columnId, current.columnId));
  const [newer] = await db
    .select(NEIGHBOUR_FIELDS)
    .from(article)
    .where(
      and(
        sameColumn,
        or(gt(article.publishedAt, current.publishedAt), and(eq(article.publishedAt, current.publishedAt), gt(article.id, current.id))),
      ),
    )
    .orderBy(asc(article.publishedAt), asc(article.id))
    .limit(1);
  const [older] = await db
    .select(NEIGHBOUR_FIELDS)
    .from(article)
    .where(
      and(
        sameColumn,
        or(lt(article.publishedAt, current.publishedAt), and(eq(article.publishedAt, current.publishedAt), lt(article.id, current.id))),
      ),
    )
    .orderBy(...LIST_ORDER)
    .limit(1);
  return { ...(newer ? { newer } : {}), ...(older ? { older } : {}) };
}

export async function fundNames(db: DbExecutor, codes: readonly string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: fund.code, name: fund.name })
    .from(fund)
    .where(inArray(fund.code, [...codes]));
  return new Map(rows.map((r) => [r.code, r.name]));
}
