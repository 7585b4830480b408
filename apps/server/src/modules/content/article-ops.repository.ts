import { and, asc, count, desc, eq, gt, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ContentDisplayState } from '@fund-direct/domain/ops';
import type { DbExecutor } from '../../db/database.ts';
import { article, contentColumn, type ArticleRow } from '../../db/schema/content.ts';
import { fund } from '../../db/schema/fund.ts';
import { staff } from '../../db/schema/ops.ts';

export type OpsArticleRow = ArticleRow & { columnName: string; updatedByName: string | null };

export interface OpsArticleFilter {
  columnId?: number | undefined;
  contentType?: string | undefined;
  state?: ContentDisplayState | undefined;
  keyword?: string | undefined;
  now: Date;
  offset: number;
  limit: number;
}

// The display state in SQL, as contentDisplayState decides it (scheduled = published with a later time).
function stateCondition(state: ContentDisplayState, now: Date): SQL | undefined {
  if (state === 'scheduled') return and(eq(article.publishState, 'published'), gt(article.publishedAt, now));
  if (state === 'published') return and(eq(article.publishState, 'published'), lte(article.publishedAt, now));
  return eq(article.publishState, state);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/gu, (c) => `\\${c}`);

function whereOf(filter: OpsArticleFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.columnId !== undefined) conditions.push(eq(article.columnId, filter.columnId));
  if (filter.contentType !== undefined) conditions.push(eq(article.contentType, filter.contentType));
  if (filter.state !== undefined) conditions.push(stateCondition(filter.state, filter.now));
  if (filter.keyword) conditions.push(ilike(article.title, `%${escapeLike(filter.keyword)}%`));
  return and(...conditions);
}

const ROW_FIELDS = { article, columnName: contentColumn.name, updatedByName: staff.displayName };

function baseQuery(db: DbExecutor) {
  return db
    .select(ROW_FIELDS)
    .from(article)
    .innerJoin(contentColumn, eq(contentColumn.id, article.columnId))
    .leftJoin(staff, eq(staff.id, article.updatedBy));
}

const flatten = (r: { article: ArticleRow; columnName: string; updatedByName: string | null }): OpsArticleRow => ({
  ...r.article,
  columnName: r.columnName,
  updatedByName: r.updatedByName,
});

// Console order: the latest change first (drafts have no publish time worth sorting by), then the newest id.
export async function listOpsArticles(db: DbExecutor, filter: OpsArticleFilter): Promise<{ rows: OpsArticleRow[]; total: number }> {
  const where = whereOf(filter);
  const rows = await baseQuery(db)
    .where(where)
    .orderBy(desc(sql`coalesce(${article.updatedAt}, ${article.publishedAt})`), desc(article.id))
    .offset(filter.offset)
    .limit(filter.limit);
  const [total] = await db.select({ total: count() }).from(article).where(where);
  return { rows: rows.map(flatten), total: total?.total ?? 0 };
}

export async function findOpsArticle(db: DbExecutor, id: number, forUpdate = false): Promise<OpsArticleRow | undefined> {
  const query = baseQuery(db).where(eq(article.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update', { of: article }) : await query;
  return row ? flatten(row) : undefined;
}

export type ArticleValues = Omit<typeof article.$inferInsert, 'id'>;

export async function insertArticle(db: DbExecutor, values: ArticleValues): Promise<number> {
  const [row] = await db.insert(article).values(values).returning({ id: article.id });
  if (!row) throw new Error('article insert returned nothing');
  return row.id;
}

export async function updateArticle(db: DbExecutor, id: number, values: Partial<ArticleValues>): Promise<void> {
  await db.update(article).set(values).where(eq(article.id, id));
}

export async function columnsOf(db: DbExecutor) {
  return db
    .select({ id: contentColumn.id, name: contentColumn.name })
    .from(contentColumn)
    .orderBy(asc(contentColumn.sort), asc(contentColumn.id));
}

export async function columnExists(db: DbExecutor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: contentColumn.id }).from(contentColumn).where(eq(contentColumn.id, id)).limit(1);
  return Boolean(row);
}

// Codes of `codes` that name no fund.
export async function unknownFundCodes(db: DbExecutor, codes: readonly string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ code: fund.code })
    .from(fund)
    .where(inArray(fund.code, [...codes]));
  const known = new Set(rows.map((r) => r.code));
  return codes.filter((code) => !known.has(code));
}
