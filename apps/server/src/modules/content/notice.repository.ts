import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { notice, noticeAttachment, type NoticeRow } from '../../db/schema/content.ts';

export type NoticeListRow = NoticeRow & { attachmentCount: number };
export type NoticeAttachmentRow = typeof noticeAttachment.$inferSelect;

export interface NoticeFilter {
  group?: string | undefined;
  fundCode?: string | undefined;
  offset: number;
  limit: number;
}

// §3 messages: only state '0' and '1' are shown.
const VISIBLE = inArray(notice.state, ['0', '1']);

function noticeWhere(filter: Omit<NoticeFilter, 'offset' | 'limit'>): SQL | undefined {
  const conditions: SQL[] = [VISIBLE];
  if (filter.group !== undefined) conditions.push(eq(notice.groupKey, filter.group));
  if (filter.fundCode !== undefined) conditions.push(eq(notice.fundCode, filter.fundCode));
  return and(...conditions);
}

const attachmentCount = sql<number>`(select count(*)::int from ${noticeAttachment} where ${noticeAttachment.noticeId} = ${notice.id})`;

export async function listNotices(db: DbExecutor, filter: NoticeFilter): Promise<{ rows: NoticeListRow[]; total: number }> {
  const where = noticeWhere(filter);
  const rows = await db
    .select({ notice, attachmentCount })
    .from(notice)
    .where(where)
    .orderBy(desc(notice.publishedAt), desc(notice.id))
    .offset(filter.offset)
    .limit(filter.limit);
  const [totalRow] = await db.select({ total: count() }).from(notice).where(where);
  return { rows: rows.map((r) => ({ ...r.notice, attachmentCount: Number(r.attachmentCount) })), total: totalRow?.total ?? 0 };
}

export async function findNotice(db: DbExecutor, id: number): Promise<NoticeRow | undefined> {
  const [row] = await db
    .select()
    .from(notice)
    .where(and(eq(notice.id, id), VISIBLE))
    .limit(1);
  return row;
}

export async function listAttachments(db: DbExecutor, noticeId: number): Promise<NoticeAttachmentRow[]> {
  return db.select().from(noticeAttachment).where(eq(noticeAttachment.noticeId, noticeId)).orderBy(asc(noticeAttachment.seq));
}

export async function findAttachment(
  db: DbExecutor,
  noticeId: number,
  seq: number,
): Promise<(NoticeAttachmentRow & { noticeDate: Date }) | undefined> {
  const [row] = await db
    .select({ attachment: noticeAttachment, noticeDate: notice.publishedAt })
    .from(noticeAttachment)
    .innerJoin(notice, eq(notice.id, noticeAttachment.noticeId))
    .where(and(eq(noticeAttachment.noticeId, noticeId), eq(noticeAttachment.seq, seq), VISIBLE))
    .limit(1);
  return row ? { ...row.attachment, noticeDate: row.noticeDate } : undefined;
}
