import { and, count, desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { servicePage, type ServicePageRow } from '../../db/schema/content.ts';
import { liveCondition } from './live-content.ts';

// Only what is on the site now: published, and its publish time has come (by the app's clock).
const live = (now: Date) => liveCondition(servicePage, now);

// §3: service-centre lists are sorted by serviceTime descending.
export async function listServicePages(
  db: DbExecutor,
  serviceType: string,
  now: Date,
  offset: number,
  limit: number,
): Promise<{ rows: ServicePageRow[]; total: number }> {
  const where = and(eq(servicePage.serviceType, serviceType), live(now));
  const rows = await db
    .select()
    .from(servicePage)
    .where(where)
    .orderBy(desc(servicePage.serviceTime), desc(servicePage.sort), desc(servicePage.id))
    .offset(offset)
    .limit(limit);
  const [totalRow] = await db.select({ total: count() }).from(servicePage).where(where);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function findServicePage(db: DbExecutor, id: number, now: Date): Promise<ServicePageRow | undefined> {
  const [row] = await db
    .select()
    .from(servicePage)
    .where(and(eq(servicePage.id, id), live(now)))
    .limit(1);
  return row;
}
