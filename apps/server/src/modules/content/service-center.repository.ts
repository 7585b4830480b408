import { count, desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { servicePage, type ServicePageRow } from '../../db/schema/content.ts';

// §3: service-centre lists are sorted by serviceTime descending.
export async function listServicePages(
  db: DbExecutor,
  serviceType: string,
  offset: number,
  limit: number,
): Promise<{ rows: ServicePageRow[]; total: number }> {
  const where = eq(servicePage.serviceType, serviceType);
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

export async function findServicePage(db: DbExecutor, id: number): Promise<ServicePageRow | undefined> {
  const [row] = await db.select().from(servicePage).where(eq(servicePage.id, id)).limit(1);
  return row;
}
