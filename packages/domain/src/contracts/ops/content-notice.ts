import { z } from 'zod';
import { NOTICE_GROUPS, type NoticeGroup } from '../../codes/notices.ts';
import { CONTENT_DISPLAY_STATES, CONTENT_STATE_CODES, type ContentDisplayState, type ContentState } from '../../ops/content-publishing.ts';
import { fundCodeSchema } from '../fund.ts';

// Console calls of notices (信息披露, /api/ops/notices…). A publish or an unpublish is a disclosure act: it is only
// proposed here ('notice.publish' / 'notice.unpublish') and takes effect when a checker approves it.

const named = (label: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? `${label}不能为空` : `${label}格式不正确`),
});
// The body as a whole: an unknown key is named by the envelope (不支持的参数：…), anything else is the body's fault.
const requestError = {
  error: (issue: { code?: string; input?: unknown }) =>
    issue.code === 'unrecognized_keys'
      ? undefined
      : issue.input === undefined || issue.input === null
        ? '请求参数不能为空'
        : '请求参数格式不正确',
};
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const groupCodes = Object.keys(NOTICE_GROUPS) as [NoticeGroup, ...NoticeGroup[]];
const displayStateCodes = Object.keys(CONTENT_DISPLAY_STATES) as [ContentDisplayState, ...ContentDisplayState[]];

export const NOTICE_LIMITS = { title: 200, contentHtml: 200_000, attachments: 20, attachmentName: 100 } as const;

export const noticeGroupSchema = z.enum(groupCodes, { error: '公告类别须为定期报告、交易公告、发行公告、临时公告或公司公告' });

// What the console offers on a notice. A live disclosure is never edited in place: a correction is a new notice
// (更正公告), and taking it off the site needs a checker too.
export type NoticeAction = 'edit' | 'submit' | 'unpublish';

export function noticeActions(state: ContentState, pending: boolean): readonly NoticeAction[] {
  if (pending) return [];
  switch (state) {
    case 'draft':
    case 'unpublished':
      return ['edit', 'submit'];
    case 'published':
      return ['unpublish'];
    case 'review':
      return [];
  }
}

// ---- GET /api/ops/notices ------------------------------------------------------------------------
export const opsNoticeListQuery = z.object({
  group: z.preprocess(blankToUndefined, noticeGroupSchema.optional()),
  fundCode: z.preprocess(blankToUndefined, fundCodeSchema.optional()),
  state: z.preprocess(blankToUndefined, z.enum(displayStateCodes, { error: '发布状态取值不正确' }).optional()),
  keyword: z.preprocess(blankToUndefined, z.string().trim().max(50, '搜索关键词不能超过50个字').optional()),
  page: z.coerce.number({ error: '页码须为正整数' }).int('页码须为正整数').min(1, '页码须为正整数').max(10_000, '页码过大').default(1),
  pageSize: z.coerce
    .number({ error: '每页条数须为1到100' })
    .int('每页条数须为1到100')
    .min(1, '每页条数须为1到100')
    .max(100, '每页条数须为1到100')
    .default(20),
});
export type OpsNoticeListQuery = z.infer<typeof opsNoticeListQuery>;

export const opsNoticeItem = z.object({
  id: z.number().int(),
  title: z.string(),
  group: z.enum(groupCodes),
  groupLabel: z.string(),
  fundCode: z.string().nullable(),
  fundName: z.string().nullable(),
  publishAt: z.string(),
  state: z.enum(CONTENT_STATE_CODES),
  displayState: z.enum(displayStateCodes),
  displayStateLabel: z.string(),
  // A pending proposal of this notice (publish or unpublish), if any.
  pendingKind: z.enum(['notice.publish', 'notice.unpublish']).nullable(),
  // The checker's reason when the last publish request was rejected (or failed) and the notice is a draft again.
  rejectReason: z.string().nullable(),
  attachmentCount: z.number().int(),
  updatedAt: z.string().nullable(),
  actions: z.array(z.enum(['edit', 'submit', 'unpublish'])),
});
export type OpsNoticeItem = z.infer<typeof opsNoticeItem>;

export const opsNoticeListResponse = z.object({ list: z.array(opsNoticeItem), total: z.number().int() });
export type OpsNoticeListResponse = z.infer<typeof opsNoticeListResponse>;

// ---- GET /api/ops/notices/:id --------------------------------------------------------------------
export const opsNoticeParams = z.object({
  id: z.coerce.number({ error: '公告编号不正确' }).int('公告编号不正确').min(1, '公告编号不正确').max(2_147_483_647, '公告编号不正确'),
});

export const opsNoticeAttachment = z.object({
  seq: z.number().int(),
  name: z.string(),
  // null for an attachment rendered from text (the site's older notices).
  mediaId: z.string().nullable(),
  url: z.string(),
});
export type OpsNoticeAttachment = z.infer<typeof opsNoticeAttachment>;

export const opsNoticeDetailResponse = opsNoticeItem.extend({
  contentHtml: z.string(),
  attachments: z.array(opsNoticeAttachment),
});
export type OpsNoticeDetailResponse = z.infer<typeof opsNoticeDetailResponse>;

// ---- POST /api/ops/notices, PUT /api/ops/notices/:id -----------------------------------------------
const attachmentName = z
  .string(named('附件名称'))
  .trim()
  .min(1, '附件名称不能为空')
  .max(NOTICE_LIMITS.attachmentName, `附件名称不能超过${NOTICE_LIMITS.attachmentName}个字`);

// An uploaded PDF, or (seq) an attachment the notice already has, kept as it is.
export const noticeAttachmentInput = z.union(
  [
    z.strictObject({ name: attachmentName, mediaId: z.uuid({ error: '附件须为上传的PDF文件' }) }),
    z.strictObject({ name: attachmentName, seq: z.number({ error: '附件序号不正确' }).int('附件序号不正确').min(1).max(32_767) }),
  ],
  { error: '附件须为上传的PDF文件' },
);
export type NoticeAttachmentInput = z.infer<typeof noticeAttachmentInput>;

export const noticeSaveRequest = z.strictObject(
  {
    title: z.string(named('标题')).trim().min(1, '标题不能为空').max(NOTICE_LIMITS.title, `标题不能超过${NOTICE_LIMITS.title}个字`),
    group: noticeGroupSchema,
    fundCode: z.preprocess(blankToUndefined, fundCodeSchema.nullable().optional()),
    contentHtml: z.string(named('正文')).max(NOTICE_LIMITS.contentHtml, `正文不能超过${NOTICE_LIMITS.contentHtml}个字符`).default(''),
    // The time it reaches the site once approved; a later time means scheduled.
    publishAt: z.iso.datetime({ offset: true, error: '发布时间格式不正确' }),
    attachments: z
      .array(noticeAttachmentInput, named('附件'))
      .max(NOTICE_LIMITS.attachments, `附件最多${NOTICE_LIMITS.attachments}个`)
      .default([]),
  },
  requestError,
);
export type NoticeSaveRequest = z.infer<typeof noticeSaveRequest>;

export const opsNoticeSaved = z.object({ id: z.number().int() });

// ---- POST /api/ops/notices/:id/submit, /unpublish ---------------------------------------------------
export const noticeSubmitRequest = z.strictObject(
  { note: z.preprocess(blankToUndefined, z.string(named('备注')).trim().max(200, '备注不能超过200个字').optional()) },
  requestError,
);
export type NoticeSubmitRequest = z.infer<typeof noticeSubmitRequest>;

export const noticeUnpublishRequest = z.strictObject(
  {
    reason: z.string({ error: '请填写下线原因' }).trim().min(2, '请填写下线原因（至少2个字）').max(200, '下线原因不能超过200个字'),
  },
  requestError,
);
export type NoticeUnpublishRequest = z.infer<typeof noticeUnpublishRequest>;
