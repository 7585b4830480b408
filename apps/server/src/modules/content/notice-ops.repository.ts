import type { ContentState } from '@fund-direct/domain/ops';
import { and, asc, count, desc, eq, gt, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { media, notice, noticeAttachment } from '../../db/schema/content.ts';
import { fund } from '../../db/schema/fund.ts';
import { proposal } from '../../db/schema/ops.ts';

// The console's reads and writes of notices. A notice waiting for a checker is stored as 'review'; once its proposal
// is no longer pending (rejected or failed: an approval moves it on) the notice is a draft again, so the state the
// console works with is derived here, once.

const target = sql`'notice:' || ${notice.id}`;

const pendingKind = sql<string | null>`(select ${proposal.kind} from ${proposal}
  where ${proposal.target} = ${target} and ${proposal.status} = 'pending'
    and ${proposal.kind} in ('notice.publish', 'notice.unpublish')
  order by ${proposal.proposedAt} desc limit 1)`;

const effectiveState = sql<ContentState>`case when ${notice.publishState} = 'review' and ${pendingKind} is null
  then 'draft' else ${notice.publishState} end`;

const lastRejection = sql<string | null>`(select coalesce(${proposal.decisionReason}, ${proposal.error}) from ${proposal}
  where ${proposal.target} = ${target} and ${proposal.kind} = 'notice.publish' and ${proposal.status} in ('rejected', 'failed')
  order by ${proposal.decidedAt} desc limit 1)`;

const attachmentCount = sql<number>`(select count(*)::int from ${noticeAttachment} where ${noticeAttachment.noticeId} = ${notice.id})`;

const columns = {
  id: notice.id,
  title: notice.title,
  groupKey: notice.groupKey,
  fundCode: notice.fundCode,
  fundName: fund.name,
  contentHtml: notice.contentHtml,
  publishAt: notice.publishedAt,
  state: effectiveState,
  pendingKind,
  lastRejection,
  attachmentCount,
  updatedAt: notice.updatedAt,
};

export interface OpsNoticeRow {
  id: number;
  title: string;
  groupKey: string;
  fundCode: string | null;
  fundName: string | null;
  contentHtml: string;
  publishAt: Date;
  state: ContentState;
  pendingKind: string | null;
  lastRejection: string | null;
  attachmentCount: number;
  updatedAt: Date | null;
}

export interface OpsNoticeFilter {
  group?: string | undefined;
  fundCode?: string | undefined;
  // A display state: 'scheduled' and 'published' split the published rows at `now`.
  state?: string | undefined;
  keyword?: string | undefined;
  now: Date;
  offset: number;
  limit: number;
}

function stateCondition(state: string, now: Date): SQL {
  if (state === 'scheduled') return and(sql`${effectiveState} = 'published'`, gt(notice.publishedAt, now)) as SQL;
  if (state === 'published') return and(sql`${effectiveState} = 'published'`, lte(notice.publishedAt, now)) as SQL;
  return sql`${effectiveState} = ${state}`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function selectOpsNotices(db: DbExecutor, filter: OpsNoticeFilter): Promise<{ rows: OpsNoticeRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.group !== undefined) conditions.push(eq(notice.groupKey, filter.group));
  if (filter.fundCode !== undefined) conditions.push(eq(notice.fundCode, filter.fundCode));
  if (filter.state !== undefined) conditions.push(stateCondition(filter.state, filter.now));
  if (filter.keyword !== undefined) conditions.push(ilike(notice.title, `%${escapeLike(filter.keyword)}%`));
  const where = and(...conditions);
  const rows = await db
    .select(columns)
    .from(notice)
    .leftJoin(fund, eq(fund.code, notice.fundCode))
    .where(where)
    .orderBy(desc(sql`coalesce(${notice.updatedAt}, ${notice.publishedAt})`), desc(notice.id))
    .offset(filter.offset)
    .limit(filter.limit);
  const [totalRow] = await db.select({ total: count() }).from(notice).where(where);
  return { rows: rows.map(normalise), total: totalRow?.total ?? 0 };
}

export async function selectOpsNotice(db: DbExecutor, id: number): Promise<OpsNoticeRow | undefined> {
  const [row] = await db.select(columns).from(notice).leftJoin(fund, eq(fund.code, notice.fundCode)).where(eq(notice.id, id)).limit(1);
  return row ? normalise(row) : undefined;
}

// Locks the notice row for a change in this transaction, then reads it.
export async function lockOpsNotice(tx: DbExecutor, id: number): Promise<OpsNoticeRow | undefined> {
  const locked = await tx.select({ id: notice.id }).from(notice).where(eq(notice.id, id)).for('update');
  if (locked.length === 0) return undefined;
  return selectOpsNotice(tx, id);
}

function normalise(row: Omit<OpsNoticeRow, 'attachmentCount'> & { attachmentCount: number | string }): OpsNoticeRow {
  return { ...row, attachmentCount: Number(row.attachmentCount) };
}

export type OpsAttachmentRow = Pick<typeof noticeAttachment.$inferSelect, 'seq' | 'name' | 'mediaId'>;

export async function selectOpsAttachments(db: DbExecutor, noticeId: number): Promise<OpsAttachmentRow[]> {
  return db
    .select({ seq: noticeAttachment.seq, name: noticeAttachment.name, mediaId: noticeAttachment.mediaId })
    .from(noticeAttachment)
    .where(eq(noticeAttachment.noticeId, noticeId))
    .orderBy(asc(noticeAttachment.seq));
}

export async function fundExists(db: DbExecutor, code: string): Promise<boolean> {
  const rows = await db.select({ code: fund.code }).from(fund).where(eq(fund.code, code)).limit(1);
  return rows.length > 0;
}

export interface NoticeValues {
  title: string;
  groupKey: string;
  fundCode: string | null;
  contentHtml: string;
  publishedAt: Date;
  updatedAt: Date;
  updatedBy: string;
}

export async function insertNotice(tx: DbExecutor, values: NoticeValues): Promise<number> {
  const [row] = await tx
    .insert(notice)
    .values({ ...values, publishState: 'draft' })
    .returning({ id: notice.id });
  if (!row) throw new Error('notice insert returned no row');
  return row.id;
}

export async function updateNotice(tx: DbExecutor, id: number, values: NoticeValues): Promise<void> {
  await tx
    .update(notice)
    .set({ ...values, publishState: 'draft' })
    .where(eq(notice.id, id));
}

export async function setNoticePublishState(tx: DbExecutor, id: number, state: ContentState): Promise<void> {
  await tx.update(notice).set({ publishState: state }).where(eq(notice.id, id));
}

// The new list of attachments: rows kept by seq keep their rendered text, uploaded PDFs reference their media row.
export interface AttachmentValues {
  name: string;
  mediaId: string | null;
  contentHtml: string | null;
}

export async function replaceAttachments(tx: DbExecutor, noticeId: number, attachments: readonly AttachmentValues[]): Promise<void> {
  await tx.delete(noticeAttachment).where(eq(noticeAttachment.noticeId, noticeId));
  if (attachments.length === 0) return;
  await tx.insert(noticeAttachment).values(attachments.map((a, index) => ({ noticeId, seq: index + 1, ...a })));
}

export async function selectAttachmentTexts(
  db: DbExecutor,
  noticeId: number,
): Promise<Map<number, { contentHtml: string | null; mediaId: string | null }>> {
  const rows = await db
    .select({ seq: noticeAttachment.seq, contentHtml: noticeAttachment.contentHtml, mediaId: noticeAttachment.mediaId })
    .from(noticeAttachment)
    .where(eq(noticeAttachment.noticeId, noticeId));
  return new Map(rows.map((r) => [r.seq, { contentHtml: r.contentHtml, mediaId: r.mediaId }]));
}

// Which of the ids are uploaded PDFs (an image or an unknown id is not an attachment).
export async function selectPdfMediaIds(db: DbExecutor, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: media.id })
    .from(media)
    .where(and(inArray(media.id, [...ids]), eq(media.kind, 'pdf')));
  return new Set(rows.map((r) => r.id));
}
