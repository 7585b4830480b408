import type { ArticleContentType, ArticleSummary, NoticeSummary } from '@fund-direct/domain/contracts';
import { NOTICE_GROUPS, type NoticeGroup } from '@fund-direct/domain/codes';
import { AppError } from '@fund-direct/domain/errors';
import { formatDate } from '@fund-direct/domain/format';
import type { AttachmentLink } from '../../db/schema/content.ts';
import type { ArticleWithColumn } from './article.repository.ts';
import type { NoticeListRow } from './notice.repository.ts';

export function wireTime(value: Date): string {
  return formatDate(value, 'YYYY-MM-DD HH:mm:ss');
}

export function pageOffset(pageNum: number, pageSize: number): { offset: number; limit: number } {
  return { offset: (pageNum - 1) * pageSize, limit: pageSize };
}

// Unknown ids answer 1405 with a message naming what is missing.
export function notFound(what: string): AppError {
  return new AppError('RESOURCE_NOT_FOUND', `${what}不存在`);
}

export function toArticleSummary(row: ArticleWithColumn): ArticleSummary {
  return {
    id: row.id,
    columnId: row.columnId,
    columnName: row.columnName,
    title: row.title,
    summary: row.summary,
    author: row.author,
    cover: row.cover,
    contentType: row.contentType as ArticleContentType,
    jumpPath: row.jumpPath,
    videoUrl: row.videoUrl,
    poster: row.poster,
    durationSeconds: row.durationSeconds,
    fundCodes: row.fundCodes,
    publishedAt: wireTime(row.publishedAt),
  };
}

export function noticeAttachmentUrl(noticeId: number, seq: number): string {
  return `/resources/notice/${noticeId}/${seq}.pdf`;
}

export function toNoticeSummary(row: NoticeListRow): NoticeSummary {
  const group = row.groupKey as NoticeGroup;
  return {
    noticeId: row.id,
    group,
    groupName: NOTICE_GROUPS[group],
    title: row.title,
    fundCode: row.fundCode,
    publishedAt: wireTime(row.publishedAt),
    attachmentCount: row.attachmentCount,
  };
}

export function toAttachmentLinks(list: readonly AttachmentLink[]): { name: string; url: string }[] {
  return list.map((a) => ({ name: a.name, url: a.path }));
}
