import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { footprint, watch } from '../../db/schema/behaviour.ts';
import { article } from '../../db/schema/content.ts';
import { fund } from '../../db/schema/fund.ts';

export interface RefKey {
  refType: string;
  refObjectId: string;
}

export interface Page {
  offset: number;
  limit: number;
}

// The fund name or article title of a watched / viewed object (null once it is gone).
function titleOf(table: typeof watch | typeof footprint): SQL<string | null> {
  return sql<string | null>`case ${table.refType}
    when 'own_select' then (select ${fund.name} from ${fund} where ${fund.code} = ${table.refObjectId})
    else (select ${article.title} from ${article} where ${article.id}::text = ${table.refObjectId}) end`;
}

export async function objectExists(db: DbExecutor, key: RefKey): Promise<boolean> {
  const rows =
    key.refType === 'own_select'
      ? await db
          .select({ one: sql`1` })
          .from(fund)
          .where(eq(fund.code, key.refObjectId))
          .limit(1)
      : await db
          .select({ one: sql`1` })
          .from(article)
          .where(eq(article.id, Number(key.refObjectId)))
          .limit(1);
  return rows.length > 0;
}

export async function insertWatch(db: DbExecutor, customerId: string, key: RefKey, at: Date): Promise<void> {
  await db
    .insert(watch)
    .values({ customerId, refType: key.refType, refObjectId: key.refObjectId, createdAt: at })
    .onConflictDoNothing({ target: [watch.customerId, watch.refType, watch.refObjectId] });
}

export async function deleteWatch(db: DbExecutor, customerId: string, key: RefKey): Promise<void> {
  await db
    .delete(watch)
    .where(and(eq(watch.customerId, customerId), eq(watch.refType, key.refType), eq(watch.refObjectId, key.refObjectId)));
}

function ownedBy(table: typeof watch | typeof footprint, customerId: string, refType: string | undefined): SQL | undefined {
  return and(eq(table.customerId, customerId), refType === undefined ? undefined : eq(table.refType, refType));
}

// A customer's watchlist or footprints, newest first, with the time each was added or last viewed.
export async function listOwned(db: DbExecutor, list: 'watch' | 'footprint', customerId: string, refType: string | undefined, page: Page) {
  const table = list === 'watch' ? watch : footprint;
  const at = list === 'watch' ? watch.createdAt : footprint.viewedAt;
  const where = ownedBy(table, customerId, refType);
  const rows = await db
    .select({ refType: table.refType, refObjectId: table.refObjectId, title: titleOf(table), at })
    .from(table)
    .where(where)
    .orderBy(desc(at), desc(table.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db.select({ total: count() }).from(table).where(where);
  return { rows, total: total?.total ?? 0 };
}

export async function watchedIds(db: DbExecutor, customerId: string, refType: string): Promise<string[]> {
  const rows = await db
    .select({ id: watch.refObjectId })
    .from(watch)
    .where(and(eq(watch.customerId, customerId), eq(watch.refType, refType)));
  return rows.map((row) => row.id);
}

// A second view of the same object moves it to the top instead of adding a row.
export async function upsertFootprint(db: DbExecutor, customerId: string, key: RefKey, at: Date): Promise<void> {
  await db
    .insert(footprint)
    .values({ customerId, refType: key.refType, refObjectId: key.refObjectId, viewedAt: at })
    .onConflictDoUpdate({ target: [footprint.customerId, footprint.refType, footprint.refObjectId], set: { viewedAt: at } });
}

// Deletes everything of the customer beyond the newest `keep` footprints.
export async function pruneFootprints(db: DbExecutor, customerId: string, keep: number): Promise<void> {
  await db.execute(sql`delete from ${footprint} where ${footprint.customerId} = ${customerId} and ${footprint.id} not in (
    select ${footprint.id} from ${footprint} where ${footprint.customerId} = ${customerId}
    order by ${footprint.viewedAt} desc, ${footprint.id} desc limit ${keep})`);
}
