import { NOTICE_GROUPS, type NoticeGroup } from '@fund-direct/domain/codes';
import {
  mediaUrl,
  noticeActions,
  type NoticeSaveRequest,
  type OpsNoticeDetailResponse,
  type OpsNoticeItem,
  type OpsNoticeListQuery,
  type OpsNoticeListResponse,
} from '@fund-direct/domain/contracts/ops';
import { AppError, ERRORS } from '@fund-direct/domain/errors';
import { formatDate } from '@fund-direct/domain/format';
import { CONTENT_DISPLAY_STATES, contentDisplayState } from '@fund-direct/domain/ops';
import type { DatabaseHandle, DbExecutor } from '../../db/database.ts';
import type { AuditMeta, StaffActor } from '../../plugins/ops-session.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { noticeAttachmentUrl } from './content-mappers.ts';
import {
  fundExists,
  insertNotice,
  lockOpsNotice,
  replaceAttachments,
  selectAttachmentTexts,
  selectOpsAttachments,
  selectOpsNotice,
  selectOpsNotices,
  selectPdfMediaIds,
  updateNotice,
  type AttachmentValues,
  type OpsNoticeRow,
} from './notice-ops.repository.ts';
import { htmlToText, sanitizeHtml } from './sanitize-html.ts';

// Notices (信息披露) in the console: drafts are written here; publishing and unpublishing are proposals
// (notice-publish.handler.ts) that a checker approves.

export function invalid(message: string): AppError {
  return new AppError(ERRORS.VALIDATION, message);
}

export function noticeNotFound(): AppError {
  return new AppError('RESOURCE_NOT_FOUND', '该公告不存在');
}

export function toOpsNoticeItem(row: OpsNoticeRow, now: Date): OpsNoticeItem {
  const displayState = contentDisplayState(row.state, row.publishAt, now);
  const pendingKind = row.pendingKind === 'notice.publish' || row.pendingKind === 'notice.unpublish' ? row.pendingKind : null;
  return {
    id: row.id,
    title: row.title,
    group: row.groupKey as NoticeGroup,
    groupLabel: NOTICE_GROUPS[row.groupKey as NoticeGroup] ?? row.groupKey,
    fundCode: row.fundCode,
    fundName: row.fundName,
    publishAt: row.publishAt.toISOString(),
    state: row.state,
    displayState,
    displayStateLabel: CONTENT_DISPLAY_STATES[displayState],
    pendingKind,
    rejectReason: row.state === 'draft' ? row.lastRejection : null,
    attachmentCount: row.attachmentCount,
    updatedAt: row.updatedAt?.toISOString() ?? null,
    actions: [...noticeActions(row.state, pendingKind !== null)],
  };
}

export async function listOpsNotices(db: DbExecutor, query: OpsNoticeListQuery, now: Date): Promise<OpsNoticeListResponse> {
  const { rows, total } = await selectOpsNotices(db, {
    group: query.group,
    fundCode: query.fundCode,
    state: query.state,
    keyword: query.keyword,
    now,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return { list: rows.map((row) => toOpsNoticeItem(row, now)), total };
}

export async function opsNoticeDetail(db: DbExecutor, id: number, now: Date): Promise<OpsNoticeDetailResponse> {
  const row = await selectOpsNotice(db, id);
  if (!row) throw noticeNotFound();
  const attachments = await selectOpsAttachments(db, id);
  return {
    ...toOpsNoticeItem(row, now),
    contentHtml: row.contentHtml,
    // An upload is read from the file store (the site's link answers only once the notice is live).
    attachments: attachments.map((a) => ({
      seq: a.seq,
      name: a.name,
      mediaId: a.mediaId,
      url: a.mediaId ? mediaUrl(a.mediaId) : noticeAttachmentUrl(id, a.seq),
    })),
  };
}

// What the checker reads of a notice, and what an audit row keeps of it: labelled values, the text of the body
// rather than its markup.
export function noticeSnapshot(
  row: Pick<OpsNoticeRow, 'title' | 'groupKey' | 'fundCode' | 'contentHtml' | 'publishAt'>,
  attachments: readonly { name: string }[],
) {
  const text = htmlToText(row.contentHtml);
  return {
    title: row.title,
    group: NOTICE_GROUPS[row.groupKey as NoticeGroup] ?? row.groupKey,
    fundCode: row.fundCode,
    publishAt: formatDate(row.publishAt, 'YYYY-MM-DD HH:mm'),
    contentHtml: text.length > 300 ? `${text.slice(0, 300)}…` : text,
    attachments: attachments.map((a) => a.name),
  };
}

async function attachmentValues(tx: DbExecutor, noticeId: number | null, request: NoticeSaveRequest): Promise<AttachmentValues[]> {
  const existing = noticeId === null ? new Map() : await selectAttachmentTexts(tx, noticeId);
  return request.attachments.map((attachment, index) => {
    if ('mediaId' in attachment) return { name: attachment.name, mediaId: attachment.mediaId, contentHtml: null };
    const kept = existing.get(attachment.seq);
    if (!kept) throw invalid(`附件${index + 1}：该附件不存在，请重新上传`);
    return { name: attachment.name, mediaId: kept.mediaId, contentHtml: kept.contentHtml };
  });
}

async function checkNotice(db: DbExecutor, request: NoticeSaveRequest): Promise<void> {
  if (request.fundCode && !(await fundExists(db, request.fundCode))) throw invalid(`基金代码：基金 ${request.fundCode} 不存在`);
  const uploads = request.attachments.flatMap((a) => ('mediaId' in a ? [a.mediaId] : []));
  const pdfs = await selectPdfMediaIds(db, uploads);
  const index = request.attachments.findIndex((a) => 'mediaId' in a && !pdfs.has(a.mediaId));
  if (index >= 0) throw invalid(`附件${index + 1}：须为已上传的PDF文件，请重新上传`);
}

function values(request: NoticeSaveRequest, actor: StaffActor, now: Date) {
  return {
    title: request.title,
    groupKey: request.group,
    fundCode: request.fundCode ?? null,
    contentHtml: sanitizeHtml(request.contentHtml),
    publishedAt: new Date(request.publishAt),
    updatedAt: now,
    updatedBy: actor.id,
  };
}

export async function createNotice(
  database: DatabaseHandle,
  actor: StaffActor,
  meta: AuditMeta,
  now: Date,
  request: NoticeSaveRequest,
): Promise<{ id: number }> {
  return database.db.transaction(async (tx) => {
    await checkNotice(tx, request);
    const attachments = await attachmentValues(tx, null, request);
    const row = values(request, actor, now);
    const id = await insertNotice(tx, row);
    await replaceAttachments(tx, id, attachments);
    const after = { ...noticeSnapshot({ ...row, publishAt: row.publishedAt }, attachments), publishState: '草稿' };
    await recordAudit(tx, { actor, action: 'notice.create', target: `notice:${id}`, after, meta, at: now });
    return { id };
  });
}

export async function editNotice(
  database: DatabaseHandle,
  actor: StaffActor,
  meta: AuditMeta,
  now: Date,
  id: number,
  request: NoticeSaveRequest,
): Promise<{ id: number }> {
  return database.db.transaction(async (tx) => {
    const current = await lockOpsNotice(tx, id);
    if (!current) throw noticeNotFound();
    if (!noticeActions(current.state, current.pendingKind !== null).includes('edit')) {
      throw new AppError('OPS_NOTICE_STATE', editRefusal(current));
    }
    await checkNotice(tx, request);
    const before = noticeSnapshot(current, await selectOpsAttachments(tx, id));
    const attachments = await attachmentValues(tx, id, request);
    const row = values(request, actor, now);
    await updateNotice(tx, id, row);
    await replaceAttachments(tx, id, attachments);
    const after = noticeSnapshot({ ...row, publishAt: row.publishedAt }, attachments);
    await recordAudit(tx, {
      actor,
      action: 'notice.update',
      target: `notice:${id}`,
      before: { ...before, publishState: CONTENT_DISPLAY_STATES[current.state] },
      after: { ...after, publishState: '草稿' },
      meta,
      at: now,
    });
    return { id };
  });
}

export function editRefusal(row: Pick<OpsNoticeRow, 'state' | 'pendingKind'>): string {
  if (row.pendingKind !== null) return '公告正在等待复核，复核完成前不能修改';
  if (row.state === 'published') return '已发布的公告不能直接修改：请申请下线后修改，或发布更正公告';
  return '公告当前状态不能修改';
}
