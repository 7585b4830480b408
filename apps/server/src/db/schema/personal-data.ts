import { sql } from 'drizzle-orm';
import { bigint, check, date, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { customer } from './customer.ts';
import { bytea } from './bytea.ts';

const customerRef = () =>
  uuid('customer_id')
    .notNull()
    .references(() => customer.id, { onDelete: 'cascade' });

// Kept in sync by hand with migrations/0033_personal_data.sql, which says what each table holds.
export const contentDocumentVersion = pgTable(
  'content_document_version',
  {
    key: text('key').notNull(),
    versionDate: date('version_date', { mode: 'string' }).notNull(),
    title: text('title').notNull(),
    contentHtml: text('content_html').notNull(),
  },
  (t) => [primaryKey({ name: 'content_document_version_pk', columns: [t.key, t.versionDate] })],
);

export const customerConsent = pgTable(
  'customer_consent',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    customerId: customerRef(),
    documentKey: text('document_key').notNull(),
    versionDate: date('version_date', { mode: 'string' }).notNull(),
    action: text('action').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
  },
  (t) => [
    foreignKey({
      name: 'customer_consent_version_fk',
      columns: [t.documentKey, t.versionDate],
      foreignColumns: [contentDocumentVersion.key, contentDocumentVersion.versionDate],
    }),
    unique('customer_consent_unique').on(t.customerId, t.documentKey, t.versionDate),
  ],
);

export const dataExport = pgTable(
  'data_export',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: customerRef(),
    state: text('state').notNull().default('pending'),
    progress: integer('progress').notNull().default(0),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    jsonBody: bytea('json_body'),
    pdfBody: bytea('pdf_body'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    downloads: integer('downloads').notNull().default(0),
    lastDownloadAt: timestamp('last_download_at', { withTimezone: true }),
  },
  (t) => [
    check('data_export_state_check', sql`${t.state} in ('pending', 'running', 'ready', 'failed')`),
    check('data_export_progress_check', sql`${t.progress} between 0 and 100`),
    index('data_export_customer_idx').on(t.customerId, t.requestedAt),
    index('data_export_waiting_idx')
      .on(t.requestedAt)
      .where(sql`${t.state} in ('pending', 'running')`),
  ],
);

export const accountClosure = pgTable('account_closure', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customer.id, { onDelete: 'cascade' }),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
  retainUntil: date('retain_until', { mode: 'string' }).notNull(),
  ip: text('ip'),
  userAgent: text('user_agent'),
});
