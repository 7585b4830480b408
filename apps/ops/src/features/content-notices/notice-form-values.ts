import type { NoticeGroup } from '@fund-direct/domain/codes';
import type { NoticeAttachmentInput, OpsNoticeDetailResponse } from '@fund-direct/domain/contracts/ops';
import { formatDate } from '@fund-direct/domain/format';
import type { NoticeSaveBody } from './api/notice-create.ts';

// One attachment row of the form: an uploaded PDF (mediaId, with the link the upload answered) or one the notice
// already has (seq).
export interface AttachmentRow {
  name?: string;
  mediaId?: string;
  seq?: number;
  url?: string;
}

export interface NoticeFormValues {
  title?: string;
  group?: NoticeGroup;
  fundCode?: string;
  // The publish time as Beijing wall-clock time (datetime-local: YYYY-MM-DDTHH:mm).
  publishAt?: string;
  contentHtml?: string;
  attachments?: AttachmentRow[];
}

// Notices are published on Beijing time whatever the staff member's computer says.
export function toWallClockInput(iso: string): string {
  return formatDate(iso, 'YYYY-MM-DDTHH:mm');
}

export function fromWallClockInput(value: string | undefined): string {
  return value ? `${value}:00+08:00` : '';
}

export function toFormValues(notice: OpsNoticeDetailResponse | undefined, now: Date): NoticeFormValues {
  if (!notice) return { group: 'company', publishAt: toWallClockInput(now.toISOString()), contentHtml: '', attachments: [] };
  return {
    title: notice.title,
    group: notice.group,
    fundCode: notice.fundCode ?? '',
    publishAt: toWallClockInput(notice.publishAt),
    contentHtml: notice.contentHtml,
    attachments: notice.attachments.map((a) => ({ name: a.name, seq: a.seq, url: a.url, ...(a.mediaId ? { mediaId: a.mediaId } : {}) })),
  };
}

function attachmentInput(row: AttachmentRow): NoticeAttachmentInput {
  const name = row.name ?? '';
  if (row.seq !== undefined) return { name, seq: row.seq };
  return { name, mediaId: row.mediaId ?? '' };
}

export function toSaveBody(values: NoticeFormValues): NoticeSaveBody {
  return {
    title: values.title ?? '',
    group: values.group ?? ('' as NoticeGroup),
    fundCode: values.fundCode?.trim() ? values.fundCode.trim() : null,
    contentHtml: values.contentHtml ?? '',
    publishAt: fromWallClockInput(values.publishAt),
    attachments: (values.attachments ?? []).map(attachmentInput),
  };
}
