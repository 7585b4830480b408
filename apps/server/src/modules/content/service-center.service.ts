import type { ServiceCenterListRequest, ServiceItem, ServiceType } from '@fund-direct/domain/contracts';
import type { DbExecutor } from '../../db/database.ts';
import type { ServicePageRow } from '../../db/schema/content.ts';
import { notFound, pageOffset, toAttachmentLinks, wireTime } from './content-mappers.ts';
import { findServicePage, listServicePages } from './service-center.repository.ts';

function toServiceItem(row: ServicePageRow): ServiceItem {
  return {
    id: row.id,
    serviceType: row.serviceType as ServiceType,
    title: row.title,
    serviceTime: wireTime(row.serviceTime),
    contentHtml: row.contentHtml,
    attachments: toAttachmentLinks(row.attachments),
  };
}

export async function serviceCenterList(db: DbExecutor, request: ServiceCenterListRequest, now: Date) {
  const { pageNum, pageSize } = request.pageParam;
  const { offset, limit } = pageOffset(pageNum, pageSize);
  const { rows, total } = await listServicePages(db, request.serviceType, now, offset, limit);
  return { list: rows.map(toServiceItem), total };
}

export async function serviceCenterDetail(db: DbExecutor, id: number, now: Date): Promise<ServiceItem> {
  const row = await findServicePage(db, id, now);
  if (!row) throw notFound('服务内容');
  return toServiceItem(row);
}
