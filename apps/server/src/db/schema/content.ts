import { sql } from 'drizzle-orm';
import { char, check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staff } from './ops.ts';
import { bytea } from './bytea.ts';

// Kept in sync by hand with migrations/0002_content.sql (and 0027_site_content_ops.sql for the console's columns).

export interface AttachmentLink {
  name: string;
  path: string;
}

// Migration 0027: who last changed a row the console edits, and when.
const editedColumns = () => ({
  updatedAt: timestamp('updated_at', { withTimezone: true }),
  updatedBy: uuid('updated_by').references(() => staff.id),
});

// Migration 0027: a published row whose published_at has come is on the site (draft and unpublished never are).
const publishColumns = () => ({
  publishState: text('publish_state').notNull().default('published'),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().default(new Date(0)),
});

export const contentColumn = pgTable('content_column', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  parentId: integer('parent_id').notNull().default(0),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  ...editedColumns(),
});

// §3: contentType is video, mandt (fund manager talk) or other.
export const article = pgTable(
  'article',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    columnId: integer('column_id')
      .notNull()
      .references(() => contentColumn.id),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    author: text('author').notNull().default(''),
    cover: text('cover'),
    contentHtml: text('content_html').notNull().default(''),
    contentType: text('content_type').notNull().default('other'),
    jumpPath: text('jump_path'),
    videoUrl: text('video_url'),
    poster: text('poster'),
    durationSeconds: integer('duration_seconds'),
    fundCodes: text('fund_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    state: char('state', { length: 1 }).notNull().default('1'),
    // 0025: the console's publishing state (domain CONTENT_STATES); live = published and published_at reached.
    publishState: text('publish_state').notNull().default('published'),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: uuid('updated_by'),
  },
  (t) => [
    check('article_content_type_check', sql`${t.contentType} in ('video', 'mandt', 'other')`),
    check('article_publish_state_check', sql`${t.publishState} in ('draft', 'review', 'published', 'unpublished')`),
    index('article_column_published_idx').on(t.columnId, t.publishedAt),
    index('article_type_published_idx').on(t.contentType, t.publishedAt),
    index('article_state_published_idx').on(t.publishState, t.publishedAt),
  ],
);

// 0025: files the console uploads (images, PDFs); kind and mime come from the bytes, never the name.
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    originalName: text('original_name').notNull(),
    uploadedBy: uuid('uploaded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('media_kind_check', sql`${t.kind} in ('image', 'pdf')`)],
);

// §3: notice groups regular, trans, issue, temp, company; lists keep state '0' and '1' only.
export const notice = pgTable(
  'notice',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    groupKey: text('group_key').notNull(),
    title: text('title').notNull(),
    contentHtml: text('content_html').notNull().default(''),
    fundCode: text('fund_code'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    state: char('state', { length: 1 }).notNull().default('1'),
    // Migration 0026: the console's publishing state (draft, review, published, unpublished); published_at is the
    // publish time, a later one means scheduled.
    publishState: text('publish_state').notNull().default('published'),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: uuid('updated_by'),
  },
  (t) => [
    check('notice_group_check', sql`${t.groupKey} in ('regular', 'trans', 'issue', 'temp', 'company')`),
    check('notice_publish_state_check', sql`${t.publishState} in ('draft', 'review', 'published', 'unpublished')`),
    index('notice_group_published_idx').on(t.groupKey, t.publishedAt),
    index('notice_fund_published_idx').on(t.fundCode, t.publishedAt),
  ],
);

// An attachment is either rendered to PDF from its (sanitised) HTML on request, or an uploaded PDF (media_id)
// served as it is; exactly one of the two is set.
export const noticeAttachment = pgTable(
  'notice_attachment',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notice.id, { onDelete: 'cascade' }),
    seq: smallint('seq').notNull(),
    name: text('name').notNull(),
    contentHtml: text('content_html'),
    mediaId: uuid('media_id').references(() => media.id),
  },
  (t) => [
    primaryKey({ columns: [t.noticeId, t.seq] }),
    check('notice_attachment_source_check', sql`(${t.contentHtml} is null) <> (${t.mediaId} is null)`),
  ],
);

// §2: service_type is the key of a service-centre child page (data_download, common_question ...).
export const servicePage = pgTable(
  'service_page',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    serviceType: text('service_type').notNull(),
    title: text('title').notNull(),
    contentHtml: text('content_html').notNull().default(''),
    serviceTime: timestamp('service_time', { withTimezone: true }).notNull(),
    sort: integer('sort').notNull().default(0),
    attachments: jsonb('attachments').$type<AttachmentLink[]>().notNull().default([]),
    ...publishColumns(),
    ...editedColumns(),
  },
  (t) => [
    index('service_page_type_time_idx').on(t.serviceType, t.serviceTime),
    check('service_page_publish_state_check', sql`${t.publishState} in ('draft', 'published', 'unpublished')`),
  ],
);

// §7: agreement and rule documents and data-download forms, rendered to PDF from this text.
export const contentDocument = pgTable(
  'content_document',
  {
    key: text('key').primaryKey(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    contentHtml: text('content_html').notNull(),
    versionDate: date('version_date', { mode: 'string' }).notNull(),
  },
  (t) => [check('content_document_kind_check', sql`${t.kind} in ('agreement', 'form')`)],
);

export const job = pgTable(
  'job',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    department: text('department').notNull(),
    location: text('location').notNull(),
    headcount: integer('headcount').notNull(),
    duties: text('duties').array().notNull(),
    requirements: text('requirements').array().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    state: char('state', { length: 1 }).notNull().default('1'),
    publishState: text('publish_state').notNull().default('published'),
    ...editedColumns(),
  },
  (t) => [
    check('job_publish_state_check', sql`${t.publishState} in ('draft', 'published', 'unpublished')`),
    check('job_headcount_check', sql`${t.headcount} > 0`),
  ],
);

// A direct agency with no fund codes sells every fund of the company.
export const agency = pgTable(
  'agency',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    website: text('website'),
    hotline: text('hotline'),
    fundCodes: text('fund_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sort: integer('sort').notNull().default(0),
    ...editedColumns(),
  },
  (t) => [check('agency_kind_check', sql`${t.kind} in ('direct', 'consignment')`)],
);

export const award = pgTable('award', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: text('title').notNull(),
  issuer: text('issuer').notNull(),
  year: integer('year').notNull(),
  image: text('image').notNull(),
  sort: integer('sort').notNull().default(0),
  ...editedColumns(),
});

// position 1 is the home banner; kind 'video' is the banner video.
export const advert = pgTable(
  'advert',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    position: integer('position').notNull(),
    kind: text('kind').notNull().default('image'),
    title: text('title').notNull(),
    image: text('image').notNull(),
    link: text('link'),
    videoUrl: text('video_url'),
    sort: integer('sort').notNull().default(0),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    ...publishColumns(),
    ...editedColumns(),
  },
  (t) => [
    check('advert_kind_check', sql`${t.kind} in ('image', 'video')`),
    index('advert_position_idx').on(t.position, t.sort),
    check('advert_publish_state_check', sql`${t.publishState} in ('draft', 'published', 'unpublished')`),
    check('advert_window_check', sql`${t.startAt} is null or ${t.endAt} is null or ${t.startAt} < ${t.endAt}`),
  ],
);

// Sections: profile, shareholders, culture, history, contact; `data` holds the structured part.
export const aboutUs = pgTable('about_us', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  contentHtml: text('content_html').notNull().default(''),
  data: jsonb('data').$type<unknown>(),
  sort: integer('sort').notNull().default(0),
  ...editedColumns(),
});

export const footerPage = pgTable('footer_page', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  contentHtml: text('content_html').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type ArticleRow = typeof article.$inferSelect;
export type NoticeRow = typeof notice.$inferSelect;
export type ServicePageRow = typeof servicePage.$inferSelect;
export type ContentDocumentRow = typeof contentDocument.$inferSelect;
