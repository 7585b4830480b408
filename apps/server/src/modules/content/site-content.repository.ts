import { and, asc, count, eq, ilike, inArray, max, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/database.ts';
import { article, contentColumn } from '../../db/schema/content.ts';
import { fund } from '../../db/schema/fund.ts';
import { searchKeyword } from '../../db/schema/search.ts';

// The tables the console edits row by row: an id, and who changed the row last (migration 0027).
export type EditableTable = PgTable & { id: AnyPgColumn; updatedAt: AnyPgColumn; updatedBy: AnyPgColumn };

export interface ListSlice {
  where: SQL | undefined;
  order: SQL[];
  offset: number;
  limit: number;
}

export async function listRows<Row>(db: DbExecutor, table: EditableTable, slice: ListSlice): Promise<{ rows: Row[]; total: number }> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(slice.where)
    .orderBy(...slice.order)
    .offset(slice.offset)
    .limit(slice.limit);
  const [totalRow] = await db
    .select({ total: count() })
    .from(table as PgTable)
    .where(slice.where);
  return { rows: rows as Row[], total: totalRow?.total ?? 0 };
}

// FOR UPDATE: the before image of an audit row is the row the change replaces.
export async function findRowForUpdate<Row>(db: DbExecutor, table: EditableTable, id: number): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update')
    .limit(1);
  return row as Row | undefined;
}

export async function findRow<Row>(db: DbExecutor, table: EditableTable, id: number): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1);
  return row as Row | undefined;
}

export async function insertRow<Row>(db: DbExecutor, table: EditableTable, values: Record<string, unknown>): Promise<Row> {
  // The values come from the kind's own mapping of its contract, named as the table's columns.
  const [row] = await db
    .insert(table)
    .values(values as never)
    .returning();
  return row as Row;
}

export async function updateRow<Row>(db: DbExecutor, table: EditableTable, id: number, values: Record<string, unknown>): Promise<Row> {
  const [row] = await db
    .update(table)
    .set(values as never)
    .where(eq(table.id, id))
    .returning();
  return row as Row;
}

export async function deleteRow(db: DbExecutor, table: EditableTable, id: number): Promise<void> {
  await db.delete(table).where(eq(table.id, id));
}

export function titleLike(columns: AnyPgColumn[], keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

export function allOf(...conditions: (SQL | undefined)[]): SQL | undefined {
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

// Codes of `codes` that name no listed fund.
export async function unknownFundCodes(db: DbExecutor, codes: readonly string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ code: fund.code })
    .from(fund)
    .where(inArray(fund.code, [...codes]));
  const known = new Set(rows.map((r) => r.code));
  return codes.filter((code) => !known.has(code));
}

// The parent of a column, or undefined when no such column exists.
export async function columnParent(db: DbExecutor, id: number): Promise<number | undefined> {
  const [row] = await db.select({ parentId: contentColumn.parentId }).from(contentColumn).where(eq(contentColumn.id, id)).limit(1);
  return row?.parentId;
}

// What still points at a column: its child columns and its articles.
export async function columnUsage(db: DbExecutor, id: number): Promise<{ children: number; articles: number }> {
  const [children] = await db.select({ n: count() }).from(contentColumn).where(eq(contentColumn.parentId, id));
  const [articles] = await db.select({ n: count() }).from(article).where(eq(article.columnId, id));
  return { children: children?.n ?? 0, articles: articles?.n ?? 0 };
}

// ---- hot keywords: the curated rows of search_keyword, in sort order ------------------------------------------------
export type KeywordRow = typeof searchKeyword.$inferSelect;

export async function listCuratedKeywords(db: DbExecutor): Promise<KeywordRow[]> {
  return db.select().from(searchKeyword).where(eq(searchKeyword.curated, true)).orderBy(asc(searchKeyword.sort), asc(searchKeyword.id));
}

export async function findKeywordByText(db: DbExecutor, keyWord: string): Promise<KeywordRow | undefined> {
  const [row] = await db.select().from(searchKeyword).where(eq(searchKeyword.keyWord, keyWord)).for('update').limit(1);
  return row;
}

export async function findKeyword(db: DbExecutor, id: number): Promise<KeywordRow | undefined> {
  const [row] = await db.select().from(searchKeyword).where(eq(searchKeyword.id, id)).for('update').limit(1);
  return row;
}

export async function nextKeywordSort(db: DbExecutor): Promise<number> {
  const [row] = await db
    .select({ last: max(searchKeyword.sort) })
    .from(searchKeyword)
    .where(eq(searchKeyword.curated, true));
  return (row?.last ?? 0) + 1;
}

// A visitor's keyword that is already counted keeps its count when the console curates it.
export async function curateKeyword(db: DbExecutor, keyWord: string, sort: number, by: string, at: Date): Promise<KeywordRow> {
  const [row] = await db
    .insert(searchKeyword)
    .values({ keyWord, curated: true, sort, updatedAt: at, updatedBy: by })
    .onConflictDoUpdate({ target: searchKeyword.keyWord, set: { curated: true, sort, updatedAt: at, updatedBy: by } })
    .returning();
  if (!row) throw new Error('search_keyword upsert returned no row');
  return row;
}

export async function setKeyword(
  db: DbExecutor,
  id: number,
  values: Partial<Pick<KeywordRow, 'keyWord' | 'curated' | 'sort'>>,
  by: string,
  at: Date,
): Promise<void> {
  await db
    .update(searchKeyword)
    .set({ ...values, updatedAt: at, updatedBy: by })
    .where(eq(searchKeyword.id, id));
}
