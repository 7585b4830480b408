import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { dataExport } from '../../db/schema/personal-data.ts';

const listed = {
  id: dataExport.id,
  state: dataExport.state,
  progress: dataExport.progress,
  requestedAt: dataExport.requestedAt,
  readyAt: dataExport.readyAt,
  expiresAt: dataExport.expiresAt,
  downloads: dataExport.downloads,
};

export type ExportRow = { [K in keyof typeof listed]: (typeof dataExport.$inferSelect)[K] };

export async function insertExport(
  db: DbExecutor,
  input: { customerId: string; at: Date; ip: string | null; userAgent: string | null },
): Promise<ExportRow> {
  const [row] = await db
    .insert(dataExport)
    .values({ customerId: input.customerId, requestedAt: input.at, ip: input.ip, userAgent: input.userAgent })
    .returning(listed);
  if (!row) throw new Error('data_export insert returned no row');
  return row;
}

export function exportsOf(db: DbExecutor, customerId: string, limit: number): Promise<ExportRow[]> {
  return db.select(listed).from(dataExport).where(eq(dataExport.customerId, customerId)).orderBy(desc(dataExport.requestedAt)).limit(limit);
}

export async function countRequestedSince(db: DbExecutor, customerId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(dataExport)
    .where(and(eq(dataExport.customerId, customerId), gte(dataExport.requestedAt, since)));
  return row?.n ?? 0;
}

export async function hasWaitingExport(db: DbExecutor, customerId: string): Promise<boolean> {
  const rows = await db
    .select({ id: dataExport.id })
    .from(dataExport)
    .where(and(eq(dataExport.customerId, customerId), inArray(dataExport.state, ['pending', 'running'])))
    .limit(1);
  return rows.length > 0;
}

// Takes the oldest waiting export, or one whose instance stopped working on it before `staleBefore`; two instances
// never take the same one (SKIP LOCKED).
export async function claimExport(db: DbExecutor, now: Date, staleBefore: Date): Promise<{ id: string; customerId: string } | undefined> {
  const [row] = await rowsOf<{ id: string; customer_id: string }>(
    db,
    sql`update ${dataExport} set state = 'running', progress = 0, started_at = ${now.toISOString()}::timestamptz
        where id = (
          select id from ${dataExport}
          where state = 'pending' or (state = 'running' and started_at < ${staleBefore.toISOString()}::timestamptz)
          order by requested_at
          for update skip locked
          limit 1)
        returning id, customer_id`,
  );
  return row ? { id: row.id, customerId: row.customer_id } : undefined;
}

export async function setProgress(db: DbExecutor, id: string, progress: number): Promise<void> {
  await db
    .update(dataExport)
    .set({ progress })
    .where(and(eq(dataExport.id, id), eq(dataExport.state, 'running')));
}

export async function finishExport(
  db: DbExecutor,
  id: string,
  files: { json: Buffer; pdf: Buffer; readyAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .update(dataExport)
    .set({ state: 'ready', progress: 100, jsonBody: files.json, pdfBody: files.pdf, readyAt: files.readyAt, expiresAt: files.expiresAt })
    .where(eq(dataExport.id, id));
}

export async function failExport(db: DbExecutor, id: string): Promise<void> {
  await db.update(dataExport).set({ state: 'failed' }).where(eq(dataExport.id, id));
}

// The file of a ready export whose link has not expired; the download is counted in the same statement.
export async function takeExportFile(db: DbExecutor, id: string, format: 'json' | 'pdf', now: Date): Promise<Buffer | undefined> {
  const [row] = await db
    .update(dataExport)
    .set({ downloads: sql`${dataExport.downloads} + 1`, lastDownloadAt: now })
    .where(and(eq(dataExport.id, id), eq(dataExport.state, 'ready'), gte(dataExport.expiresAt, now)))
    .returning({ body: format === 'json' ? dataExport.jsonBody : dataExport.pdfBody });
  return row?.body ?? undefined;
}

// Files of expired links are dropped; the request record stays.
export async function dropExpiredFiles(db: DbExecutor, now: Date): Promise<void> {
  await db
    .update(dataExport)
    .set({ jsonBody: null, pdfBody: null })
    .where(and(eq(dataExport.state, 'ready'), lt(dataExport.expiresAt, now), sql`${dataExport.jsonBody} is not null`));
}
