import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { media, notice, noticeAttachment, type NoticeRow } from '../../db/schema/content.ts';
import { liveCondition } from './live-content.ts';

export type NoticeListRow = NoticeRow & { attachmentCount: number };
export type NoticeAttachmentRow = typeof noticeAttachment.$inferSelect;

export interface NoticeFilter {
  // The app's clock: only notices live at this instant are read.
  now: Date;
  group?: string | undefined;
  fundCode?: string | undefined;
  offset: number;
  limit: number;
}

// §3 messages: only state '0' and '1' are shown, and of those only what the console has published and whose time has
// come (a draft, a notice under review, a scheduled or an unpublished one is not on the site).
export function visibleNotice(now: Date): SQL {
  return and(inArray(notice.state, ['0', '1']), liveCondition(notice, now)) as SQL;
}

function noticeWhere(filter: Omit<NoticeFilter, 'offset' | 'limit'>): SQL | undefined {
  const conditions: SQL[] = [visibleNotice(filter.now)];
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

export async function findNotice(db: DbExecutor, id: number, now: Date): Promise<NoticeRow | undefined> {
  const [row] = await db
    .select()
    .from(notice)
    .where(and(eq(notice.id, id), visibleNotice(now)))
    .limit(1);
  return row;
}

export async function listAttachments(db: DbExecutor, noticeId: number): Promise<NoticeAttachmentRow[]> {
  return db.select().from(noticeAttachment).where(eq(noticeAttachment.noticeId, noticeId)).orderBy(asc(noticeAttachment.seq));
}

// An attachment of a live notice: its text to render, or the bytes of the uploaded PDF.
export async function findAttachment(
  db: DbExecutor,
  noticeId: number,
  seq: number,
  now: Date,
): Promise<(NoticeAttachmentRow & { noticeDate: Date; pdf: { bytes: Buffer; sha256: string } | null }) | undefined> {
  const [row] = await db
    .select({ attachment: noticeAttachment, noticeDate: notice.publishedAt, bytes: media.bytes, sha256: media.sha256 })
    .from(noticeAttachment)
    .innerJoin(notice, eq(notice.id, noticeAttachment.noticeId))
    .leftJoin(media, eq(media.id, noticeAttachment.mediaId))
    .where(and(eq(noticeAttachment.noticeId, noticeId), eq(noticeAttachment.seq, seq), visibleNotice(now)))
    .limit(1);
  if (!row) return undefined;
  const pdf = row.bytes !== null && row.sha256 !== null ? { bytes: row.bytes, sha256: row.sha256 } : null;
  return { ...row.attachment, noticeDate: row.noticeDate, pdf };
}
