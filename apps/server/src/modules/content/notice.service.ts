import type { NoticeDetail, NoticeListRequest, NoticeListResponse } from '@fund-direct/domain/contracts';
import type { DbExecutor } from '../../db/database.ts';
import { fundNames } from './article.repository.ts';
import { noticeAttachmentUrl, notFound, pageOffset, toNoticeSummary } from './content-mappers.ts';
import { findNotice, listAttachments, listNotices } from './notice.repository.ts';

export async function noticeList(db: DbExecutor, request: NoticeListRequest, now: Date): Promise<NoticeListResponse> {
  const { rows, total } = await listNotices(db, {
    now,
    group: request.group,
    fundCode: request.fundCode,
    ...pageOffset(request.pageNum, request.pageSize),
  });
  return { list: rows.map(toNoticeSummary), total };
}

export async function noticeDetail(db: DbExecutor, id: number, now: Date): Promise<NoticeDetail> {
  const row = await findNotice(db, id, now);
  if (!row) throw notFound('公告');
  const [attachments, names] = await Promise.all([listAttachments(db, id), fundNames(db, row.fundCode ? [row.fundCode] : [])]);
  return {
    ...toNoticeSummary({ ...row, attachmentCount: attachments.length }),
    fundName: row.fundCode ? (names.get(row.fundCode) ?? null) : null,
    contentHtml: row.contentHtml,
    attachments: attachments.map((a) => ({ name: a.name, url: noticeAttachmentUrl(id, a.seq) })),
  };
}
