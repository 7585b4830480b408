import { and, count, desc, eq, gte, ilike, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { auditLog } from '../../db/schema/ops.ts';

// What the auditor filters on, already turned into instants and patterns.
export interface AuditRowFilter {
  fromAt?: Date;
  // Exclusive: the start of the day after the last day asked for.
  untilAt?: Date;
  username?: string;
  action?: string;
  targetContains?: string;
}

const columns = {
  id: auditLog.id,
  occurredAt: auditLog.occurredAt,
  staffId: auditLog.staffId,
  username: auditLog.username,
  role: auditLog.role,
  action: auditLog.action,
  target: auditLog.target,
  ip: auditLog.ip,
  userAgent: auditLog.userAgent,
  before: auditLog.before,
  after: auditLog.after,
  reason: auditLog.reason,
  hash: sql<string>`encode(${auditLog.hash}, 'hex')`,
};

export type AuditRowView = Omit<typeof auditLog.$inferSelect, 'prevHash' | 'hash'> & { hash: string };

// LIKE wildcards typed by the auditor are matched literally.
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereOf(filter: AuditRowFilter, beforeId?: number): SQL | undefined {
  return and(
    filter.fromAt ? gte(auditLog.occurredAt, filter.fromAt) : undefined,
    filter.untilAt ? lt(auditLog.occurredAt, filter.untilAt) : undefined,
    filter.username ? eq(auditLog.username, filter.username) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.targetContains ? ilike(auditLog.target, containsPattern(filter.targetContains)) : undefined,
    beforeId === undefined ? undefined : lte(auditLog.id, beforeId),
  );
}

export async function countAuditRows(db: DbExecutor, filter: AuditRowFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(whereOf(filter));
  return Number(row?.n ?? 0);
}

// Newest first, one page.
export function auditRowsPage(db: DbExecutor, filter: AuditRowFilter, page: { limit: number; offset: number }): Promise<AuditRowView[]> {
  return db.select(columns).from(auditLog).where(whereOf(filter)).orderBy(desc(auditLog.id)).limit(page.limit).offset(page.offset);
}

// Newest first from `atMostId` down: the export reads the log in keyset chunks, so a million rows never sit in memory.
export function auditRowsFrom(db: DbExecutor, filter: AuditRowFilter, atMostId: number, limit: number): Promise<AuditRowView[]> {
  return db.select(columns).from(auditLog).where(whereOf(filter, atMostId)).orderBy(desc(auditLog.id)).limit(limit);
}

export async function newestAuditId(db: DbExecutor): Promise<number> {
  const [row] = await db.select({ id: sql<string | null>`max(${auditLog.id})::text` }).from(auditLog);
  return Number(row?.id ?? 0);
}
