import {
  type ADVERT_KINDS,
  advertBody,
  advertItem,
  advertList,
  advertQuery,
  agencyBody,
  agencyItem,
  agencyList,
  agencyQuery,
  awardBody,
  awardItem,
  awardList,
  awardQuery,
  columnBody,
  columnItem,
  columnList,
  columnQuery,
  jobBody,
  jobItem,
  jobList,
  jobQuery,
  serviceEntryBody,
  serviceEntryItem,
  serviceEntryList,
  serviceEntryQuery,
  type SiteContentKind,
  type SitePublishState,
} from '@fund-direct/domain/contracts/ops';
import { AppError } from '@fund-direct/domain/errors';
import { contentDisplayState } from '@fund-direct/domain/ops';
import { and, asc, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/database.ts';
import { advert, agency, award, contentColumn, job, servicePage } from '../../db/schema/content.ts';
import { liveCondition } from './live-content.ts';
import { sanitizeHtml } from './sanitize-html.ts';
import { allOf, columnParent, columnUsage, titleLike, unknownFundCodes, type EditableTable } from './site-content.repository.ts';

// One descriptor per kind the console edits row by row: its contract, table, how a body becomes columns and a row
// becomes the console's item, its filters, and the checks that need the database. simple-content.ops-routes.ts and
// site-content.service.ts do the rest the same way for every kind.

interface PageQuery {
  page: number;
  pageSize: number;
  keyword?: string | undefined;
}

interface PublishColumns {
  publishState: AnyPgColumn;
  publishedAt: AnyPgColumn;
}

export interface SiteKind<Row, Body, Query extends PageQuery, Item> {
  kind: SiteContentKind;
  label: string;
  table: EditableTable;
  // Set for the kinds that are published and taken down; the others are on the site as soon as they are saved.
  publish?: PublishColumns;
  schemas: { body: z.ZodType<Body>; query: z.ZodType<Query>; item: z.ZodType<Item>; list: z.ZodType<{ list: Item[]; total: number }> };
  values(body: Body): Record<string, unknown>;
  toItem(row: Row, now: Date): Item;
  where(query: Query, now: Date): SQL | undefined;
  order: SQL[];
  check?(db: DbExecutor, body: Body, id: number | null): Promise<void>;
  beforeDelete?(db: DbExecutor, id: number): Promise<void>;
}

const iso = (value: Date | null) => value?.toISOString() ?? null;
const editedMeta = (row: { id: number; updatedAt: Date | null }) => ({ id: row.id, updatedAt: iso(row.updatedAt) });
function publishMeta(row: { publishState: string; publishedAt: Date }, now: Date) {
  const publishState = row.publishState as SitePublishState;
  return {
    publishState,
    displayState: contentDisplayState(publishState, row.publishedAt, now),
    publishedAt: row.publishedAt.toISOString(),
  };
}

// The console's state filter reads like the list's state column: 定时发布 is a published row whose time has not come.
function stateCondition(columns: PublishColumns, state: string | undefined, now: Date): SQL | undefined {
  if (!state) return undefined;
  if (state === 'scheduled') return and(eq(columns.publishState, 'published'), gt(columns.publishedAt, now));
  if (state === 'published') return liveCondition(columns, now);
  return eq(columns.publishState, state);
}

const validation = (message: string) => new AppError('VALIDATION', message);

type ServiceRow = typeof servicePage.$inferSelect;
type ServiceBody = z.infer<typeof serviceEntryBody>;
export const serviceKind: SiteKind<ServiceRow, ServiceBody, z.infer<typeof serviceEntryQuery>, z.infer<typeof serviceEntryItem>> = {
  kind: 'service',
  label: '服务中心',
  table: servicePage,
  publish: servicePage,
  schemas: { body: serviceEntryBody, query: serviceEntryQuery, item: serviceEntryItem, list: serviceEntryList },
  values: (body) => ({ ...body, contentHtml: sanitizeHtml(body.contentHtml), serviceTime: new Date(body.serviceTime) }),
  toItem: (row, now) => ({
    serviceType: row.serviceType as ServiceBody['serviceType'],
    title: row.title,
    contentHtml: row.contentHtml,
    serviceTime: row.serviceTime.toISOString(),
    sort: row.sort,
    attachments: row.attachments,
    ...editedMeta(row),
    ...publishMeta(row, now),
  }),
  where: (query, now) =>
    allOf(
      query.serviceType ? eq(servicePage.serviceType, query.serviceType) : undefined,
      stateCondition(servicePage, query.state, now),
      titleLike([servicePage.title], query.keyword),
    ),
  order: [desc(servicePage.serviceTime), desc(servicePage.sort), desc(servicePage.id)],
};

type JobRow = typeof job.$inferSelect;
export const jobKind: SiteKind<JobRow, z.infer<typeof jobBody>, z.infer<typeof jobQuery>, z.infer<typeof jobItem>> = {
  kind: 'job',
  label: '招聘信息',
  table: job,
  publish: job,
  schemas: { body: jobBody, query: jobQuery, item: jobItem, list: jobList },
  values: (body) => body,
  toItem: (row, now) => ({
    title: row.title,
    department: row.department,
    location: row.location,
    headcount: row.headcount,
    duties: row.duties,
    requirements: row.requirements,
    ...editedMeta(row),
    ...publishMeta(row, now),
  }),
  where: (query, now) => allOf(stateCondition(job, query.state, now), titleLike([job.title, job.department, job.location], query.keyword)),
  order: [desc(job.publishedAt), desc(job.id)],
};

type AgencyRow = typeof agency.$inferSelect;
type AgencyBody = z.infer<typeof agencyBody>;
export const agencyKind: SiteKind<AgencyRow, AgencyBody, z.infer<typeof agencyQuery>, z.infer<typeof agencyItem>> = {
  kind: 'agency',
  label: '销售机构',
  table: agency,
  schemas: { body: agencyBody, query: agencyQuery, item: agencyItem, list: agencyList },
  values: (body) => ({ ...body, fundCodes: [...new Set(body.fundCodes)] }),
  toItem: (row) => ({
    name: row.name,
    kind: row.kind as AgencyBody['kind'],
    website: row.website,
    hotline: row.hotline,
    fundCodes: row.fundCodes,
    sort: row.sort,
    ...editedMeta(row),
  }),
  where: (query) => allOf(query.kind ? eq(agency.kind, query.kind) : undefined, titleLike([agency.name], query.keyword)),
  order: [asc(agency.sort), asc(agency.id)],
  check: async (db, body) => {
    const unknown = await unknownFundCodes(db, body.fundCodes);
    if (unknown.length > 0) throw validation(`基金代码：${unknown.join('、')} 不存在`);
  },
};

type AdvertRow = typeof advert.$inferSelect;
export const advertKind: SiteKind<AdvertRow, z.infer<typeof advertBody>, z.infer<typeof advertQuery>, z.infer<typeof advertItem>> = {
  kind: 'advert',
  label: '广告与横幅',
  table: advert,
  publish: advert,
  schemas: { body: advertBody, query: advertQuery, item: advertItem, list: advertList },
  values: (body) => ({
    ...body,
    // An image advert has no video; a stale address would otherwise ride along in the row.
    videoUrl: body.kind === 'video' ? body.videoUrl : null,
    startAt: body.startAt ? new Date(body.startAt) : null,
    endAt: body.endAt ? new Date(body.endAt) : null,
  }),
  toItem: (row, now) => ({
    position: row.position,
    kind: row.kind as keyof typeof ADVERT_KINDS,
    title: row.title,
    image: row.image,
    link: row.link,
    videoUrl: row.videoUrl,
    sort: row.sort,
    startAt: iso(row.startAt),
    endAt: iso(row.endAt),
    ...editedMeta(row),
    ...publishMeta(row, now),
  }),
  where: (query, now) =>
    allOf(
      query.position !== undefined ? eq(advert.position, query.position) : undefined,
      stateCondition(advert, query.state, now),
      titleLike([advert.title], query.keyword),
    ),
  order: [asc(advert.position), asc(advert.sort), asc(advert.id)],
};

type AwardRow = typeof award.$inferSelect;
export const awardKind: SiteKind<AwardRow, z.infer<typeof awardBody>, z.infer<typeof awardQuery>, z.infer<typeof awardItem>> = {
  kind: 'award',
  label: '荣誉奖项',
  table: award,
  schemas: { body: awardBody, query: awardQuery, item: awardItem, list: awardList },
  values: (body) => body,
  toItem: (row) => ({ title: row.title, issuer: row.issuer, year: row.year, image: row.image, sort: row.sort, ...editedMeta(row) }),
  where: (query) => titleLike([award.title, award.issuer], query.keyword),
  order: [desc(award.year), asc(award.sort), asc(award.id)],
};

type ColumnRow = typeof contentColumn.$inferSelect;
export const columnKind: SiteKind<ColumnRow, z.infer<typeof columnBody>, z.infer<typeof columnQuery>, z.infer<typeof columnItem>> = {
  kind: 'column',
  label: '栏目',
  table: contentColumn,
  schemas: { body: columnBody, query: columnQuery, item: columnItem, list: columnList },
  values: (body) => body,
  toItem: (row) => ({ name: row.name, parentId: row.parentId, sort: row.sort, ...editedMeta(row) }),
  where: (query) => titleLike([contentColumn.name], query.keyword),
  order: [asc(contentColumn.parentId), asc(contentColumn.sort), asc(contentColumn.id)],
  // Columns are two levels deep (the site's menus show no more), which also rules out a column under itself.
  check: async (db, body, id) => {
    if (body.parentId === 0) return;
    if (body.parentId === id) throw validation('上级栏目：不能是栏目本身');
    const grandparent = await columnParent(db, body.parentId);
    if (grandparent === undefined) throw validation('上级栏目：不存在');
    if (grandparent !== 0) throw validation('上级栏目：只能选择一级栏目');
    if (id !== null && (await columnUsage(db, id)).children > 0) throw validation('上级栏目：该栏目有下级栏目，只能是一级栏目');
  },
  beforeDelete: async (db, id) => {
    const usage = await columnUsage(db, id);
    if (usage.children > 0) throw validation('栏目：还有下级栏目，不能删除');
    if (usage.articles > 0) throw validation(`栏目：还有 ${usage.articles} 篇文章，不能删除`);
  },
};
