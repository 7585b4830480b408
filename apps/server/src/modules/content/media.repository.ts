import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { media } from '../../db/schema/content.ts';

export type MediaRow = typeof media.$inferSelect;

export async function insertMedia(db: DbExecutor, row: MediaRow): Promise<void> {
  await db.insert(media).values(row);
}

export async function findMedia(db: DbExecutor, id: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  return row;
}
