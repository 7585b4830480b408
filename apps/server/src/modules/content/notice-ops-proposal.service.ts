import { noticeActions, type NoticeSubmitRequest, type NoticeUnpublishRequest } from '@fund-direct/domain/contracts/ops';
import { AppError } from '@fund-direct/domain/errors';
import { formatDate } from '@fund-direct/domain/format';
import { CONTENT_DISPLAY_STATES } from '@fund-direct/domain/ops';
import type { DatabaseHandle, DbExecutor } from '../../db/database.ts';
import type { AuditMeta, StaffActor } from '../../plugins/ops-session.ts';
import { propose } from '../approval/proposal.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { lockOpsNotice, selectOpsAttachments, setNoticePublishState, type OpsNoticeRow } from './notice-ops.repository.ts';
import { noticeNotFound, noticeSnapshot } from './notice-ops.service.ts';

// Publishing and unpublishing a notice are disclosure acts (maker–checker): the content operator proposes here, the
// checker's approval applies them through notice-publish.handler.ts.

export interface NoticeProposalPayload {
  id: number;
}

const noticeActionsOf = (row: OpsNoticeRow) => noticeActions(row.state, row.pendingKind !== null);

function describe(row: OpsNoticeRow): string {
  const fund = row.fundCode ? `，${row.fundName ?? ''}（${row.fundCode}）` : '';
  return `《${row.title}》${fund}`;
}

export async function submitNotice(
  database: DatabaseHandle,
  actor: StaffActor,
  meta: AuditMeta,
  now: Date,
  id: number,
  request: NoticeSubmitRequest,
): Promise<{ proposalId: string }> {
  return database.db.transaction(async (tx) => {
    const row = await lockOpsNotice(tx, id);
    if (!row) throw noticeNotFound();
    if (!noticeActionsOf(row).includes('submit')) throw new AppError('OPS_NOTICE_STATE', refusal(row, '提交发布'));
    const snapshot = noticeSnapshot(row, await selectOpsAttachments(tx, id));
    await setNoticePublishState(tx, id, 'review');
    const scheduled = row.publishAt.getTime() > now.getTime();
    const { id: proposalId } = await propose(tx, actor, meta, now, {
      kind: 'notice.publish',
      target: `notice:${id}`,
      summary: `发布公告${describe(row)}${scheduled ? `，定时于${formatDate(row.publishAt, 'YYYY-MM-DD HH:mm')}` : ''}`,
      before: { publishState: CONTENT_DISPLAY_STATES[row.state] },
      after: { publishState: CONTENT_DISPLAY_STATES[scheduled ? 'scheduled' : 'published'], ...snapshot },
      payload: { id } satisfies NoticeProposalPayload,
      ...(request.note ? { note: request.note } : {}),
    });
    return { proposalId };
  });
}

export async function requestUnpublish(
  database: DatabaseHandle,
  actor: StaffActor,
  meta: AuditMeta,
  now: Date,
  id: number,
  request: NoticeUnpublishRequest,
): Promise<{ proposalId: string }> {
  return database.db.transaction(async (tx) => {
    const row = await lockOpsNotice(tx, id);
    if (!row) throw noticeNotFound();
    if (!noticeActionsOf(row).includes('unpublish')) throw new AppError('OPS_NOTICE_STATE', refusal(row, '申请下线'));
    const { id: proposalId } = await propose(tx, actor, meta, now, {
      kind: 'notice.unpublish',
      target: `notice:${id}`,
      summary: `下线公告${describe(row)}`,
      before: { publishState: CONTENT_DISPLAY_STATES.published, title: row.title },
      after: { publishState: CONTENT_DISPLAY_STATES.unpublished, title: row.title },
      payload: { id } satisfies NoticeProposalPayload,
      note: request.reason,
    });
    return { proposalId };
  });
}

function refusal(row: OpsNoticeRow, act: string): string {
  if (row.pendingKind !== null) return `公告正在等待复核，不能${act}`;
  return `公告当前为“${CONTENT_DISPLAY_STATES[row.state]}”，不能${act}`;
}

// Applies an approved proposal in the approval's transaction, checking the notice is still where the proposal left it.
export async function applyNoticePublishState(
  tx: DbExecutor,
  actor: StaffActor,
  now: Date,
  payload: NoticeProposalPayload,
  move: 'publish' | 'unpublish',
): Promise<{ id: number }> {
  const row = await lockOpsNotice(tx, payload.id);
  if (!row) throw noticeNotFound();
  const expected = move === 'publish' ? 'review' : 'published';
  // The proposal being approved is still pending, so a 'review' notice reads as such here.
  if (row.state !== expected)
    throw new AppError('OPS_NOTICE_STATE', `公告当前为“${CONTENT_DISPLAY_STATES[row.state]}”，不能${move === 'publish' ? '发布' : '下线'}`);
  const next = move === 'publish' ? 'published' : 'unpublished';
  await setNoticePublishState(tx, payload.id, next);
  await recordAudit(tx, {
    actor,
    action: move === 'publish' ? 'notice.publish' : 'notice.unpublish',
    target: `notice:${payload.id}`,
    before: { publishState: CONTENT_DISPLAY_STATES[row.state] },
    after: { publishState: CONTENT_DISPLAY_STATES[next], publishAt: formatDate(row.publishAt, 'YYYY-MM-DD HH:mm') },
    at: now,
  });
  return { id: payload.id };
}
